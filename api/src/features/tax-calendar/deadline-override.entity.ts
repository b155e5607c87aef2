import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';

/**
 * One period's due date as SARS extended it (EMP201 for June 2025 moved to 14 July 2025), with the
 * reason: it replaces the date the rule gives for that period only. Who set it is in the audit log.
 */
@Entity('deadline_overrides')
@Index('UQ_deadline_overrides_periodKey', ['periodKey'], { unique: true })
export class DeadlineOverride extends EditableRecord {
  /** The deadline's period key, such as emp201:2025-06 (validation/tax-calendar/overrides.ts). */
  @Column({ type: 'varchar', length: 60 })
  periodKey: string;

  /** The due date instead, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  dueDate: string;

  @Column({ type: 'varchar', length: 500 })
  reason: string;
}
