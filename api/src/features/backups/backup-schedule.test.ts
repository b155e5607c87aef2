import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { BackupService, type BackupSettings } from './backup.service';

const DAY = 86_400_000;
const midnight = Date.UTC(2026, 10, 23);
const at = (ms: number) => new Date(midnight + ms);

describe.each(testDatabaseTargets)('scheduled backups ($name)', (target) => {
  let database: TestDatabase;
  let settings: BackupSettings;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    settings = {
      databaseUrl: database.url,
      uploadDir: path.join(database.dataDir, 'uploads'),
      backupDir: path.join(database.dataDir, 'backups'),
      appVersion: '1.0.0',
      every: { text: '24h', ms: DAY },
      keep: 2,
    };
  }, 60_000);
  afterAll(() => database.drop());

  const archives = () =>
    fs
      .readdirSync(settings.backupDir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort();

  it('makes one backup per period however many instances look, and keeps the newest BACKUP_KEEP', async () => {
    const first = new BackupService(database.dataSource, settings);
    const second = new BackupService(database.dataSource, settings);

    expect(await first.runScheduledRound(at(60_000))).not.toBeNull();
    expect(await second.runScheduledRound(at(90_000))).toBeNull();
    expect(await first.runScheduledRound(at(DAY - 1))).toBeNull();
    expect(archives()).toEqual(['khanya-backup-2026-11-23T00-01-00Z.tar.gz']);

    expect(await second.runScheduledRound(at(DAY + 30_000))).not.toBeNull();
    expect(await first.runScheduledRound(at(DAY + 60_000))).toBeNull();
    expect(await first.runScheduledRound(at(2 * DAY + 5_000))).not.toBeNull();
    expect(archives()).toEqual(['khanya-backup-2026-11-24T00-00-30Z.tar.gz', 'khanya-backup-2026-11-25T00-00-05Z.tar.gz']);
  });

  it('records the last backup where every instance reads it: when, which archive, its size', async () => {
    const overview = await new BackupService(database.dataSource, settings).overview();
    const newest = path.join(settings.backupDir, 'khanya-backup-2026-11-25T00-00-05Z.tar.gz');
    expect(overview).toMatchObject({
      every: '24h',
      keep: 2,
      last: {
        startedAt: new Date('2026-11-25T00:00:05.000Z'),
        succeeded: true,
        trigger: 'scheduled',
        fileName: path.basename(newest),
        sizeBytes: fs.statSync(newest).size,
        error: null,
      },
    });
  });

  it('records a failed backup with its reason, and does nothing when no period is set', async () => {
    const blocked = path.join(database.dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the backup folder should be');
    const failing = new BackupService(database.dataSource, { ...settings, backupDir: blocked });
    await expect(failing.backUp('command', at(3 * DAY))).rejects.toThrow(/EEXIST|ENOTDIR/);
    const { last } = await failing.overview();
    expect(last).toMatchObject({
      succeeded: false,
      trigger: 'command',
      fileName: null,
      sizeBytes: null,
      error: expect.stringMatching(/EEXIST|ENOTDIR/),
    });

    expect(await new BackupService(database.dataSource, { ...settings, every: undefined }).runScheduledRound(at(4 * DAY))).toBeNull();
  });
});

const hasRedis = spawnSync('which', ['redis-server']).status === 0;

(hasRedis ? describe : describe.skip)('scheduled backups with REDIS_URL set', () => {
  let database: TestDatabase;
  let server: ChildProcess;
  let redis: Redis;
  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseTargets[0]);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    redis = new Redis({ port, host: '127.0.0.1', retryStrategy: (attempt) => Math.min(attempt * 50, 500) });
    await redis.ping();
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    server?.kill('SIGKILL');
    await database.drop();
  });

  it('lets the first instance to claim the period in Redis make the backup', async () => {
    const settings: BackupSettings = {
      databaseUrl: undefined,
      uploadDir: path.join(database.dataDir, 'uploads'),
      backupDir: path.join(database.dataDir, 'backups'),
      appVersion: '1.0.0',
      every: { text: '30m', ms: 30 * 60_000 },
      keep: undefined,
    };
    const instances = [new BackupService(database.dataSource, settings, redis), new BackupService(database.dataSource, settings, redis)];
    const made = await Promise.all(instances.map((instance) => instance.runScheduledRound(at(5 * 60_000))));
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await instances[1].runScheduledRound(at(31 * 60_000))).not.toBeNull();
    expect(await redis.exists(`jobs:backup:${midnight + 30 * 60_000}`)).toBe(1);
  });
});
