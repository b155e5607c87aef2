import crypto from 'node:crypto';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { demoUserIds } from '../../demo/ids';
import { apiTokenRecord } from './api-token.record';
import { createdApiTokenRecord } from './created-api-token.record';
import { AuditLog } from '../audit/audit-log.entity';
import { storedToken, tokenFor } from './api-tokens-test-kit';
import { ApiToken } from './api-token.entity';
import { agentFor, createUser } from '../../test/people';
import { API_TOKENS_IN_USE_FULL, API_TOKENS_IN_USE_MAX } from '../../../../validation/api-token-scopes';

const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name prefix scopes status expiresAt lastUsedAt } }
}`;
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id status revokedAt } }';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets)('making, listing and revoking API tokens ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('makes a token over REST: 201 with the secret once, its record, and only a hash of the secret stored', async () => {
    const advisor = await t.agent('advisor');
    const before = Date.now();
    const response = await advisor
      .post('/api/tokens')
      .send({ name: '  Practice manager sync  ', scopes: ['documents:read', 'tasks:write', 'documents:read'], expiresInDays: 90 })
      .expect(201);
    const { token, secret } = createdApiTokenRecord.parse(response.body);
    expect(secret).toMatch(/^khanya_pat_[0-9A-Za-z]{40}$/);
    expect(token).toMatchObject({
      name: 'Practice manager sync',
      prefix: secret.slice(0, 'khanya_pat_'.length + 4),
      scopes: ['documents:read', 'tasks:write'],
      status: 'active',
      userId: demoUserIds.advisor,
      lastUsedAt: null,
      revokedAt: null,
    });
    const expires = Date.parse(token.expiresAt);
    // Kept to the second.
    expect(expires).toBeGreaterThanOrEqual(before + 90 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);

    const row = await storedToken(t, token.id);
    expect(row.secretHash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice('khanya_pat_'.length + 4));

    // Listed without the secret (nor its hash), as the record shape says.
    const list = await advisor.get('/api/tokens').expect(200);
    expect(list.body.map((listed: unknown) => apiTokenRecord.parse(listed))).toContainEqual(token);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(row.secretHash);

    const audited = await t.database.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'api_token.create', resourceId: token.id });
    expect(audited).toMatchObject({ userId: demoUserIds.advisor, resourceType: 'api_token' });
    expect(audited.details).toMatchObject({ name: 'Practice manager sync', scopes: ['documents:read', 'tasks:write'] });
  });

  it('makes one over GraphQL, scopes in SCREAMING_CASE, and never answers the secret again', async () => {
    const admin = await t.agent('admin');
    const created = await graphql(admin, CREATE, {
      input: { name: 'Reporting', scopes: ['DOCUMENTS_READ', 'USERS_READ'], expiresInDays: 365 },
    }).expect(200);
    expect(created.body.errors).toBeUndefined();
    const { secret, token } = created.body.data.createApiToken;
    expect(secret).toMatch(/^khanya_pat_/);
    expect(token).toMatchObject({ name: 'Reporting', scopes: ['DOCUMENTS_READ', 'USERS_READ'], status: 'ACTIVE', lastUsedAt: null });

    const listed = await graphql(admin, '{ apiTokens { id name prefix scopes status } }').expect(200);
    expect(listed.body.data.apiTokens).toContainEqual({
      id: token.id,
      name: 'Reporting',
      prefix: secret.slice(0, 15),
      scopes: token.scopes,
      status: 'ACTIVE',
    });
    expect(listed.text).not.toContain(secret);
    // The type has no field that could carry it.
    const asked = await graphql(admin, '{ apiTokens { secret } }').expect(400);
    expect(asked.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a lifetime over a year, naming the field, on both APIs', async () => {
    const advisor = await t.agent('advisor');
    const rest = await advisor
      .post('/api/tokens')
      .send({ name: 'Too long', scopes: ['documents:read'], expiresInDays: 366 })
      .expect(400);
    expect(rest.body).toMatchObject({
      message: 'An API token lasts at most 365 days',
      errors: [{ path: 'expiresInDays', message: 'An API token lasts at most 365 days' }],
    });
    const viaGraphQL = await graphql(advisor, CREATE, { input: { name: 'Too long', scopes: ['DOCUMENTS_READ'], expiresInDays: 400 } });
    expect(viaGraphQL.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'expiresInDays', message: 'An API token lasts at most 365 days' }],
    });
  });

  it('names every other field at fault: no name, no scopes, an unknown scope, no lifetime, a name in use', async () => {
    const advisor = await t.agent('advisor');
    const empty = await advisor.post('/api/tokens').send({}).expect(400);
    expect(empty.body.errors.map((error: { path: string }) => error.path)).toEqual(['name', 'scopes', 'expiresInDays']);
    const unknown = await advisor
      .post('/api/tokens')
      .send({ name: 'Odd', scopes: ['documents:delete'], expiresInDays: 7 })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'scopes.0', message: expect.stringContaining('Scopes must be among documents:read') }]);
    const none = await advisor.post('/api/tokens').send({ name: 'None', scopes: [], expiresInDays: 7 }).expect(400);
    expect(none.body.errors).toEqual([{ path: 'scopes', message: 'Choose at least one scope' }]);

    await tokenFor(t, advisor, ['documents:read'], { name: 'Nightly export' });
    const again = await advisor
      .post('/api/tokens')
      .send({ name: 'Nightly export', scopes: ['documents:read'], expiresInDays: 7 })
      .expect(400);
    expect(again.body.errors).toEqual([{ path: 'name', message: 'You already have a token named "Nightly export": choose another name' }]);
    // Another person may use the name.
    await tokenFor(t, 'admin', ['documents:read'], { name: 'Nightly export' });
  });

  it('is for staff only: a client is refused, clearly, on both APIs', async () => {
    const client = await t.agent('client');
    const rest = await client
      .post('/api/tokens')
      .send({ name: 'Mine', scopes: ['documents:read'], expiresInDays: 30 })
      .expect(403);
    expect(rest.body).toMatchObject({ message: "Only the firm's staff can make API tokens." });
    const viaGraphQL = await graphql(client, CREATE, { input: { name: 'Mine', scopes: ['DOCUMENTS_READ'], expiresInDays: 30 } });
    expect(viaGraphQL.body.errors[0]).toMatchObject({
      message: "Only the firm's staff can make API tokens.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await client.get('/api/tokens').expect(200)).body).toEqual([]);
    await t.request.get('/api/tokens').expect(401);
  });

  it('revokes its owner’s token, takes it off the list and audits it; another person’s is not found', async () => {
    const advisor = await t.agent('advisor');
    const { id } = await tokenFor(t, advisor, ['documents:read'], { name: 'To revoke' });
    const revoked = await advisor.delete(`/api/tokens/${id}`).expect(200);
    expect(apiTokenRecord.parse(revoked.body)).toMatchObject({ id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await advisor.get('/api/tokens').expect(200)).body.map((token: { id: string }) => token.id)).not.toContain(id);
    const audited = await t.database.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'api_token.revoke', resourceId: id });
    expect(audited.details).toMatchObject({ name: 'To revoke', ownerId: demoUserIds.advisor, byAdministrator: false });
    // Revoking again changes nothing and records nothing more.
    await advisor.delete(`/api/tokens/${id}`).expect(200);
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'api_token.revoke', resourceId: id })).toBe(1);

    const adminsToken = await tokenFor(t, 'admin', ['documents:read']);
    await advisor.delete(`/api/tokens/${adminsToken.id}`).expect(404);
    const viaGraphQL = await graphql(advisor, REVOKE, { id: adminsToken.id });
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await storedToken(t, adminsToken.id)).revokedAt).toBeNull();
  });

  it("lets an administrator list everyone's tokens, with their owners, and revoke anyone's", async () => {
    const advisorsToken = await tokenFor(t, 'advisor', ['tasks:read'], { name: 'Advisor tasks' });
    const admin = await t.agent('admin');

    const page = await admin.get('/api/admin/tokens?status=active&first=100').expect(200);
    expect(Number(page.headers['x-total-count'])).toBe(page.body.length);
    expect(page.body.map((token: unknown) => apiTokenRecord.parse(token))).toContainEqual(
      expect.objectContaining({ id: advisorsToken.id, userId: demoUserIds.advisor, name: 'Advisor tasks', status: 'active' }),
    );
    const badStatus = await admin.get('/api/admin/tokens?status=lost').expect(400);
    expect(badStatus.body.errors[0].path).toBe('status');

    const all = await graphql(
      admin,
      '{ allApiTokens(first: 100, filter: { status: ACTIVE }) { totalCount nodes { id name status owner { email } } } }',
    );
    expect(all.body.data.allApiTokens.nodes).toContainEqual({
      id: advisorsToken.id,
      name: 'Advisor tasks',
      status: 'ACTIVE',
      owner: { email: 'advisor@example.com' },
    });

    const revoked = await graphql(admin, REVOKE, { id: advisorsToken.id }).expect(200);
    expect(revoked.body.data.revokeApiToken).toMatchObject({ id: advisorsToken.id, status: 'REVOKED' });
    const audited = await t.database.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'api_token.revoke', resourceId: advisorsToken.id });
    expect(audited).toMatchObject({ userId: demoUserIds.admin, details: expect.objectContaining({ byAdministrator: true }) });
    const revokedList = await admin.get('/api/admin/tokens?status=revoked&first=100').expect(200);
    expect(revokedList.body.map((token: { id: string }) => token.id)).toContain(advisorsToken.id);

    const another = await tokenFor(t, 'advisor', ['tasks:read']);
    expect((await admin.delete(`/api/admin/tokens/${another.id}`).expect(200)).body.status).toBe('revoked');
  });

  it('puts the person\'s tokens in their "My data" archive, never a secret or its hash', async () => {
    const advisor = await t.agent('advisor');
    const { id, secret } = await tokenFor(t, advisor, ['appointments:write'], { name: 'Calendar bridge' });
    const row = await storedToken(t, id);
    const viewer = { id: demoUserIds.advisor, email: 'advisor@example.com', firstName: 'Advisor', roles: [] };
    const { entries } = await t.app.services.myData.startExport(viewer, {});
    let archived: unknown;
    for await (const entry of entries) {
      if (entry.name !== 'api-tokens.json') continue;
      const parts: string[] = [];
      for await (const part of entry.content as AsyncIterable<Buffer | string>) parts.push(part.toString());
      archived = JSON.parse(parts.join(''));
    }
    expect(archived).toContainEqual({
      id,
      name: 'Calendar bridge',
      prefix: secret.slice(0, 15),
      scopes: ['appointments:write'],
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      lastUsedAt: null,
      lastUsedIpAddress: null,
      revokedAt: null,
    });
    expect(JSON.stringify(archived)).not.toContain(row.secretHash);
    expect(JSON.stringify(archived)).not.toContain(secret);
  });

  it('allows a person at most 25 tokens in use, and another once one is revoked or expired', async () => {
    const email = 'many-tokens@example.com';
    await createUser(t, 'advisor', { email, firstName: 'Naledi', lastName: 'Khumalo' });
    const person = await agentFor(t, email);
    const made: { id: string; secret: string }[] = [];
    for (let index = 0; index < API_TOKENS_IN_USE_MAX; index += 1) made.push(await tokenFor(t, person, ['documents:read']));

    const rest = await person
      .post('/api/tokens')
      .send({ name: 'One too many', scopes: ['documents:read'], expiresInDays: 30 })
      .expect(400);
    expect(rest.body).toMatchObject({ message: 'You have 25 API tokens in use, the most allowed: revoke one first' });
    const viaGraphQL = await graphql(person, CREATE, { input: { name: 'One too many', scopes: ['DOCUMENTS_READ'], expiresInDays: 30 } });
    expect(viaGraphQL.body.errors[0]).toMatchObject({ message: API_TOKENS_IN_USE_FULL, extensions: { code: 'BAD_USER_INPUT' } });
    const tokens = t.database.dataSource.getRepository(ApiToken);
    expect(await tokens.countBy({ name: 'One too many' })).toBe(0);

    // A revoked token and an expired one are not in use: each frees a place.
    await person.delete(`/api/tokens/${made[0].id}`).expect(200);
    await tokenFor(t, person, ['documents:read'], { name: 'After revoking' });
    await tokens.update({ id: made[1].id }, { expiresAt: new Date(Date.now() - 60_000) });
    await tokenFor(t, person, ['documents:read'], { name: 'After expiry' });
    await person
      .post('/api/tokens')
      .send({ name: 'Still too many', scopes: ['documents:read'], expiresInDays: 30 })
      .expect(400);
  });

  it('keeps to the most in use when many are made at once', async () => {
    const email = 'token-burst@example.com';
    const userId = await createUser(t, 'advisor', { email, firstName: 'Thabo', lastName: 'Nkosi' });
    const person = await agentFor(t, email);
    const attempts = await Promise.all(
      Array.from({ length: API_TOKENS_IN_USE_MAX + 10 }, (_, index) =>
        person.post('/api/tokens').send({ name: `Burst ${index}`, scopes: ['documents:read'], expiresInDays: 30 }),
      ),
    );
    const made = attempts.filter((response) => response.status === 201).length;
    expect(attempts.every((response) => response.status === 201 || response.status === 400)).toBe(true);
    // Every token answered is kept, and no other: those that went over took theirs back.
    expect(await t.database.dataSource.getRepository(ApiToken).countBy({ userId })).toBe(made);
    expect(made).toBeLessThanOrEqual(API_TOKENS_IN_USE_MAX);
    expect(made).toBeGreaterThan(0);
  });

  it('keeps the administrators’ list to administrators', async () => {
    const advisor = await t.agent('advisor');
    await advisor.get('/api/admin/tokens').expect(403);
    const { id } = await tokenFor(t, 'admin', ['documents:read']);
    await advisor.delete(`/api/admin/tokens/${id}`).expect(403);
    const viaGraphQL = await graphql(advisor, '{ allApiTokens { totalCount } }');
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
