import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { FirmService } from './firm-service.entity';

const OFFERED = '{ firmServices { id name category } }';

describe.each(testDatabaseTargets)('the services staff choose from ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lists the services the firm offers now, by name, to advisors and administrators', async () => {
    const services = t.database.dataSource.getRepository(FirmService);
    const withdrawn = await services.save(services.create({ name: 'Aaa withdrawn service', isActive: false }));
    const active = (await services.find({ where: { isActive: true } })).map((service) => service.name).sort();
    for (const as of ['advisor', 'admin'] as const) {
      const response = await graphql(await t.agent(as), OFFERED).expect(200);
      const names = (response.body.data.firmServices as { name: string; id: string }[]).map((service) => service.name);
      expect(names).toEqual([...names].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0)));
      expect([...names].sort()).toEqual(active);
      expect(names).not.toContain(withdrawn.name);
    }
  });

  it('refuses clients and people not signed in', async () => {
    const asClient = await graphql(await t.agent('client'), OFFERED).expect(200);
    expect(asClient.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await graphql(await t.agent(), OFFERED).expect(200);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
