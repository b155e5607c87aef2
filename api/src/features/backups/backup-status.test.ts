import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';

const BACKUP_STATUS = `query { systemStatus { backup { every keep directory last { startedAt succeeded trigger fileName sizeBytes error } } } }`;

describe.each(testDatabaseTargets)('the last backup in the System status ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { BACKUP_EVERY: '24h', BACKUP_KEEP: '7' });
  }, 60_000);
  afterAll(() => t.close());

  it('shows the schedule and no backup before the first', async () => {
    const response = await graphql(await t.agent('admin'), BACKUP_STATUS).expect(200);
    expect(response.body.data.systemStatus.backup).toEqual({ every: '24h', keep: 7, directory: t.config.backupDir, last: null });
  });

  it('shows administrators the newest backup over GraphQL and REST', async () => {
    const { file, bytes } = await t.app.services.backups.backUp('command');
    const admin = await t.agent('admin');
    const { last } = (await graphql(admin, BACKUP_STATUS).expect(200)).body.data.systemStatus.backup;
    expect(last).toEqual({
      startedAt: expect.any(String),
      succeeded: true,
      trigger: 'COMMAND',
      fileName: file.split('/').pop(),
      sizeBytes: bytes,
      error: null,
    });
    const rest = await admin.get('/api/admin/system').expect(200);
    expect(rest.body.backup.last).toMatchObject({ succeeded: true, trigger: 'command', fileName: last.fileName, sizeBytes: bytes });
  });

  it('keeps it from clients and advisors', async () => {
    for (const account of ['client', 'advisor'] as const) {
      const response = await graphql(await t.agent(account), BACKUP_STATUS).expect(200);
      expect(response.body.errors[0].extensions.code).toBe('FORBIDDEN');
      await (await t.agent(account)).get('/api/admin/system').expect(403);
    }
  });
});
