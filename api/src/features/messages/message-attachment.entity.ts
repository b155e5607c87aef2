import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { Message } from './message.entity';

/**
 * A file sent with a message. The bytes live in the shared storage (UPLOAD_DIR) under
 * `storageKey`, chosen by the storage, so any instance serves them; only the message's sender
 * and recipient may download it. `storageKey` is null for the file lists of messages from before
 * files could be sent (migrated from `messages.attachments`): listed, never stored, so not downloadable.
 */
@Entity('message_attachments')
@Index('IDX_message_attachments_messageId', ['messageId'])
export class MessageAttachment extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  messageId: string;

  /** The name the sender's file had, cleaned (documents/original-name.ts); shown and offered on download. */
  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  storageKey: string | null;

  /** Bytes. */
  @Column({ type: 'integer' })
  fileSize: number;

  /** Decided from the checked type, never taken from the client. */
  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @ManyToOne('Message', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId', foreignKeyConstraintName: 'FK_message_attachments_messageId' })
  message: Relation<Message>;
}
