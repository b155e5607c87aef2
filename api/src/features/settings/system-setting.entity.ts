import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

/** A named configuration value (docs/product.md#system-settings-record). */
@Entity('system_settings')
@Index('UQ_system_settings_key', ['key'], { unique: true })
@Index('IDX_system_settings_category', ['category'])
@Index('IDX_system_settings_updatedBy', ['updatedBy'])
export class SystemSetting extends EditableRecord {
  @Column({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'text', nullable: true })
  value: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category: string | null;

  /** Public settings may be shown to visitors; the others only to administrators. */
  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'varchar', length: 36, nullable: true })
  updatedBy: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updatedBy', foreignKeyConstraintName: 'FK_system_settings_updatedBy' })
  updater: Relation<User> | null;
}
