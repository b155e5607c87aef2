import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import {
  notificationCategoryValues,
  notificationTypeValues,
  type NotificationCategoryValue,
  type NotificationTypeValue,
} from '../../../../validation/notification-values';

export const notificationTypes = notificationTypeValues;
export type NotificationType = NotificationTypeValue;

export const notificationCategories = notificationCategoryValues;
export type NotificationCategory = NotificationCategoryValue;

/** A notice for one user (docs/product.md#notifications-record). */
@Entity('notifications')
@Index('IDX_notifications_userId', ['userId'])
@Index('IDX_notifications_type', ['type'])
@Index('IDX_notifications_category', ['category'])
@Index('IDX_notifications_isRead', ['isRead'])
@Index('IDX_notifications_createdAt', ['createdAt'])
export class Notification extends BaseRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 50 })
  type: NotificationType;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category: NotificationCategory | null;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  /** A portal path such as /portal/documents. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  actionUrl: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notifications_userId' })
  user: Relation<User>;
}
