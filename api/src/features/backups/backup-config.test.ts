import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: path.join(os.tmpdir(), 'firm-config-test'),
  SESSION_SECRET: 'a-test-session-secret-of-decent-length',
};

describe('BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
  it('default to DATA_DIR/backups, no schedule and keeping every archive', () => {
    expect(loadConfig(base)).toMatchObject({
      backupDir: path.join(base.DATA_DIR, 'backups'),
      backupEvery: undefined,
      backupKeep: undefined,
    });
  });

  it('read a folder, a period in minutes, hours or days, and a count', () => {
    expect(loadConfig({ ...base, BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '24h', BACKUP_KEEP: '14' })).toMatchObject({
      backupDir: '/srv/backups',
      backupEvery: { text: '24h', ms: 86_400_000 },
      backupKeep: 14,
    });
    expect(loadConfig({ ...base, BACKUP_EVERY: '30m' }).backupEvery?.ms).toBe(1_800_000);
    expect(loadConfig({ ...base, BACKUP_EVERY: '7d' }).backupEvery?.ms).toBe(604_800_000);
  });

  it.each([
    ['BACKUP_EVERY', 'daily'],
    ['BACKUP_EVERY', '0m'],
    ['BACKUP_EVERY', '90s'],
    // Six digits at most: the System tab states the period's form.
    ['BACKUP_EVERY', '1000000m'],
    ['BACKUP_EVERY', '0000001d'],
    // Longer than any path the system opens.
    ['BACKUP_DIR', `/srv/${'backups/'.repeat(600)}`],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP', 'all'],
  ])('refuses %s=%p, naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(name));
  });
});
