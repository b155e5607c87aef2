import supertest from 'supertest';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { ApiToken } from '../features/api-tokens/api-token.entity';
import { bearing, tokenFor } from '../features/api-tokens/api-tokens-test-kit';
import { errorReasons } from '../shared/errors';
import { PROBLEM_JSON, problemCodes, problemLimits, problemTypes } from './problem-details';

const LIST_DOCUMENTS = '{ documents(first: 1) { totalCount } }';

describe.each(testDatabaseTargets)('REST errors as problem details ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers bad input as problem details: type, title, status, detail, the code GraphQL uses, the fields, the request id', async () => {
    const request = supertest(t.app.express);
    const answer = await request.post('/api/contact').send({ email: 'not an address' }).expect(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({
      type: '/api/problems/bad-user-input',
      title: 'Invalid input',
      status: 400,
      code: 'BAD_USER_INPUT',
      requestId: answer.headers['x-request-id'],
    });
    expect(answer.body.detail).toBe(answer.body.message);
    expect(answer.body.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['firstName', 'email']));

    // The same mistake through GraphQL carries the same code.
    const viaGraphQL = await request
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Apollo-Require-Preflight', 'true')
      .send({ query: 'mutation { submitContact(input: { email: "not an address" }) { message } }' })
      .expect(200);
    expect(viaGraphQL.body.errors[0].extensions.code).toBe(answer.body.code);
  });

  it('cuts a problem that echoes what was sent to the lengths the OpenAPI document promises', async () => {
    const request = supertest(t.app.express);
    const longName = 'p'.repeat(5_000);
    const answer = await request.get(`/api/posts?${longName}=1`).expect(400);
    expect(answer.body.detail.length).toBeLessThanOrEqual(problemLimits.detail);
    expect(answer.body.detail).toBe(answer.body.message);
    for (const error of answer.body.errors ?? []) {
      expect(error.path.length).toBeLessThanOrEqual(problemLimits.fieldPath);
      expect(error.message.length).toBeLessThanOrEqual(problemLimits.fieldMessage);
    }
  });

  it('answers an unknown route, an unreadable body and a body too large each with its own type', async () => {
    const request = supertest(t.app.express);
    const missing = await request.get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ type: '/api/problems/not-found', code: 'NOT_FOUND', status: 404, title: 'Not found' });

    const unreadable = await request.post('/api/contact').set('Content-Type', 'application/json').send('{"firstName":').expect(400);
    expect(unreadable.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unreadable.body).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });

    const huge = await request
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(huge.body).toMatchObject({
      type: '/api/problems/payload-too-large',
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'Request body is too large',
    });
  });

  it('tells an unknown, a revoked and an expired API token apart by reason, over REST and GraphQL alike', async () => {
    const revoked = await tokenFor(t, 'advisor', ['documents:read']);
    const expired = await tokenFor(t, 'advisor', ['documents:read']);
    const tokens = t.database.dataSource.getRepository(ApiToken);
    await tokens.update({ id: revoked.id }, { revokedAt: new Date(Date.now() - 60_000) });
    await tokens.update({ id: expired.id }, { expiresAt: new Date(Date.now() - 60_000) });
    const unknown = `${revoked.secret.slice(0, -4)}${revoked.secret.endsWith('aaaa') ? 'bbbb' : 'aaaa'}`;

    for (const [secret, reason] of [
      [unknown, 'API_TOKEN_UNKNOWN'],
      [revoked.secret, 'API_TOKEN_REVOKED'],
      [expired.secret, 'API_TOKEN_EXPIRED'],
    ] as const) {
      const rest = await bearing(t, secret).get('/api/documents').expect(401);
      expect(rest.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(rest.body).toMatchObject({ type: '/api/problems/unauthenticated', code: 'UNAUTHENTICATED', status: 401, reason });
      const viaGraphQL = await bearing(t, secret).graphql(LIST_DOCUMENTS).expect(401);
      expect(viaGraphQL.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason });
    }
  });

  it('names the scope a token lacks, over REST and GraphQL alike', async () => {
    const { secret } = await tokenFor(t, 'advisor', ['documents:read']);
    const rest = await bearing(t, secret).get('/api/tasks').expect(403);
    expect(rest.body).toMatchObject({
      type: '/api/problems/forbidden',
      code: 'FORBIDDEN',
      reason: 'API_TOKEN_SCOPE_MISSING',
      missingScope: 'tasks:read',
    });
    const viaGraphQL = await bearing(t, secret).graphql('query Tasks { tasks { id } }').expect(403);
    expect(viaGraphQL.body.errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'API_TOKEN_SCOPE_MISSING',
      missingScope: 'tasks:read',
    });

    // A route open to sessions only says so, with no scope that would do.
    const sessionsOnly = await bearing(t, secret).get('/api/auth/sessions').expect(403);
    expect(sessionsOnly.body).toMatchObject({ code: 'FORBIDDEN', reason: 'API_TOKEN_NOT_ACCEPTED' });
    expect(sessionsOnly.body.missingScope).toBeUndefined();
  });

  it('describes every problem type at the address its type names, to anyone', async () => {
    const request = supertest(t.app.express);
    const listed = await request.get('/api/problems').expect(200);
    expect(listed.body.map((each: { code: string }) => each.code)).toEqual(problemCodes);
    const missing = await request.get('/api/no-such-thing').expect(404);
    const described = await request.get(missing.body.type).expect(200);
    expect(described.body).toEqual({ type: missing.body.type, code: 'NOT_FOUND', ...problemTypes.NOT_FOUND });
    await request.get('/api/problems/no-such-problem').expect(404);
  });

  it('lists the problem body, its codes and reasons in the OpenAPI document', async () => {
    const document = (await supertest(t.app.express).get('/api/openapi.json').expect(200)).body;
    const problem = document.components.schemas.Problem;
    expect(problem.properties.code.enum).toEqual(problemCodes);
    expect(problem.properties.reason.enum).toEqual(Object.keys(errorReasons));
    expect(Object.keys(document.components.responses.NotFound.content)).toEqual([PROBLEM_JSON]);
  });
});
