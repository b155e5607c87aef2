import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';

export const contactSubmissionTypes = ['get_in_touch', 'scheduled_consultation'] as const;
export type ContactSubmissionType = (typeof contactSubmissionTypes)[number];

/** The services a visitor can pick on both contact forms (SPEC.md §5). */
export const contactServices = ['accounting', 'bookkeeping', 'management-consulting', 'taxation', 'secretarial'] as const;
export type ContactService = (typeof contactServices)[number];

/** The preferred-time choices of the consultation dialog (SPEC.md §5). */
export const preferredTimes = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

/** An enquiry or consultation request from the public site (SPEC.md §3, contact_submissions). */
@Entity('contact_submissions')
@Index('IDX_contact_submissions_type', ['type'])
@Index('IDX_contact_submissions_createdAt', ['createdAt'])
@Index('IDX_contact_submissions_email', ['email'])
export class ContactSubmission extends BaseRecord {
  @Column({ type: 'varchar', length: 50, default: 'get_in_touch' })
  type: ContactSubmissionType;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  service: string | null;

  @Column({ type: 'datetime', nullable: true })
  preferredDate: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  preferredTime: string | null;

  @Column({ type: 'text' })
  message: string;
}
