import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { Engagement } from '../engagements';
import type { User } from '../../accounts/user.entity';
import { appointmentStatusValues, meetingTypeValues } from '../../../../validation/appointments';

// One list for both sides: the web's form and badges and the server's rules read validation/appointments.ts.
export const appointmentStatuses = appointmentStatusValues;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const meetingTypes = meetingTypeValues;
export type MeetingType = (typeof meetingTypes)[number];

/** A meeting between a client and an advisor (docs/product.md#appointments-record). */
@Entity('appointments')
@Index('IDX_appointments_clientId', ['clientId'])
@Index('IDX_appointments_advisorId', ['advisorId'])
@Index('IDX_appointments_engagementId', ['engagementId'])
@Index('IDX_appointments_status', ['status'])
@Index('IDX_appointments_scheduledAt', ['scheduledAt'])
export class Appointment extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36 })
  advisorId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  engagementId: string | null;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'datetime' })
  scheduledAt: Date;

  /** Minutes, 15 to 480. */
  @Column({ type: 'integer', default: 60 })
  duration: number;

  /** How the meeting is held, as chosen in the Schedule Appointment dialog (default video). */
  @Column({ type: 'varchar', length: 20, default: 'video' })
  meetingType: MeetingType;

  /** The address, for in_person meetings. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  meetingUrl: string | null;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: AppointmentStatus;

  @Column({ type: 'boolean', default: false })
  reminderSent: boolean;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_appointments_clientId' })
  client: Relation<User>;

  /** An advisor with appointments cannot be deleted (deactivate them instead). */
  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'advisorId', foreignKeyConstraintName: 'FK_appointments_advisorId' })
  advisor: Relation<User>;

  @ManyToOne('Engagement', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_appointments_engagementId' })
  engagement: Relation<Engagement> | null;
}
