import type { DataSource } from 'typeorm';
import type { Mailer, MailTransportStatus } from '../../shared/mailer';
import type { BackupOverview } from '../backups';
import type { MailQueue, MailQueueStats } from '../mail-queue';
import { ACTIVE_FORMS, CHECK_DETAIL_MAX_LENGTH, databaseDialects } from '../../../../validation/system-status-values';
import { clipped } from '../../shared/clipped';

export interface DatabaseStatus {
  reachable: boolean;
  dialect: (typeof databaseDialects)[number];
  latencyMs: number | null;
  tableCount: number | null;
  detail: string;
}

export interface SystemStatus {
  checkedAt: Date;
  healthy: boolean;
  database: DatabaseStatus;
  mail: MailTransportStatus;
  /** The mail queue's backlog: e-mails not yet sent, and those that failed. */
  mailQueue: MailQueueStats;
  environment: string;
  version: string;
  demo: boolean;
  notificationEmail: string;
  activeForms: string[];
  backup: BackupOverview | null;
}

/**
 * What the System tab reports about how the app was started. Passed in by whoever assembles the
 * app (services.ts), so this feature need not know where configuration comes from.
 */
export interface SystemStatusSettings {
  environment: string;
  version: string;
  demo: boolean;
  notificationEmail: string;
}

/** Live checks behind the System tab and Run Diagnostics: nothing here is a fixed answer. */
export class SystemStatusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly mailQueue: MailQueue,
    private readonly settings: SystemStatusSettings,
    private readonly backups?: { overview(): Promise<BackupOverview> },
  ) {}

  async check(now = new Date()): Promise<SystemStatus> {
    const [database, mail, mailQueue, backup] = await Promise.all([
      this.checkDatabase(),
      this.mailer.verify(),
      this.queueStats(now),
      this.backups ? this.backups.overview().catch(() => null) : null,
    ]);
    return {
      checkedAt: now,
      healthy: database.reachable && mail.ok,
      database,
      // A failure's message is the mail server's or the file system's, of any length.
      mail: { ...mail, detail: clipped(mail.detail, CHECK_DETAIL_MAX_LENGTH) },
      mailQueue,
      environment: this.settings.environment,
      version: this.settings.version,
      demo: this.settings.demo,
      notificationEmail: this.settings.notificationEmail,
      activeForms: ACTIVE_FORMS,
      backup,
    };
  }

  /** The backlog, or zeros when the database cannot be read (the database check says why). */
  private async queueStats(now: Date): Promise<MailQueueStats> {
    try {
      return await this.mailQueue.stats(now);
    } catch {
      return { waiting: 0, sending: 0, retrying: 0, failed: 0, oldestWaitingAgeSeconds: null };
    }
  }

  async checkDatabase(): Promise<DatabaseStatus> {
    const dialect =
      this.dataSource.options.type === 'better-sqlite3'
        ? 'SQLite (embedded)'
        : this.dataSource.options.type === 'mariadb'
          ? 'MariaDB'
          : 'MySQL';
    const started = performance.now();
    try {
      await this.dataSource.query('SELECT 1');
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return { reachable: true, dialect, latencyMs, tableCount: await this.countTables(), detail: 'Connected' };
    } catch (error) {
      // The driver's message, of any length.
      const detail = clipped(`Not reachable: ${(error as Error).message}`, CHECK_DETAIL_MAX_LENGTH);
      return { reachable: false, dialect, latencyMs: null, tableCount: null, detail };
    }
  }

  /** Counted from the database's own catalogue, not from what the code expects. */
  private async countTables(): Promise<number> {
    const rows: { count: number | string }[] =
      this.dataSource.options.type === 'better-sqlite3'
        ? await this.dataSource.query(`SELECT COUNT(*) AS count FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
        : await this.dataSource.query(
            `SELECT COUNT(*) AS count FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`,
          );
    return Number(rows[0]?.count ?? 0);
  }
}
