import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo';
import { testDatabaseTargets } from '../../test/database';
import { DEMO_PASSWORD, createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { User } from '../../accounts/user.entity';
import { checkedAgent } from '../../test/checked-requests';

const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id email firstName lastName phone address city province postalCode country roleNames roles { name } }
}`;
const ME = `query { me { id email firstName lastName phone address city province postalCode } }`;

const sipho = {
  firstName: 'Sipho',
  lastName: 'Dlamini',
  phone: '+27 82 555 0104',
  address: '14 Kruger Street',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0002',
};

describe.each(testDatabaseTargets)('the profile ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let client2: TestAgent;

  const userRow = (id: string) => t.database.dataSource.getRepository(User).findOneByOrFail({ id });
  const fieldErrorsOf = (response: supertest.Response) => response.body.errors[0].extensions.fieldErrors as { path: string }[];

  beforeAll(async () => {
    t = await createTestApp(target);
    client = await t.agent('client');
    client2 = checkedAgent(t.app.express);
    await client2.post('/api/auth/login').send({ email: 'client2@example.com', password: DEMO_PASSWORD }).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone not signed in: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.put('/api/profile').send(sipho).expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    const response = await graphql(t.request, UPDATE_PROFILE, { input: sipho }).expect(200);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("updates the viewer's own details by GraphQL and answers the user with roles; the session user shows them", async () => {
    const secondBefore = await userRow(demoUserIds.secondClient);
    const response = await graphql(client, UPDATE_PROFILE, { input: { ...sipho, city: '  Pretoria  ' } }).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.updateProfile).toMatchObject({
      id: demoUserIds.client,
      email: 'client@example.com',
      ...sipho,
      // Stored as South Africa; the Country enum names it.
      country: 'SOUTH_AFRICA',
      roleNames: ['CLIENT'],
      roles: [{ name: 'client' }],
    });
    expect((await graphql(client, ME).expect(200)).body.data.me).toMatchObject({ ...sipho, email: 'client@example.com' });
    // Nobody else's row moves.
    expect(await userRow(demoUserIds.secondClient)).toEqual(secondBefore);
  });

  it('updates by PUT /api/profile and answers the session user shape of GET /api/auth/user', async () => {
    const response = await client
      .put('/api/profile')
      .send({ ...sipho, firstName: 'Sipho-Rest', province: 'Ontario' })
      .expect(200);
    expect(response.body).toMatchObject({
      id: demoUserIds.client,
      firstName: 'Sipho-Rest',
      province: 'Ontario',
      email: 'client@example.com',
    });
    expect(response.body.roles).toEqual([{ id: expect.any(String), name: 'client', description: expect.any(String) }]);
    const session = await client.get('/api/auth/user').expect(200);
    expect(session.body.user).toEqual(response.body);
  });

  it('clears a field sent blank and keeps a field left out', async () => {
    await client.put('/api/profile').send(sipho).expect(200);
    const response = await client
      .put('/api/profile')
      .send({ firstName: 'Sipho', lastName: 'Dlamini', phone: '', address: null })
      .expect(200);
    expect(response.body).toMatchObject({ phone: null, address: null, city: sipho.city, postalCode: sipho.postalCode });
  });

  it('never changes the e-mail: an echo of the current one is accepted, another is a field error', async () => {
    await client
      .put('/api/profile')
      .send({ ...sipho, email: 'CLIENT@example.com', id: 'ignored', roles: [] })
      .expect(200);
    const refused = await client
      .put('/api/profile')
      .send({ ...sipho, firstName: 'Changed', email: 'someone@example.com' })
      .expect(400);
    expect(refused.body).toMatchObject({
      message: 'Your email address cannot be changed here',
      errors: [{ path: 'email', message: 'Your email address cannot be changed here' }],
    });
    // GraphQL has no email field on the input at all: the request is refused before it runs.
    const viaGraphql = await graphql(client, UPDATE_PROFILE, { input: { ...sipho, email: 'someone@example.com' } }).expect(400);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(viaGraphql.body.errors[0].message).toContain('Field "email" is not defined by type "UpdateProfileInput"');
    const row = await userRow(demoUserIds.client);
    expect(row.email).toBe('client@example.com');
    expect(row.firstName).toBe('Sipho');
  });

  it('refuses over-long and malformed values with field errors by both APIs, changing nothing', async () => {
    const before = await userRow(demoUserIds.client);
    const bad = {
      firstName: 'A'.repeat(101),
      lastName: '',
      phone: '+27 82 555 0104 0104 01',
      city: 'C'.repeat(101),
      province: 'P'.repeat(101),
      postalCode: '1'.repeat(21),
      address: 'x'.repeat(1001),
    };
    const response = await graphql(client, UPDATE_PROFILE, { input: bad }).expect(200);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)).toEqual([
      { path: 'firstName', message: 'First name must be at most 100 characters' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'phone', message: 'Phone number must be at most 20 characters' },
      { path: 'address', message: 'Address must be at most 1000 characters' },
      { path: 'city', message: 'City must be at most 100 characters' },
      { path: 'province', message: 'Province must be at most 100 characters' },
      { path: 'postalCode', message: 'Postal code must be at most 20 characters' },
    ]);

    const rest = await client
      .put('/api/profile')
      .send({ ...sipho, phone: 'call me maybe' })
      .expect(400);
    expect(rest.body.errors).toEqual([{ path: 'phone', message: 'Please enter a valid phone number' }]);
    const missing = await client.put('/api/profile').send({ lastName: 'Dlamini' }).expect(400);
    expect(missing.body.errors).toEqual([{ path: 'firstName', message: 'First name is required' }]);
    await client.put('/api/profile').send('not json at all').set('Content-Type', 'text/plain').expect(400);
    expect(await userRow(demoUserIds.client)).toEqual(before);
  });

  it('writes profile.update to the audit log with the changed field names, not their values', async () => {
    await client.put('/api/profile').send(sipho).expect(200);
    await client
      .put('/api/profile')
      .send({ ...sipho, city: 'Bloemfontein', province: 'Free State' })
      .expect(200);
    const entries = await t.database.dataSource
      .getRepository(AuditLog)
      .find({ where: { action: 'profile.update', userId: demoUserIds.client }, order: { createdAt: 'DESC' } });
    expect(entries[0]).toMatchObject({ resourceType: 'user', resourceId: demoUserIds.client, details: { fields: ['city', 'province'] } });
    expect(JSON.stringify(entries[0].details)).not.toContain('Bloemfontein');
    expect(entries[0].ipAddress).toBeTruthy();

    // Saving without a change writes nothing.
    const count = entries.length;
    await client
      .put('/api/profile')
      .send({ ...sipho, city: 'Bloemfontein', province: 'Free State' })
      .expect(200);
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'profile.update', userId: demoUserIds.client })).toBe(
      count,
    );
  });

  it("leaves another client's profile alone when one client saves theirs", async () => {
    await client2
      .put('/api/profile')
      .send({ firstName: 'Ayesha', lastName: 'Patel', city: 'Durban', province: 'KwaZulu-Natal' })
      .expect(200);
    const mine = await userRow(demoUserIds.client);
    expect(mine.city).toBe('Bloemfontein');
    expect((await userRow(demoUserIds.secondClient)).city).toBe('Durban');
  });
});
