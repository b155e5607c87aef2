import { feeScheduleTransformer } from '../billing';
import type { FeeSchedule } from '../../../../validation/billing/fee-schedule';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { EngagementLetterStatusValue, SignatureKindValue } from '../../../../validation/engagement-letter-values';
import type { User } from '../../accounts/user.entity';
import type { Document } from '../documents';
import type { Engagement } from '../engagements';
import type { LetterTemplate } from './letter-template.entity';

export type EngagementLetterStatus = EngagementLetterStatusValue;

/**
 * A letter sent to an engagement's client to sign (docs/product.md#engagement-letters). Its title
 * and text are fixed when it is sent, with the SHA-256 of the text; signing adds the evidence
 * (who, when, from where, with which session) and the signed PDF, filed as one of the client's
 * documents with the SHA-256 of its bytes.
 */
@Entity('engagement_letters')
@Index('IDX_engagement_letters_engagementId', ['engagementId'])
@Index('IDX_engagement_letters_clientId', ['clientId'])
@Index('IDX_engagement_letters_templateId', ['templateId'])
@Index('IDX_engagement_letters_sentBy', ['sentBy'])
@Index('IDX_engagement_letters_withdrawnBy', ['withdrawnBy'])
@Index('IDX_engagement_letters_signedDocumentId', ['signedDocumentId'])
@Index('IDX_engagement_letters_status_sentAt', ['status', 'sentAt'])
@Index('UQ_engagement_letters_awaitingEngagementId', ['awaitingEngagementId'], { unique: true })
export class EngagementLetter extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  engagementId: string;

  /** The engagement's client when it was sent. */
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  templateId: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  sentBy: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The Markdown as sent, every merge field replaced; never changed afterwards (but for an erasure). */
  @Column({ type: 'text' })
  body: string;

  /** SHA-256 of `body` in UTF-8, as 64 hexadecimal digits. */
  @Column({ type: 'varchar', length: 64 })
  bodySha256: string;

  /** The template's fee schedule as it was when the letter was sent; its signing bills by it. Null: none. */
  @Column({ type: 'simple-json', nullable: true, transformer: feeScheduleTransformer })
  feeSchedule: FeeSchedule | null;

  @Column({ type: 'varchar', length: 20, default: 'sent' })
  status: EngagementLetterStatus;

  /**
   * The engagement's id while the letter waits for the client (sent or viewed), null otherwise.
   * Unique, so at most one letter per engagement waits at a time, even with two senders at once
   * (several nulls are allowed on SQLite, MySQL and MariaDB alike).
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  awaitingEngagementId: string | null;

  @Column({ type: 'datetime' })
  sentAt: Date;

  @Column({ type: 'datetime', nullable: true })
  viewedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  signedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  declinedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  declineReason: string | null;

  @Column({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  withdrawnBy: string | null;

  @Column({ type: 'text', nullable: true })
  withdrawalReason: string | null;

  /** The signer's full name as they typed it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  signerName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  signerEmail: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  signerIpAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  signerUserAgent: string | null;

  /** Whether the signing session had passed two-step sign-in; null until signed. */
  @Column({ type: 'boolean', nullable: true })
  signedWithTwoStep: boolean | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  signatureKind: SignatureKindValue | null;

  /** A typed signature's words; a drawn one lives in the signed PDF only. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  signatureText: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  signedDocumentId: string | null;

  /** SHA-256 of the signed PDF's bytes as stored, 64 hexadecimal digits. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  signedPdfSha256: string | null;

  /** Claimed before the reminder 3 days after sending goes out, so two processes never send it twice. */
  @Column({ type: 'datetime', nullable: true })
  firstReminderSentAt: Date | null;

  /** The same for the reminder 7 days after sending. */
  @Column({ type: 'datetime', nullable: true })
  secondReminderSentAt: Date | null;

  @ManyToOne('Engagement', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_engagement_letters_engagementId' })
  engagement: Relation<Engagement>;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_engagement_letters_clientId' })
  client: Relation<User>;

  @ManyToOne('LetterTemplate', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'FK_engagement_letters_templateId' })
  template: Relation<LetterTemplate> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sentBy', foreignKeyConstraintName: 'FK_engagement_letters_sentBy' })
  sender: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'withdrawnBy', foreignKeyConstraintName: 'FK_engagement_letters_withdrawnBy' })
  withdrawer: Relation<User> | null;

  @ManyToOne('Document', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'signedDocumentId', foreignKeyConstraintName: 'FK_engagement_letters_signedDocumentId' })
  signedDocument: Relation<Document> | null;
}
