import type { DataSource, EntityManager } from 'typeorm';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { afterCommit } from '../../shared/after-commit';
import { topics, type AppPubSub } from '../../graphql/pubsub';
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /**
   * Stores an unread notification and announces it live. Pass the `manager` of a transaction to
   * make the notice part of the change it announces: both are kept or neither, and it is
   * announced only after the commit.
   */
  async notify(entry: NewNotification, manager: EntityManager = this.dataSource.manager): Promise<Notification> {
    const repository = manager.getRepository(Notification);
    const notification = await repository.save(
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
    // Live to the person's open portals (notificationAdded), once the notice is sure to stay.
    afterCommit(manager, () => this.pubSub.publish(topics.notificationAdded, notification.userId, notification));
    return notification;
  }

  private get notifications() {
    return this.dataSource.getRepository(Notification);
  }

  /** The viewer's own notifications, newest first; `unreadOnly` keeps the unread ones. */
  async list(viewer: Viewer | null, options: { unreadOnly?: boolean | null }, window: PageWindow): Promise<Connection<Notification>> {
    const signedIn = assertAllowed(viewer);
    const query = this.notifications.createQueryBuilder('notification').where('notification.userId = :userId', { userId: signedIn.id });
    if (options.unreadOnly) query.andWhere('notification.isRead = :isRead', { isRead: false });
    const [nodes, totalCount] = await query
      .orderBy('notification.createdAt', 'DESC')
      .addOrderBy('notification.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /** How many of the viewer's notifications are unread. */
  async unreadCount(viewer: Viewer | null): Promise<number> {
    const signedIn = assertAllowed(viewer);
    return this.notifications.countBy({ userId: signedIn.id, isRead: false });
  }

  /**
   * unread → read (SPEC.md §4). Another user's notification answers "not found"; one already
   * read comes back unchanged.
   */
  async markRead(viewer: Viewer | null, id: string, now = new Date()): Promise<Notification> {
    const signedIn = assertAllowed(viewer);
    const notification = String(id).length <= 36 ? await this.notifications.findOneBy({ id: String(id) }) : null;
    if (!notification || notification.userId !== signedIn.id) throw notFound();
    if (notification.isRead) return notification;
    await this.notifications.update({ id: notification.id, isRead: false }, { isRead: true, readAt: now });
    return this.notifications.findOneByOrFail({ id: notification.id });
  }
}
