import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { DocumentRequestStatusValue } from '../../../../validation/document-requests';
import type { Document } from '../documents';
import type { User } from '../../accounts/user.entity';

export type DocumentRequestStatus = DocumentRequestStatusValue;

/**
 * One document staff asked a client for: open until the client uploads against it, then
 * uploaded (awaiting review), closed when that document is approved, open again when it is
 * rejected; cancelled when staff withdraw it.
 */
@Entity('document_requests')
@Index('IDX_document_requests_clientId', ['clientId'])
@Index('IDX_document_requests_requestedBy', ['requestedBy'])
@Index('IDX_document_requests_documentId', ['documentId'])
@Index('IDX_document_requests_status', ['status'])
export class DocumentRequest extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  requestedBy: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** A calendar day in SAST, YYYY-MM-DD: the request is overdue from the next day on. */
  @Column({ type: 'varchar', length: 10 })
  dueDate: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: DocumentRequestStatus;

  /** The latest document uploaded against it (kept when rejected, so the reason can be read). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  documentId: string | null;

  /** Claimed before the one overdue reminder goes out, so two processes never send it twice. */
  @Column({ type: 'datetime', nullable: true })
  overdueReminderSentAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_document_requests_clientId' })
  client: Relation<User>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requestedBy', foreignKeyConstraintName: 'FK_document_requests_requestedBy' })
  requester: Relation<User> | null;

  @ManyToOne('Document', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'documentId', foreignKeyConstraintName: 'FK_document_requests_documentId' })
  document: Relation<Document> | null;
}
