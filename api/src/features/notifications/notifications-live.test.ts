import { Document } from '../documents/document.entity';
import { afterCommit } from '../../shared/after-commit';
import { testDatabaseTargets } from '../../test/database';
import { startLiveServer, type LiveServer } from '../../test/live-server';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';

const SUBSCRIPTION = 'subscription { notificationAdded { title type actionUrl isRead } }';

describe('notifications delivered live to their own user', () => {
  let t: TestApp;
  let live: LiveServer;

  beforeAll(async () => {
    t = await createTestApp({});
    live = await startLiveServer(t);
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  it("tells the client of their document's approval, and nobody else", async () => {
    const client = live.firstEvent(live.socketClient({ cookie: await live.cookieOf('client@example.com') }), SUBSCRIPTION);
    const otherClient = live.firstEvent(live.socketClient({ cookie: await live.cookieOf('client2@example.com') }), SUBSCRIPTION);
    await Promise.all([client.ready, otherClient.ready]);

    const pending = await t.database.dataSource
      .getRepository(Document)
      .findOneByOrFail({ originalName: 'Trial Balance February 2025.xlsx' });
    const advisor = await t.agent('advisor');
    const approved = await graphql(advisor, 'mutation ($id: ID!) { approveDocument(id: $id) { status } }', { id: pending.id });
    expect(approved.body.data.approveDocument.status).toBe('APPROVED');

    await expect(client.event).resolves.toEqual({
      notificationAdded: { title: 'Document approved', type: 'SUCCESS', actionUrl: '/portal/documents', isRead: false },
    });
    const silence = new Promise((resolve) => setTimeout(() => resolve('nothing'), 500));
    await expect(Promise.race([otherClient.event, silence])).resolves.toBe('nothing');
  });

  it('refuses the subscription without a session', async () => {
    const anonymous = live.firstEvent(live.socketClient({}), SUBSCRIPTION);
    await expect(anonymous.event).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe.each(testDatabaseTargets)('work announced after a commit ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('runs at once outside a transaction, after COMMIT inside one, and never after a rollback', async () => {
    const ran: string[] = [];
    afterCommit(t.database.dataSource.manager, () => ran.push('outside'));
    expect(ran).toEqual(['outside']);

    await t.database.dataSource.transaction(async (manager) => {
      afterCommit(manager, () => ran.push('committed'));
      await manager.query('SELECT 1');
      expect(ran).toEqual(['outside']);
    });
    expect(ran).toEqual(['outside', 'committed']);

    await expect(
      t.database.dataSource.transaction(async (manager) => {
        afterCommit(manager, () => ran.push('rolled back'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(ran).toEqual(['outside', 'committed']);
  });
});
