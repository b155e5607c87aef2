import type TestAgent from 'supertest/lib/agent';
import { User } from '../../accounts/user.entity';
import { demoUserIds } from '../../demo/ids';
import { newEngagement } from '../../test/engagements';
import { createUser } from '../../test/people';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { Company } from '../profile';

type Listed = { id: string; firstName: string; lastName: string; email: string; roles: { name: string }[] };

describe.each(testDatabaseTargets)('the firm’s clients over REST and GraphQL ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  /** Served by the demo advisor, with a company; deactivated; served by another advisor. */
  let servedId: string;
  let deactivatedId: string;
  let othersClientId: string;
  let otherAdvisorId: string;
  let clientIds: string[];

  const ids = (body: Listed[]) => body.map((each) => each.id);

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor] = await Promise.all([t.agent('admin'), t.agent('advisor')]);
    servedId = await createUser(t, 'client', { email: 'nomsa.xaba@example.com', firstName: 'Nomsa', lastName: 'Xaba' });
    deactivatedId = await createUser(t, 'client', { email: 'gone.vermaak@example.com', firstName: 'Anneke', lastName: 'Vermaak' });
    othersClientId = await createUser(t, 'client', { email: 'johan.abrahamse@example.com', firstName: 'Johan', lastName: 'Abrahamse' });
    otherAdvisorId = await createUser(t, 'advisor', { email: 'second.advisor@example.com', firstName: 'Second', lastName: 'Advisor' });
    await t.database.dataSource.getRepository(User).update({ id: deactivatedId }, { isActive: false });
    await newEngagement(t, { clientId: servedId, assignedTo: demoUserIds.advisor });
    await newEngagement(t, { clientId: deactivatedId, assignedTo: demoUserIds.advisor });
    await newEngagement(t, { clientId: othersClientId, assignedTo: otherAdvisorId });
    const companies = t.database.dataSource.getRepository(Company);
    await companies.save(companies.create({ userId: servedId, name: 'Umoya Freight (Pty) Ltd' }));
    const holders = await t.database.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name = :client', { client: 'client' })
      .getMany();
    clientIds = holders.map((user) => user.id);
  }, 60_000);
  afterAll(() => t.close());

  /** Every page of `path`, `first` at a time, following X-Next-Cursor to the end. */
  async function everyPage(agent: TestAgent, path: string, first: number) {
    const listed: Listed[] = [];
    let after: string | undefined;
    let total: number | undefined;
    do {
      const response = await agent
        .get(path)
        .query({ first, ...(after ? { after } : {}) })
        .expect(200);
      total = Number(response.headers['x-total-count']);
      listed.push(...response.body);
      after = response.headers['x-next-cursor'];
    } while (after);
    return { listed, total };
  }

  it('lists every client, and only clients, to an administrator, by last name a page at a time to the end', async () => {
    const { listed, total } = await everyPage(admin, '/api/clients', 2);
    expect(total).toBe(clientIds.length);
    expect(ids(listed).sort()).toEqual([...clientIds].sort());
    expect(ids(listed)).not.toContain(demoUserIds.advisor);
    expect(listed.every((each) => each.roles.some((role) => role.name === 'client'))).toBe(true);
    const key = (each: Listed) => [each.lastName.toLowerCase(), each.firstName.toLowerCase(), each.id];
    const sorted = [...listed].sort((a, b) => (key(a).join('\u0000') < key(b).join('\u0000') ? -1 : 1));
    expect(ids(listed)).toEqual(ids(sorted));
  });

  it('lists to an advisor only the clients they serve, and 404s anyone else', async () => {
    const listed = (await advisor.get('/api/clients?first=100').expect(200)).body as Listed[];
    expect(ids(listed)).toEqual(expect.arrayContaining([servedId, deactivatedId, demoUserIds.client]));
    expect(ids(listed)).not.toContain(othersClientId);

    expect((await advisor.get(`/api/clients/${servedId}`).expect(200)).body).toMatchObject({
      id: servedId,
      email: 'nomsa.xaba@example.com',
    });
    for (const id of [othersClientId, demoUserIds.advisor, otherAdvisorId, 'no-such-id']) {
      expect((await advisor.get(`/api/clients/${id}`).expect(404)).body.code).toBe('NOT_FOUND');
    }
    // A staff member is no client, even to an administrator.
    await admin.get(`/api/clients/${demoUserIds.advisor}`).expect(404);
    await admin.get(`/api/clients/${othersClientId}`).expect(200);
  });

  it('refuses a client’s session', async () => {
    const client = await t.agent('client');
    await client.get('/api/clients').expect(403);
    await client.get(`/api/clients/${demoUserIds.client}`).expect(403);
    const refused = await graphql(client, '{ clients { totalCount } }').expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers a token with users:read within its owner’s clients, and refuses one without', async () => {
    const admins = bearing(t, (await tokenFor(t, admin, ['users:read'])).secret);
    expect(Number((await admins.get('/api/clients').expect(200)).headers['x-total-count'])).toBe(clientIds.length);
    const advisors = bearing(t, (await tokenFor(t, advisor, ['users:read'])).secret);
    expect(ids((await advisors.get('/api/clients?first=100').expect(200)).body)).not.toContain(othersClientId);
    await advisors.get(`/api/clients/${othersClientId}`).expect(404);
    await advisors.get(`/api/clients/${servedId}`).expect(200);

    const withoutUsers = bearing(t, (await tokenFor(t, advisor, ['documents:read'])).secret);
    expect((await withoutUsers.get('/api/clients').expect(403)).body).toMatchObject({
      message: 'GET /api/clients needs the scope users:read, which this API token lacks.',
      missingScope: 'users:read',
    });
    await withoutUsers.get(`/api/clients/${servedId}`).expect(403);
    expect((await withoutUsers.graphql('{ clients { totalCount } }').expect(403)).body.errors[0].extensions.missingScope).toBe(
      'users:read',
    );
    const overGraphql = await advisors.graphql('{ clients(first: 100) { totalCount nodes { id } } }').expect(200);
    expect(overGraphql.body.data.clients.nodes.map((node: { id: string }) => node.id)).not.toContain(othersClientId);
  });

  it('searches every word in the names and e-mail, the company’s name for a session only, and narrows by isActive', async () => {
    const search = async (agent: TestAgent | ReturnType<typeof bearing>, query: string) =>
      ids((await agent.get(`/api/clients?${query}`).expect(200)).body);
    expect(await search(admin, 'search=XABA%20nomsa')).toEqual([servedId]);
    expect(await search(admin, 'search=nomsa.xaba@')).toEqual([servedId]);
    expect(await search(admin, 'search=xaba%20abrahamse')).toEqual([]);
    expect(await search(advisor, 'search=abrahamse')).toEqual([]);
    expect(await search(admin, 'search=umoya%20freight')).toEqual([servedId]);
    const token = bearing(t, (await tokenFor(t, admin, ['users:read'])).secret);
    expect(await search(token, 'search=umoya')).toEqual([]);

    expect(await search(advisor, 'isActive=false')).toEqual([deactivatedId]);
    const active = await search(advisor, 'isActive=true&first=100');
    expect(active).toContain(servedId);
    expect(active).not.toContain(deactivatedId);

    const overGraphql = await graphql(
      admin,
      '{ clients(search: "umoya", first: 5) { totalCount nodes { id } } client(id: "' + servedId + '") { email } }',
    );
    expect(overGraphql.body.errors).toBeUndefined();
    expect(overGraphql.body.data).toEqual({
      clients: { totalCount: 1, nodes: [{ id: servedId }] },
      client: { email: 'nomsa.xaba@example.com' },
    });
  });

  it('answers bad input with 400 naming the parameter', async () => {
    const fieldOf = async (query: string) => (await admin.get(`/api/clients?${query}`).expect(400)).body.errors[0].path;
    expect(await fieldOf('first=0')).toBe('first');
    expect(await fieldOf('first=ten')).toBe('first');
    expect(await fieldOf('first=101')).toBe('first');
    expect(await fieldOf('after=not-a-cursor')).toBe('after');
    expect(await fieldOf(`search=${'a'.repeat(101)}`)).toBe('search');
    expect(await fieldOf('isActive=maybe')).toBe('isActive');
    expect(await fieldOf('updated_since=yesterday')).toBe('updated_since');
    expect(await fieldOf('updated_since=2026-11-01T00:00:00Z&after=not-a-cursor')).toBe('after');
  });

  // Last: it deactivates a client the tests above list as active.
  it('answers the clients whose account changed since a time, oldest change first, a page at a time, over REST and GraphQL', async () => {
    const users = t.database.dataSource.getRepository(User);
    await users
      .createQueryBuilder()
      .update()
      .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .execute();
    const since = '2026-06-01T00:00:00+02:00';
    expect((await admin.get('/api/clients').query({ updated_since: since }).expect(200)).body).toEqual([]);

    await users.update({ id: othersClientId }, { isActive: false });
    await admin
      .put(`/api/admin/users/${servedId}/roles`)
      .send({ roleNames: ['client'] })
      .expect(200);

    type Changed = Listed & { updatedAt: string };
    const first = await admin.get('/api/clients').query({ updated_since: since, first: 1 }).expect(200);
    expect(first.headers['x-total-count']).toBe('2');
    const second = await admin
      .get('/api/clients')
      .query({ updated_since: since, first: 1, after: first.headers['x-next-cursor'] })
      .expect(200);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const changed = [...first.body, ...second.body] as Changed[];
    expect(ids(changed).sort()).toEqual([othersClientId, servedId].sort());
    const place = (each: Changed) => `${each.updatedAt} ${each.id}`;
    expect(changed.map(place)).toEqual(changed.map(place).sort());
    expect(changed.every((each) => each.updatedAt > '2026-06-01')).toBe(true);

    // An advisor hears only of the clients they serve.
    expect(ids((await advisor.get('/api/clients').query({ updated_since: since }).expect(200)).body)).toEqual([servedId]);

    const overGraphql = await graphql(admin, `{ clients(updatedSince: "${since}", first: 10) { totalCount nodes { id updatedAt } } }`);
    expect(overGraphql.body.errors).toBeUndefined();
    expect(overGraphql.body.data.clients.totalCount).toBe(2);
    expect(overGraphql.body.data.clients.nodes.map((node: { id: string }) => node.id)).toEqual(ids(changed));
  });
});
