import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { ContactSubmissionType } from '../../../../validation/contact-values';

/**
 * An enquiry or consultation request from the public site
 * (docs/product.md#contact-submissions-record).
 */
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

  /** When the sender ticked the consent box (POPIA); null for submissions from before it existed. */
  @Column({ type: 'datetime', nullable: true })
  consentGivenAt: Date | null;

  /** The privacy notice consented to: its version, the date it took effect (validation/privacy-notice.ts). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  privacyNoticeVersion: string | null;
}
