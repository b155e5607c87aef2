import supertest from 'supertest';
import { testDatabaseTargets } from '../../test/database';
import { writeTrustedManifest } from '../../test/fake-web-build';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoUserIds } from '../../demo/ids';
import { RoleName } from '../../accounts/roles';
import { sha256 } from '../../graphql/trusted-documents';

// The one operation of this build's manifest.
const LIST_DOCUMENTS = 'query ListDocuments {\n  documents(first: 5) {\n    totalCount\n    __typename\n  }\n}';
const NOT_IN_THE_MANIFEST = '{ documents(first: 1) { nodes { id } } }';

describe.each(testDatabaseTargets)('API tokens and the trusted documents, in production ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = writeTrustedManifest([{ name: 'ListDocuments', type: 'query', body: LIST_DOCUMENTS }]);
    t = await createTestApp(target, { NODE_ENV: 'production', TRUST_PROXY: '1', WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  /** A token made as the profile would (sessions need HTTPS here: the service is asked directly). */
  async function secretOf(who: 'admin' | 'advisor') {
    const viewer = {
      id: demoUserIds[who],
      email: `${who}@example.com`,
      firstName: who,
      roles: [who === 'admin' ? RoleName.ADMIN : RoleName.ADVISOR],
    };
    const { secret } = await t.app.services.apiTokens.create(
      viewer,
      { name: 'Production', scopes: ['documents:read'], expiresInDays: 7 },
      {},
    );
    return secret;
  }
  const ask = (secret: string, body: object) =>
    supertest(t.app.express)
      .post('/graphql')
      .set('X-Forwarded-Proto', 'https')
      .set('Authorization', `Bearer ${secret}`)
      .set('Content-Type', 'application/json')
      .send(body);

  it("lets an administrator's token run any operation within its scopes, as the administrator's session may", async () => {
    const response = await ask(await secretOf('admin'), { query: NOT_IN_THE_MANIFEST }).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.documents.nodes.length).toBe(1);
  });

  it("holds an advisor's token to the web client's operations, as the advisor's session is", async () => {
    const secret = await secretOf('advisor');
    const refused = await ask(secret, { query: NOT_IN_THE_MANIFEST }).expect(403);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Only the operations this web site was built with may run/),
      extensions: { code: 'FORBIDDEN' },
    });
    const byText = await ask(secret, { query: LIST_DOCUMENTS }).expect(200);
    expect(byText.body.data.documents.totalCount).toBeGreaterThan(0);
    const byHash = await ask(secret, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(LIST_DOCUMENTS) } } }).expect(200);
    expect(byHash.body.data).toEqual(byText.body.data);
  });
});
