import fs from 'node:fs';
import path from 'node:path';
import { checkedAgent } from '../../test/checked-requests';
import { createApp } from '../../composition/app';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, testConfig, type TestApp } from '../../test/test-app';
import { files, uploadOverRest } from '../documents/document-test-kit';
import { restoreBackup } from './restore-backup';
import { comparableRows, fileChecksums, portableTables } from './backup-test-kit';

const [sqlite, server] = testDatabaseTargets;
/** SQLite to SQLite always; with TEST_DATABASE_URL, from the embedded database to the server and back. */
const drills = [
  { from: sqlite, to: sqlite },
  ...(server
    ? [
        { from: sqlite, to: server },
        { from: server, to: sqlite },
      ]
    : []),
];

describe.each(drills)('a restore drill from $from.name to $to.name', ({ from, to }) => {
  let source: TestApp;
  let target: TestDatabase;
  let uploadedId: string;
  let archive: string;
  let before: Record<string, string[]>;
  let summary: Awaited<ReturnType<typeof restoreBackup>>;

  beforeAll(async () => {
    source = await createTestApp(from);
    const client = await source.agent('client');
    const upload = await uploadOverRest(client, files.pdf(), 'Drill return 2026.pdf', {
      category: 'tax-returns',
      description: 'Before the backup',
    }).expect(201);
    uploadedId = upload.body.id;
    await uploadOverRest(client, files.xlsx(), 'Drill ledger.xlsx').expect(201);
    await client
      .post('/api/messages')
      .send({ recipientId: 'advisor@example.com', subject: 'Drill', content: 'Written before the backup' })
      .expect(201);
    await client.put('/api/profile').send({ firstName: 'Thandi', lastName: 'Restored' }).expect(200);
    // The mail worker would otherwise send the message's e-mail between the snapshot and the backup.
    await source.app.services.mailQueue.drain();

    before = await portableTables(source.database.dataSource);
    ({ file: archive } = await source.app.services.backups.backUp('command'));

    target = await createTestDatabase(to, { migrate: false });
    await target.dataSource.destroy();
    summary = await restoreBackup(archive, {
      databaseUrl: target.url,
      dataDir: target.dataDir,
      uploadDir: path.join(target.dataDir, 'uploads'),
    });
    await target.dataSource.initialize();
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.drop();
  });

  it('restores every table row for row', async () => {
    const after = await portableTables(target.dataSource);
    const crossKind = from.name !== to.name;
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(comparableRows(after, false)).toEqual(comparableRows(before, crossKind));
    expect(before.documents.some((row) => row.includes('Drill return 2026.pdf'))).toBe(true);
    expect(summary.tables.find((table) => table.table === 'users')?.rows).toBe(before.users.length);
  });

  it('restores every uploaded file with the same checksum', () => {
    const sourceFiles = fileChecksums(source.config.uploadDir);
    expect(Object.keys(sourceFiles).length).toBeGreaterThanOrEqual(2);
    expect(fileChecksums(path.join(target.dataDir, 'uploads'))).toEqual(sourceFiles);
    expect(summary.files).toBe(Object.keys(sourceFiles).length);
  });

  it('serves the restored copy: the demo client signs in and downloads the document uploaded before the backup', async () => {
    const config = testConfig(target.dataDir);
    const app = await createApp(config, target.dataSource);
    try {
      const agent = checkedAgent(app.express);
      await agent.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
      const profile = await agent.get('/api/auth/user').expect(200);
      expect(profile.body.user).toMatchObject({ firstName: 'Thandi', lastName: 'Restored' });
      const { downloadUrl } = (await agent.get(`/api/documents/${uploadedId}/download`).expect(200)).body;
      const download = await agent
        .get(downloadUrl)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(download.status).toBe(200);
      expect((download.body as Buffer).equals(files.pdf())).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('leaves the archive where BACKUP_DIR says, named by its time', () => {
    expect(path.dirname(archive)).toBe(source.config.backupDir);
    expect(path.basename(archive)).toMatch(/^khanya-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/);
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
  });
});
