import type { DataSource, EntityManager } from 'typeorm';
import { Notification, type NotificationCategory, type NotificationType } from './notification.entity';

export interface NewNotification {
  userId: string;
  title: string;
  content: string;
  type: NotificationType;
  category?: NotificationCategory | null;
  /** A portal path such as /portal/documents. */
  actionUrl?: string | null;
}

/** Notices for users (SPEC.md §3, notifications). Other features tell users things through here. */
export class NotificationsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores an unread notification. Pass the `manager` of a transaction to make the notice part
   * of the change it announces: both are kept or neither.
   */
  async notify(entry: NewNotification, manager: EntityManager = this.dataSource.manager): Promise<Notification> {
    const repository = manager.getRepository(Notification);
    return repository.save(
      repository.create({
        userId: entry.userId,
        title: entry.title.slice(0, 255),
        content: entry.content,
        type: entry.type,
        category: entry.category ?? null,
        actionUrl: entry.actionUrl?.slice(0, 500) ?? null,
        isRead: false,
        readAt: null,
      }),
    );
  }
}
