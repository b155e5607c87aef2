import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { checkedAgent } from '../test/checked-requests';
import { testDatabaseTargets } from '../test/database';
import { createUser } from '../test/people';
import { DEMO_PASSWORD, createTestApp, demoEmails, graphql, type TestApp } from '../test/test-app';
import { bearing } from '../features/api-tokens/api-tokens-test-kit';
import { AuditLog } from '../features/audit/audit-log.entity';

/** What the two fields of draft-ietf-httpapi-ratelimit-headers-10 say, read back. */
function fieldsOf(response: Response) {
  const policy = /^"(\w+)";q=(\d+);w=(\d+)$/.exec(response.headers['ratelimit-policy'] ?? '');
  const limit = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(response.headers.ratelimit ?? '');
  if (!policy || !limit) throw new Error(`No RateLimit fields on ${response.status}: ${JSON.stringify(response.headers)}`);
  expect(limit[1]).toBe(policy[1]);
  const t = Number(limit[3]);
  expect(t).toBeGreaterThanOrEqual(1);
  expect(t).toBeLessThanOrEqual(60);
  return { policy: policy[1], q: Number(policy[2]), w: Number(policy[3]), r: Number(limit[2]), t };
}

const ME = '{ me { email } }';

/**
 * The general budget of /api and /graphql (http/request-budget.ts): one per API token, per
 * signed-in user and per address, both APIs together, told on every answer. Each test asks from
 * addresses of its own (X-Forwarded-For behind TRUST_PROXY), so their anonymous budgets are apart.
 */
describe.each(testDatabaseTargets)('the rate budget of both APIs ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      TRUST_PROXY: '1',
      API_TOKEN_RATE_LIMIT_PER_MINUTE: '4',
      SESSION_RATE_LIMIT_PER_MINUTE: '5',
      ANONYMOUS_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(() => t.close());

  const from = (address: string) => checkedAgent(t.app.express).set('X-Forwarded-For', address);
  async function signedIn(email: string, address: string): Promise<TestAgent> {
    const agent = from(address);
    await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    return agent;
  }

  it('tells an anonymous caller its budget on REST, GraphQL and error answers, then answers 429 in each API’s shape', async () => {
    const visitor = from('203.0.113.1');
    const rest = await visitor.get('/api/posts').expect(200);
    expect(rest.headers['ratelimit-policy']).toBe('"anonymous";q=3;w=60');
    expect(fieldsOf(rest)).toMatchObject({ policy: 'anonymous', q: 3, w: 60, r: 2 });
    const viaGraphQL = await graphql(visitor, '{ __typename }').expect(200);
    expect(fieldsOf(viaGraphQL)).toMatchObject({ policy: 'anonymous', r: 1 });
    const notFound = await visitor.get('/api/no-such-thing').expect(404);
    expect(fieldsOf(notFound)).toMatchObject({ policy: 'anonymous', r: 0 });

    const refused = await visitor.get('/api/posts').expect(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: expect.any(Number) });
    expect(refused.body.message).toMatch(/^More than 3 requests came from your address in a minute\. Please try again in \d+ seconds?\.$/);
    const wait = Number(refused.headers['retry-after']);
    expect(fieldsOf(refused)).toMatchObject({ r: 0, t: wait });
    const refusedGraphQL = await graphql(visitor, '{ __typename }').expect(429);
    expect(Number(refusedGraphQL.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(fieldsOf(refusedGraphQL)).toMatchObject({ policy: 'anonymous', r: 0 });

    // Another address has a budget of its own.
    expect(fieldsOf(await from('203.0.113.2').get('/api/posts').expect(200))).toMatchObject({ policy: 'anonymous', r: 2 });
  });

  it('gives a signed-in user one budget over all their sessions, apart from another user’s and their address’s', async () => {
    const email = 'busy-client@example.com';
    await createUser(t, 'client', { email, firstName: 'Busi', lastName: 'Dlamini' });
    const [laptop, phone] = [await signedIn(email, '203.0.113.10'), await signedIn(email, '203.0.113.11')];
    const other = await signedIn(demoEmails.client, '203.0.113.12');

    expect(fieldsOf(await laptop.get('/api/auth/user').expect(200))).toMatchObject({ policy: 'session', q: 5, w: 60, r: 4 });
    expect(fieldsOf(await graphql(phone, ME).expect(200))).toMatchObject({ policy: 'session', r: 3 });
    expect(fieldsOf(await phone.get('/api/auth/user').expect(200))).toMatchObject({ r: 2 });
    expect(fieldsOf(await graphql(laptop, ME).expect(200))).toMatchObject({ r: 1 });
    expect(fieldsOf(await laptop.get('/api/no-such-thing').expect(404))).toMatchObject({ policy: 'session', r: 0 });
    const refused = await phone.get('/api/auth/user').expect(429);
    expect(refused.body.message).toMatch(/^You made more than 5 requests in a minute\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedGraphQL = await graphql(laptop, ME).expect(429);
    expect(refusedGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });

    // Another person's session, and the address the laptop signed in from, are untouched.
    expect(fieldsOf(await other.get('/api/auth/user').expect(200))).toMatchObject({ policy: 'session', r: 4 });
    expect(fieldsOf(await from('203.0.113.10').get('/api/posts').expect(200))).toMatchObject({ policy: 'anonymous', r: 1 });
  });

  it('counts a token’s request once, against the token’s own budget, in both APIs; a refused token spends its address’s', async () => {
    const advisor = await signedIn(demoEmails.advisor, '203.0.113.20');
    const created = await advisor
      .post('/api/tokens')
      .send({ name: 'Budget', scopes: ['documents:read'], expiresInDays: 1 })
      .expect(201);
    expect(fieldsOf(created)).toMatchObject({ policy: 'session', r: 4 });
    const token = bearing(t, created.body.secret);

    // q=4: each answer one less, so each request was counted once.
    const first = await token.get('/api/documents').expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"token";q=4;w=60');
    expect(fieldsOf(first)).toMatchObject({ r: 3 });
    expect(fieldsOf(await token.graphql('{ documents(first: 1) { totalCount } }').expect(200))).toMatchObject({ policy: 'token', r: 2 });
    expect(fieldsOf(await token.get('/api/documents').expect(200))).toMatchObject({ r: 1 });
    expect(fieldsOf(await token.get('/api/no-such-thing').expect(404))).toMatchObject({ policy: 'token', r: 0 });
    const refused = await token.get('/api/documents').expect(429);
    expect(refused.body.message).toMatch(/^This API token made more than 4 requests in a minute\./);
    expect(fieldsOf(refused)).toMatchObject({ policy: 'token', r: 0, t: Number(refused.headers['retry-after']) });
    expect((await token.graphql('{ documents(first: 1) { totalCount } }').expect(429)).body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Turned away by the budget, a request is counted, not audited as a use (docs/integrations.md#api-tokens).
    await t.app.services.apiTokens.settled();
    const uses = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'api_token.use', resourceId: created.body.token.id });
    expect(uses.map(({ details }) => (details as { status: number }).status).sort()).toEqual([200, 200, 200, 404]);

    // The owner's session spends its own budget, not the token's.
    expect(fieldsOf(await advisor.get('/api/auth/user').expect(200))).toMatchObject({ policy: 'session', r: 3 });

    // A token that does not work is its caller's request all the same: 401 with the address's fields.
    const unknown = await from('203.0.113.21')
      .get('/api/documents')
      .set('Authorization', `Bearer khanya_pat_${'C'.repeat(40)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(fieldsOf(unknown)).toMatchObject({ policy: 'anonymous', r: 2 });
  });
});
