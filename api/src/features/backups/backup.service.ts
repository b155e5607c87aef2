import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { SystemSetting } from '../settings';
import { newId } from '../../db/base-entity';
import { writeBackup, type WrittenBackup } from './backup-writer';
import { ARCHIVE_NAME_PATTERN } from './backup-manifest';

export interface BackupSettings {
  databaseUrl: string | undefined;
  uploadDir: string;
  backupDir: string;
  appVersion: string;
  every: { text: string; ms: number } | undefined;
  keep: number | undefined;
}

/** The newest backup's outcome, as every instance reads it (system_settings, key backup.last). */
export interface LastBackup {
  startedAt: string;
  finishedAt: string;
  succeeded: boolean;
  trigger: 'scheduled' | 'command';
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
}

/** What the admin panel's System tab shows about backups. */
export interface BackupOverview {
  every: string | null;
  keep: number | null;
  directory: string;
  last: (Omit<LastBackup, 'startedAt' | 'finishedAt'> & { startedAt: Date; finishedAt: Date }) | null;
}

const LAST_BACKUP_KEY = 'backup.last';
const SCHEDULE_CLAIM_KEY = 'backup.claimedSlot';

/**
 * Backups while the server runs and from `npm run backup`: writes the archive, keeps the newest
 * BACKUP_KEEP, and records the outcome where the admin panel of every instance can read it.
 */
export class BackupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: BackupSettings,
    private readonly redis?: Redis,
  ) {}

  /** Makes one backup now; success or failure is recorded, a failure is thrown as well. */
  async backUp(trigger: LastBackup['trigger'], now = new Date()): Promise<WrittenBackup> {
    try {
      const written = await writeBackup({ ...this.settings, dataSource: this.dataSource }, now);
      this.prune();
      await this.record({
        startedAt: now.toISOString(),
        finishedAt: new Date().toISOString(),
        succeeded: true,
        trigger,
        fileName: path.basename(written.file),
        sizeBytes: written.bytes,
        error: null,
      });
      return written;
    } catch (error) {
      await this.record({
        startedAt: now.toISOString(),
        finishedAt: new Date().toISOString(),
        succeeded: false,
        trigger,
        fileName: null,
        sizeBytes: null,
        error: (error as Error).message,
      }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * One scheduled round: the period (BACKUP_EVERY) is cut into slots from the epoch, and the first
   * instance to claim the current slot makes its backup; the others, and later rounds of the
   * same slot, do nothing. Answers the backup made, or null.
   */
  async runScheduledRound(now = new Date()): Promise<WrittenBackup | null> {
    const every = this.settings.every;
    if (!every) return null;
    const slotStart = Math.floor(now.getTime() / every.ms) * every.ms;
    if (!(await this.claimSlot(slotStart, every.ms))) return null;
    return this.backUp('scheduled', now);
  }

  async overview(): Promise<BackupOverview> {
    const row = await this.dataSource.getRepository(SystemSetting).findOneBy({ key: LAST_BACKUP_KEY });
    let stored: LastBackup | null = null;
    try {
      stored = row?.value ? (JSON.parse(row.value) as LastBackup) : null;
    } catch {
      stored = null;
    }
    const last = stored && { ...stored, startedAt: new Date(stored.startedAt), finishedAt: new Date(stored.finishedAt) };
    return { every: this.settings.every?.text ?? null, keep: this.settings.keep ?? null, directory: this.settings.backupDir, last };
  }

  /** Deletes the oldest archives beyond BACKUP_KEEP; answers the names removed. */
  prune(): string[] {
    const keep = this.settings.keep;
    if (!keep || !fs.existsSync(this.settings.backupDir)) return [];
    const archives = fs
      .readdirSync(this.settings.backupDir)
      .filter((name) => ARCHIVE_NAME_PATTERN.test(name))
      .map((name) => ({ name, modified: fs.statSync(path.join(this.settings.backupDir, name)).mtimeMs }))
      .sort((a, b) => b.modified - a.modified || (a.name < b.name ? 1 : -1));
    const removed = archives.slice(keep).map((archive) => archive.name);
    for (const name of removed) fs.rmSync(path.join(this.settings.backupDir, name), { force: true });
    return removed;
  }

  /**
   * Redis when REDIS_URL is set (as the reminder rounds claim); otherwise a compare-and-set on a
   * system_settings row, which holds for every instance sharing the database.
   */
  private async claimSlot(slotStart: number, periodMs: number): Promise<boolean> {
    if (this.redis) {
      const answer = await this.redis.set(`jobs:backup:${slotStart}`, String(process.pid), 'PX', periodMs, 'NX');
      return answer === 'OK';
    }
    const slot = String(slotStart).padStart(15, '0');
    const settings = this.dataSource.getRepository(SystemSetting);
    if (!(await settings.existsBy({ key: SCHEDULE_CLAIM_KEY }))) {
      await settings
        .insert({
          id: newId(),
          key: SCHEDULE_CLAIM_KEY,
          value: null,
          category: 'backup',
          description: 'The start of the newest scheduled-backup period an instance has claimed (epoch ms).',
          isPublic: false,
          updatedBy: null,
        })
        .catch(() => undefined); // another instance inserted it first
    }
    const result = await settings
      .createQueryBuilder()
      .update(SystemSetting)
      .set({ value: slot })
      .where({ key: SCHEDULE_CLAIM_KEY })
      .andWhere(`(${this.dataSource.driver.escape('value')} IS NULL OR ${this.dataSource.driver.escape('value')} < :slot)`, { slot })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private async record(last: LastBackup): Promise<void> {
    const settings = this.dataSource.getRepository(SystemSetting);
    const value = JSON.stringify(last);
    const updated = await settings.update({ key: LAST_BACKUP_KEY }, { value });
    if ((updated.affected ?? 0) > 0) return;
    await settings.insert({
      id: newId(),
      key: LAST_BACKUP_KEY,
      value,
      category: 'backup',
      description: 'When the newest backup ran, its archive and size, or why it failed.',
      isPublic: false,
      updatedBy: null,
    });
  }
}
