import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';

/**
 * A day the President declared a public holiday under section 2A of the Public Holidays Act (an
 * election day, say): it cannot be worked out, so an administrator enters it, and every deadline
 * it touches moves (docs/tax-calendar.md). Who entered it is in the audit log.
 */
@Entity('declared_holidays')
@Index('UQ_declared_holidays_date', ['date'], { unique: true })
export class DeclaredHoliday extends EditableRecord {
  /** The calendar day, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;
}
