import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DEMO_PASSWORD, demoEmails, type DemoAccount, type TestApp } from '../../test/test-app';
import type { ApiTokenScope } from '../../../../validation/api-token-scopes';
import { ApiToken } from './api-token.entity';

/** A token the demo account makes for itself on its profile (POST /api/tokens); the secret as answered. */
export async function tokenFor(
  t: TestApp,
  as: DemoAccount | TestAgent,
  scopes: ApiTokenScope[],
  { name = `Token ${Math.random().toString(36).slice(2, 8)}`, expiresInDays = 30 } = {},
): Promise<{ id: string; secret: string }> {
  const agent = typeof as === 'string' ? await t.agent(as) : as;
  const response = await agent.post('/api/tokens').send({ name, scopes, expiresInDays }).expect(201);
  return { id: response.body.token.id, secret: response.body.secret };
}

/**
 * Requests without cookies bearing the secret. Plain supertest, not held to the OpenAPI document
 * as t.request is: these tests send tokens where they are refused (403 for a scope, 429), answers
 * the document does not list for every operation.
 */
export function bearing(t: TestApp, secret: string) {
  const request = supertest(t.app.express);
  const auth = `Bearer ${secret}`;
  return {
    get: (path: string) => request.get(path).set('Authorization', auth),
    post: (path: string) => request.post(path).set('Authorization', auth),
    put: (path: string) => request.put(path).set('Authorization', auth),
    delete: (path: string) => request.delete(path).set('Authorization', auth),
    graphql: (query: string, variables?: Record<string, unknown>) =>
      request.post('/graphql').set('Authorization', auth).set('Content-Type', 'application/json').send({ query, variables }),
  };
}

/** The stored row of a token, every column (the hash too). */
export const storedToken = (t: TestApp, id: string) =>
  t.database.dataSource
    .getRepository(ApiToken)
    .createQueryBuilder('token')
    .addSelect('token.secretHash')
    .where('token.id = :id', { id })
    .getOneOrFail();

/** A plain supertest agent signed in as the demo account (the cookie kept), not held to the OpenAPI document. */
export async function sessionAgent(t: TestApp, as: DemoAccount): Promise<TestAgent> {
  const agent = supertest.agent(t.app.express);
  await agent.post('/api/auth/login').send({ email: demoEmails[as], password: DEMO_PASSWORD }).expect(200);
  return agent;
}
