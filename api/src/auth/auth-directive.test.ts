import { testDatabaseTargets } from '../test/database';
import { createTestApp, graphql, type TestApp } from '../test/test-app';

const ROLES = '{ roles { id name description } }';

/** The @auth directive on a protected field, from each side of the role matrix. */
describe.each(testDatabaseTargets)('the @auth directive ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers UNAUTHENTICATED to an anonymous caller, without data', async () => {
    const response = await graphql(t.request, ROLES).expect(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers FORBIDDEN to a signed-in client', async () => {
    const response = await graphql(await t.agent('client'), ROLES).expect(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
  });

  it('answers FORBIDDEN to an advisor, who is staff but not an administrator', async () => {
    const response = await graphql(await t.agent('advisor'), ROLES).expect(200);
    expect(response.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it.each(['admin', 'superadmin'] as const)('answers the roles to an %s', async (account) => {
    const response = await graphql(await t.agent(account), ROLES).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.roles.map((role: { name: string }) => role.name).sort()).toEqual([
      'admin',
      'advisor',
      'client',
      'superadmin',
    ]);
  });

  it('gives the same answers through REST: 401, 403, 200', async () => {
    expect((await t.request.get('/api/admin/roles').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    expect((await (await t.agent('client')).get('/api/admin/roles').expect(403)).body).toMatchObject({ message: 'Forbidden' });
    const roles = (await (await t.agent('admin')).get('/api/admin/roles').expect(200)).body;
    expect(roles).toEqual(expect.arrayContaining([{ id: expect.any(String), name: 'client', description: expect.any(String) }]));
  });
});
