import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { Engagement } from '../engagements';
import type { User } from '../../accounts/user.entity';

/**
 * A message between two users; a reply names its parent (docs/product.md#messages-record). Its
 * files are rows of their own (message-attachment.entity.ts), no longer a json list in
 * `attachments`.
 */
@Entity('messages')
@Index('IDX_messages_senderId', ['senderId'])
@Index('IDX_messages_recipientId', ['recipientId'])
@Index('IDX_messages_engagementId', ['engagementId'])
@Index('IDX_messages_parentMessageId', ['parentMessageId'])
@Index('IDX_messages_isRead', ['isRead'])
@Index('IDX_messages_createdAt', ['createdAt'])
export class Message extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  senderId: string;

  @Column({ type: 'varchar', length: 36 })
  recipientId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  engagementId: string | null;

  /** The message this one replies to; null for a new message. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  parentMessageId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'senderId', foreignKeyConstraintName: 'FK_messages_senderId' })
  sender: Relation<User>;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipientId', foreignKeyConstraintName: 'FK_messages_recipientId' })
  recipient: Relation<User>;

  @ManyToOne('Engagement', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_messages_engagementId' })
  engagement: Relation<Engagement> | null;

  @ManyToOne('Message', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parentMessageId', foreignKeyConstraintName: 'FK_messages_parentMessageId' })
  parentMessage: Relation<Message> | null;
}
