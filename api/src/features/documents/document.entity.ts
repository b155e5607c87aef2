import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import { documentCategoryValues, documentStatusValues } from '../../../../validation/documents';

// One list for both sides: the web's filters and the server's rules read validation/documents.ts.
export const documentStatuses = documentStatusValues;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentCategories = documentCategoryValues;
export type DocumentCategory = (typeof documentCategories)[number];

/**
 * An uploaded file's metadata (docs/product.md#documents-record). `fileName` is the random name
 * on disk, `originalName` the name the user gave it.
 */
@Entity('documents')
@Index('UQ_documents_fileName', ['fileName'], { unique: true })
@Index('IDX_documents_userId', ['userId'])
@Index('IDX_documents_uploadedBy', ['uploadedBy'])
@Index('IDX_documents_approvedBy', ['approvedBy'])
@Index('IDX_documents_status', ['status'])
@Index('IDX_documents_category', ['category'])
@Index('IDX_documents_createdAt', ['createdAt'])
export class Document extends EditableRecord {
  /** The client the document belongs to. */
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  /** Bytes. */
  @Column({ type: 'integer' })
  fileSize: number;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'varchar', length: 100, default: 'general' })
  category: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DocumentStatus;

  @Column({ type: 'varchar', length: 36, nullable: true })
  uploadedBy: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  approvedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** Why staff rejected it; shown to the client (added by DocumentRejectionReason). */
  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ type: 'integer', default: 0 })
  downloadCount: number;

  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_documents_userId' })
  user: Relation<User>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploadedBy', foreignKeyConstraintName: 'FK_documents_uploadedBy' })
  uploader: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'approvedBy', foreignKeyConstraintName: 'FK_documents_approvedBy' })
  approver: Relation<User> | null;
}
