import supertest from 'supertest';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { ApiToken } from './api-token.entity';
import { tokenFor } from './api-tokens-test-kit';
import { TokenRefusals, tokenRefusalLimits } from './token-refusals';

const LIST_DOCUMENTS = 'query ListDocuments { documents(first: 5) { totalCount nodes { id } } }';
const PREFIX_SPENT =
  /^Too many refused requests with this API token: it does not work, and retrying will not make it\. Please try again in 15 minutes\.$/;
const ADDRESS_SPENT = /^Too many refused requests with API tokens from your network: .* Please try again in 15 minutes\.$/;

describe.each(testDatabaseTargets)('refused API tokens are limited ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test sends from an address of its own (X-Forwarded-For).
    t = await createTestApp(target, { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  /** Requests bearing the secret from one address, without cookies. */
  const from = (address: string, secret: string) => {
    const request = supertest(t.app.express);
    const auth = `Bearer ${secret}`;
    return {
      get: (path: string) => request.get(path).set('Authorization', auth).set('X-Forwarded-For', address),
      graphql: (query: string) =>
        request
          .post('/graphql')
          .set('Authorization', auth)
          .set('X-Forwarded-For', address)
          .set('Content-Type', 'application/json')
          .send({ query }),
    };
  };
  const refusalsOf = (tokenId: string) =>
    t.database.dataSource.getRepository(AuditLog).countBy({ action: 'api_token.refused', resourceId: tokenId });

  it('answers a revoked token tried 100 times with 401 ten times, then 429 with Retry-After, and audits it once', async () => {
    const { id, secret } = await tokenFor(t, 'advisor', ['documents:read']);
    await (await t.agent('advisor')).delete(`/api/tokens/${id}`).expect(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await from('203.0.113.10', secret).get('/api/documents');
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.body).toMatchObject({ message: expect.stringMatching(PREFIX_SPENT) });
      }
    }
    expect(statuses.slice(0, tokenRefusalLimits.perPrefix)).toEqual(Array(tokenRefusalLimits.perPrefix).fill(401));
    expect(statuses.slice(tokenRefusalLimits.perPrefix)).toEqual(Array(100 - tokenRefusalLimits.perPrefix).fill(429));

    // The same over GraphQL, from another address: the token's prefix has spent its budget.
    const viaGraphQL = await from('203.0.113.11', secret).graphql(LIST_DOCUMENTS).expect(429);
    expect(Number(viaGraphQL.headers['retry-after'])).toBeGreaterThan(0);
    expect(viaGraphQL.body.errors[0]).toMatchObject({
      message: expect.stringMatching(PREFIX_SPENT),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });

    await t.app.services.apiTokens.settled();
    expect(await refusalsOf(id)).toBe(1);
  }, 60_000);

  it('counts an expired token the same way, audited once', async () => {
    const { id, secret } = await tokenFor(t, 'advisor', ['documents:read']);
    await t.database.dataSource.getRepository(ApiToken).update({ id }, { expiresAt: new Date(Date.now() - 60_000) });
    for (let attempt = 0; attempt < tokenRefusalLimits.perPrefix; attempt += 1) {
      await from('203.0.113.20', secret).get('/api/documents').expect(401);
    }
    await from('203.0.113.20', secret).get('/api/documents').expect(429);
    await t.app.services.apiTokens.settled();
    expect(await refusalsOf(id)).toBe(1);
  });

  it('answers 429 to an address sending many unknown tokens, while other addresses and working tokens go on', async () => {
    const office = '203.0.113.30';
    const unknown = (index: number) => `khanya_pat_${String(index).padStart(4, '0')}${'A'.repeat(36)}`;
    for (let index = 0; index < tokenRefusalLimits.perAddress; index += 1) {
      await from(office, unknown(index)).get('/api/documents').expect(401);
    }
    const spent = await from(office, unknown(9999)).get('/api/documents').expect(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(spent.body.message).toMatch(ADDRESS_SPENT);
    // A value without a secret's shape is counted against the address too.
    await from(office, 'not-a-token').get('/api/documents').expect(429);

    // Another address is still told why its token does not work.
    const elsewhere = await from('203.0.113.31', unknown(9999)).get('/api/documents').expect(401);
    expect(elsewhere.body.message).toMatch(/^This API token is not recognised/);
    // A token that works never spends these budgets: the office's working job goes on.
    const { secret } = await tokenFor(t, 'advisor', ['documents:read']);
    await from(office, secret).get('/api/documents').expect(200);
  });
});

describe('counting refused API tokens', () => {
  it('says which refusal of a token is the first of its window', async () => {
    const refusals = new TokenRefusals({ perPrefix: 100, perAddress: 100, windowSeconds: 1 });
    expect(await refusals.firstInWindow('token-1')).toBe(true);
    expect(await refusals.firstInWindow('token-1')).toBe(false);
    expect(await refusals.firstInWindow('token-2')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await refusals.firstInWindow('token-1')).toBe(true);
  });
});
