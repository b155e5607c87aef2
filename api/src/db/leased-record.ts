import { Column } from 'typeorm';
import type { LeasedRow } from '../shared/leased-queue';
import { EditableRecord } from './base-entity';

/**
 * A row a worker sends with a lease (shared/leased-queue.ts): the mail queue's e-mails and the
 * webhook deliveries. The columns are the ones the claim statements name, so every such table
 * has them alike.
 */
export abstract class LeasedRecord<Status extends string> extends EditableRecord implements LeasedRow {
  @Column({ type: 'varchar', length: 20, default: 'waiting' })
  status: Status;

  /** Tries so far, counted when a worker claims it. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When it may next be tried (waiting, retrying); null once done or failed. */
  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  /** The worker round that holds it while sending. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  /** Past this, a sender that claimed it is taken to have crashed and another may claim it. */
  @Column({ type: 'datetime', nullable: true })
  leaseExpiresAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
