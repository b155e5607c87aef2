import { IsNull } from 'typeorm';
import supertest from 'supertest';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoUserIds } from '../../demo/ids';
import { User } from '../../accounts/user.entity';
import { UserRole } from '../../accounts/user-role.entity';
import { Role } from '../../accounts/role.entity';
import { Session } from '../../auth/session.entity';
import { agentFor, createUser } from '../../test/people';
import { AuditLog } from '../audit/audit-log.entity';
import { documentsNamed, files, UPLOAD_MUTATION } from '../documents/document-test-kit';
import { ApiToken } from './api-token.entity';
import { ApiTokensService } from './api-tokens.service';
import { bearing, sessionAgent, storedToken, tokenFor } from './api-tokens-test-kit';

const LIST_DOCUMENTS = 'query ListDocuments { documents(first: 5) { totalCount nodes { id } } }';
const INVALID_TOKEN = 'Bearer error="invalid_token"';

/** The demo client's id: an advisor's upload is for them. */
const CLIENT_ID = demoUserIds.client;

describe.each(testDatabaseTargets)('requests bearing an API token ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lists documents over REST and GraphQL alike, as the owner, without making a session', async () => {
    const { secret } = await tokenFor(t, 'advisor', ['documents:read', 'users:read']);
    const sessionsBefore = await t.database.dataSource.getRepository(Session).count();
    const asOwner = bearing(t, secret);

    const rest = await asOwner.get('/api/documents').expect(200);
    expect(rest.body.length).toBeGreaterThan(0);
    expect(rest.headers['set-cookie']).toBeUndefined();
    const viaGraphQL = await asOwner.graphql(LIST_DOCUMENTS).expect(200);
    expect(viaGraphQL.body.errors).toBeUndefined();
    expect(viaGraphQL.body.data.documents.totalCount).toBeGreaterThan(0);
    const me = await asOwner.graphql('{ me { email roleNames } }').expect(200);
    expect(me.body.data.me).toEqual({ email: 'advisor@example.com', roleNames: ['ADVISOR'] });

    expect(viaGraphQL.headers['set-cookie']).toBeUndefined();
    expect(await t.database.dataSource.getRepository(Session).count()).toBe(sessionsBefore);
  });

  it('acts with the owner’s roles of the moment: a role taken away is a right taken away', async () => {
    const email = 'two-roles@example.com';
    const userId = await createUser(t, 'advisor', { email, firstName: 'Lerato', lastName: 'Mokoena' });
    const roles = t.database.dataSource.getRepository(UserRole);
    const roleId = async (name: string) => (await t.database.dataSource.getRepository(Role).findOneByOrFail({ name })).id;
    await roles.insert({ userId, roleId: await roleId('admin') });
    const { secret } = await tokenFor(t, await agentFor(t, email), ['submissions:read']);
    await bearing(t, secret).get('/api/contact-submissions').expect(200);

    // No longer an administrator: the enquiries close to the token as they would to the person.
    await roles.delete({ userId, roleId: await roleId('admin') });
    expect((await bearing(t, secret).get('/api/contact-submissions').expect(403)).body).toMatchObject({ message: 'Forbidden' });
    // No staff role at all: the token stops working.
    await roles.delete({ userId, roleId: await roleId('advisor') });
    const refused = await bearing(t, secret).get('/api/contact-submissions').expect(401);
    expect(refused.body).toMatchObject({
      message: "API tokens are for the firm's staff, and the account this token belongs to no longer holds a staff role.",
      reason: 'API_TOKEN_OWNER_NOT_STAFF',
    });
  });

  it('answers 401 saying why for an unknown, malformed, revoked or expired token, on both APIs', async () => {
    const unknown = `khanya_pat_${'A'.repeat(40)}`;
    for (const secret of [unknown, 'not-a-token', '']) {
      const rest = await bearing(t, secret).get('/api/documents').expect(401);
      expect(rest.headers['www-authenticate']).toBe(INVALID_TOKEN);
      expect(rest.body).toMatchObject({ message: expect.stringMatching(/^This API token is not recognised/) });
    }
    const viaGraphQL = await bearing(t, unknown).graphql(LIST_DOCUMENTS).expect(401);
    expect(viaGraphQL.headers['www-authenticate']).toBe(INVALID_TOKEN);
    expect(viaGraphQL.body.errors).toEqual([
      {
        message: expect.stringMatching(/^This API token is not recognised/),
        extensions: { code: 'UNAUTHENTICATED', reason: 'API_TOKEN_UNKNOWN', requestId: viaGraphQL.headers['x-request-id'] },
      },
    ]);

    const revoked = await tokenFor(t, 'advisor', ['documents:read']);
    await (await t.agent('advisor')).delete(`/api/tokens/${revoked.id}`).expect(200);
    const afterRevoking = await bearing(t, revoked.secret).get('/api/documents').expect(401);
    expect(afterRevoking.body.message).toMatch(/^This API token was revoked on \d{4}-\d\d-\d\dT/);
    expect((await bearing(t, revoked.secret).graphql(LIST_DOCUMENTS).expect(401)).body.errors[0].message).toMatch(/was revoked/);

    const expired = await tokenFor(t, 'advisor', ['documents:read']);
    const past = new Date(Date.now() - 60_000);
    await t.database.dataSource.getRepository(ApiToken).update({ id: expired.id }, { expiresAt: past });
    const afterExpiry = await bearing(t, expired.secret).get('/api/documents').expect(401);
    expect(afterExpiry.body.message).toMatch(/^This API token expired on \d{4}-\d\d-\d\dT/);
    expect(afterExpiry.headers['www-authenticate']).toBe(INVALID_TOKEN);
  });

  it('answers 401 once the owner is deactivated', async () => {
    const email = 'leaving@example.com';
    const userId = await createUser(t, 'advisor', { email, firstName: 'Sizwe', lastName: 'Dube' });
    const { secret } = await tokenFor(t, await agentFor(t, email), ['documents:read']);
    await bearing(t, secret).get('/api/documents').expect(200);
    await t.database.dataSource.getRepository(User).update({ id: userId }, { isActive: false });
    const rest = await bearing(t, secret).get('/api/documents').expect(401);
    expect(rest.body).toMatchObject({
      message: 'The account this API token belongs to is deactivated, so the token no longer works.',
      reason: 'API_TOKEN_OWNER_DEACTIVATED',
    });
    expect((await bearing(t, secret).graphql(LIST_DOCUMENTS).expect(401)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("stops a staff owner's token while they lack the two-step sign-in the firm requires", async () => {
    const { secret } = await tokenFor(t, 'advisor', ['documents:read']);
    // As the service is built with STAFF_TWO_STEP=required; the demo advisor has not set it up.
    const required = new ApiTokensService(t.database.dataSource, t.app.services.audit, { staffTwoStepRequired: true });
    await expect(required.authenticate(secret, {})).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: { reason: 'API_TOKEN_OWNER_WITHOUT_TWO_STEP' },
      message: expect.stringMatching(/^Two-step sign-in is required for the firm's staff/),
    });
    await expect(t.app.services.apiTokens.authenticate(secret, {})).resolves.toMatchObject({ id: demoUserIds.advisor });
  });

  it('refuses a token sent with the session cookie, so the cookie’s CSRF rules are never skipped', async () => {
    // Not held to the OpenAPI document: it does not list this refusal for every operation.
    const advisor = await sessionAgent(t, 'advisor');
    const { secret } = await tokenFor(t, advisor, ['documents:read']);
    const both = 'Send either a session cookie or a bearer token, not both';
    const rest = await advisor.get('/api/documents').set('Authorization', `Bearer ${secret}`).expect(400);
    expect(rest.body).toMatchObject({ message: both });
    const viaGraphQL = await advisor
      .post('/graphql')
      .set('Authorization', `Bearer ${secret}`)
      .set('Content-Type', 'application/json')
      .send({ query: LIST_DOCUMENTS })
      .expect(400);
    expect(viaGraphQL.body.errors[0]).toMatchObject({ message: both, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('uploads over GraphQL multipart without the preflight header when the token is alone; a cookie still needs it', async () => {
    // The upload answers its owner and uploader: users:read for those.
    const { secret } = await tokenFor(t, 'advisor', ['documents:write', 'users:read']);
    const operations = JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null, input: { clientId: CLIENT_ID } } });
    const withToken = await supertest(t.app.express)
      .post('/graphql')
      .set('Authorization', `Bearer ${secret}`)
      .field('operations', operations)
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', files.pdf(), 'By token.pdf')
      .expect(200);
    expect(withToken.body.errors).toBeUndefined();
    expect(withToken.body.data.uploadDocument).toMatchObject({ originalName: 'By token.pdf', owner: { id: CLIENT_ID } });

    const advisor = await t.agent('advisor');
    const withCookie = await advisor
      .post('/graphql')
      .field('operations', operations.replace('By token', 'By cookie'))
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', files.pdf(), 'By cookie.pdf');
    expect(withCookie.status).toBe(400);
    expect(withCookie.text).toMatch(/Cross-Site Request Forgery/);
    expect(await documentsNamed(t, 'By cookie.pdf')).toEqual([]);
  });

  it('notes the last use at most once a minute, with the address', async () => {
    const { id, secret } = await tokenFor(t, 'advisor', ['documents:read']);
    expect((await storedToken(t, id)).lastUsedAt).toBeNull();
    await bearing(t, secret).get('/api/documents').expect(200);
    const first = await storedToken(t, id);
    expect(first.lastUsedAt).toBeInstanceOf(Date);
    expect(first.lastUsedIpAddress).toEqual(expect.any(String));
    await bearing(t, secret).get('/api/documents').expect(200);
    expect((await storedToken(t, id)).lastUsedAt).toEqual(first.lastUsedAt);
    // A minute later, the next request moves it.
    await t.database.dataSource.getRepository(ApiToken).update({ id }, { lastUsedAt: new Date(Date.now() - 61_000) });
    await bearing(t, secret).get('/api/documents').expect(200);
    expect((await storedToken(t, id)).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('audits every request it authenticates: method and path, or the GraphQL operation', async () => {
    const { id, secret } = await tokenFor(t, 'advisor', ['documents:read', 'tasks:read']);
    await bearing(t, secret).get('/api/documents?search=tax').expect(200);
    await bearing(t, secret).graphql(LIST_DOCUMENTS).expect(200);
    await bearing(t, secret).get('/api/engagements').expect(403);
    await t.app.services.apiTokens.settled();
    const uses = await t.database.dataSource
      .getRepository(AuditLog)
      .find({ where: { action: 'api_token.use', resourceId: id }, order: { createdAt: 'ASC' } });
    expect(uses.map((use) => use.details)).toEqual([
      { method: 'GET', path: '/api/documents', status: 200 },
      { method: 'POST', path: '/graphql', status: 200, operations: ['ListDocuments'] },
      { method: 'GET', path: '/api/engagements', status: 403 },
    ]);
    expect(uses.every((use) => use.userId === demoUserIds.advisor && use.resourceType === 'api_token')).toBe(true);
  });
  it('audits the first refused attempt with a token that exists, saying why, but not a secret that matches none', async () => {
    const { id, secret } = await tokenFor(t, 'advisor', ['documents:read']);
    await (await t.agent('advisor')).delete(`/api/tokens/${id}`).expect(200);
    await bearing(t, secret).get('/api/documents?search=vat').expect(401);
    await bearing(t, secret).graphql(LIST_DOCUMENTS).expect(401);
    await bearing(t, `khanya_pat_${'B'.repeat(40)}`)
      .get('/api/documents')
      .expect(401);
    await t.app.services.apiTokens.settled();
    const audit = t.database.dataSource.getRepository(AuditLog);
    const refusals = await audit.find({ where: { action: 'api_token.refused', resourceId: id }, order: { createdAt: 'ASC' } });
    expect(refusals.map(({ userId, resourceId, details }) => ({ userId, resourceId, details }))).toEqual([
      {
        userId: demoUserIds.advisor,
        resourceId: id,
        details: { method: 'GET', path: '/api/documents', reason: expect.stringMatching(/^This API token was revoked on /) },
      },
      // The GraphQL attempt is counted, not written: one row per token per window (api-tokens.refusals.test.ts).
    ]);
    expect(await audit.countBy({ action: 'api_token.use', resourceId: id })).toBe(0);
    // The unknown secret is recorded nowhere: no refusal names anything but this token.
    expect(await audit.countBy({ action: 'api_token.refused', resourceId: IsNull() })).toBe(0);
  });
});

describe.each(testDatabaseTargets)('an API token’s rate limit ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { API_TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts per token, both APIs together, and answers 429 with Retry-After', async () => {
    const busy = await tokenFor(t, 'advisor', ['documents:read']);
    const other = await tokenFor(t, 'advisor', ['documents:read']);
    await bearing(t, busy.secret).get('/api/documents').expect(200);
    await bearing(t, busy.secret).graphql(LIST_DOCUMENTS).expect(200);
    await bearing(t, busy.secret).get('/api/documents').expect(200);

    const rest = await bearing(t, busy.secret).get('/api/documents').expect(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.body.message).toMatch(/^This API token made more than 3 requests in a minute\. Please try again in \d+ seconds?\.$/);
    const viaGraphQL = await bearing(t, busy.secret).graphql(LIST_DOCUMENTS).expect(429);
    expect(Number(viaGraphQL.headers['retry-after'])).toBeGreaterThan(0);
    expect(viaGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });

    // Another token of the same person has its own budget.
    await bearing(t, other.secret).get('/api/documents').expect(200);
  });
});
