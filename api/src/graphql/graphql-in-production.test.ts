import supertest from 'supertest';
import { getIntrospectionQuery } from 'graphql';
import { testDatabaseTargets } from '../test/database';
import { writeTrustedManifest } from '../test/fake-web-build';
import { createTestApp, DEMO_PASSWORD, demoEmails, type DemoAccount, type TestApp } from '../test/test-app';
import { sha256 } from './trusted-documents';

// The web client's sign-in, as its manifest holds it: the one operation here open to everyone.
const LOGIN =
  'mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    user {\n      id\n      __typename\n    }\n    __typename\n  }\n}';

describe.each(testDatabaseTargets)('GraphQL in production ($name)', (target) => {
  let t: TestApp;
  const cookies = new Map<DemoAccount, string>();

  beforeAll(async () => {
    const webDist = writeTrustedManifest([{ name: 'Login', type: 'mutation', body: LOGIN }]);
    t = await createTestApp(target, { NODE_ENV: 'production', TRUST_PROXY: '1', WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  /** A request over HTTPS (behind the proxy), so the Secure session cookie is set and accepted. */
  const secure = (request: supertest.Test) => request.set('X-Forwarded-Proto', 'https');
  async function cookieOf(account: DemoAccount): Promise<string> {
    if (!cookies.has(account)) {
      const response = await secure(t.request.post('/api/auth/login'))
        .send({ email: demoEmails[account], password: DEMO_PASSWORD })
        .expect(200);
      cookies.set(account, response.headers['set-cookie'][0].split(';')[0]);
    }
    return cookies.get(account)!;
  }
  async function ask(as: DemoAccount | null, body: object) {
    const request = secure(supertest(t.app.express).post('/graphql')).set('Content-Type', 'application/json');
    if (as) request.set('Cookie', await cookieOf(as));
    return request.send(body);
  }

  describe('introspection', () => {
    const introspection = { query: getIntrospectionQuery() };

    it('is refused to anonymous and client sessions', async () => {
      for (const as of [null, 'client'] as const) {
        const response = await ask(as, introspection);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          errors: [
            {
              message: 'Introspection is available to administrators only.',
              extensions: { code: 'FORBIDDEN', requestId: response.headers['x-request-id'] },
            },
          ],
        });
      }
      const byType = await ask('client', { query: '{ __type(name: "User") { fields { name } } }' });
      expect(byType.status).toBe(403);
    });

    it("answers administrators, whose playground's documentation explorer reads it", async () => {
      for (const as of ['admin', 'superadmin'] as const) {
        const response = await ask(as, introspection);
        expect(response.status).toBe(200);
        expect(response.body.data.__schema.queryType).toMatchObject({ name: 'Query' });
      }
    });
  });

  describe('field suggestions', () => {
    // A typo in the variables of the manifest's own sign-in: graphql-js guesses the field.
    const mistyped = {
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(LOGIN) } },
      variables: { input: { emial: 'a@b.co', password: 'x' } },
    };

    it('are hidden from anonymous and client sessions', async () => {
      for (const as of [null, 'client'] as const) {
        const response = await ask(as, mistyped);
        expect(response.status).toBe(400);
        const messages = response.body.errors.map((error: { message: string }) => error.message);
        expect(messages).toContainEqual(expect.stringContaining('Field "emial" is not defined by type "LoginInput".'));
        for (const message of messages) expect(message).not.toMatch(/Did you mean/);
      }
    });

    it('are given to administrators, in variables and in validation alike', async () => {
      const variables = await ask('admin', mistyped);
      expect(variables.body.errors.map((error: { message: string }) => error.message)).toContainEqual(
        expect.stringContaining('Field "emial" is not defined by type "LoginInput". Did you mean "email"?'),
      );
      const validation = await ask('admin', { query: '{ me { emial } }' });
      expect(validation.status).toBe(400);
      expect(validation.body.errors[0]).toMatchObject({
        message: 'Cannot query field "emial" on type "User". Did you mean "email"?',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    });
  });

  describe('unexpected errors', () => {
    const internals = new Error('SQLITE_ERROR: no such column: "secret" in SELECT "User"."passwordHash" FROM "user"');

    it('answer a generic GraphQL error without message, stack or SQL', async () => {
      const failing = jest.spyOn(t.app.services.contact, 'counts').mockRejectedValueOnce(internals);
      const response = await ask('admin', { query: '{ contactSubmissionCounts { total } }' });
      expect(failing).toHaveBeenCalled();
      expect(response.body.errors).toEqual([
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 3 }],
          path: ['contactSubmissionCounts'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: response.headers['x-request-id'] },
        },
      ]);
      expect(response.text).not.toMatch(/SELECT|SQLITE|passwordHash|stacktrace|\.ts:\d+/);
    });

    it('answer a generic REST error too', async () => {
      jest.spyOn(t.app.services.users, 'getProfileWithRoles').mockRejectedValueOnce(internals);
      const response = await secure(t.request.get('/api/auth/user')).set('Cookie', await cookieOf('client'));
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ message: 'Internal server error', requestId: response.headers['x-request-id'] });
      expect(response.text).not.toMatch(/SELECT|SQLITE|passwordHash|stack/);
    });
  });
});
