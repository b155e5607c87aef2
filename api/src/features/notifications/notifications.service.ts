import type { DataSource, EntityManager } from 'typeorm';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { afterCommit } from '../../shared/after-commit';
import type { AppPubSub } from '../../context/pubsub';
import { NOTIFICATION_ADDED } from './notification-live-events';
import { Notification, type NotificationCategory, type NotificationType } from './notification.entity';
import { User } from '../../accounts/user.entity';
import type { MailSender } from '../../shared/mailer';
import { parseInput } from '../../shared/validate';
import {
  defaultNotificationPreferences,
  emailsCategory,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../../../validation/notification-preferences';

const preferencesOf = (user: User): NotificationPreferences => ({ ...defaultNotificationPreferences, ...user.notificationPreferences });

export interface NewNotification {
  userId: string;
  title: string;
  content: string;
  type: NotificationType;
  category?: NotificationCategory | null;
  /** A portal path such as /portal/documents. */
  actionUrl?: string | null;
  /** The e-mail to send instead of the plain one made from the title and content. */
  email?: { subject: string; text: string };
  /** An iCalendar invitation for the e-mail (an appointment confirmed). */
  calendarInvitation?: { fileName: string; content: string };
}

/**
 * Notices for users (docs/product.md#notifications-record). Other features tell users things
 * through here.
 */
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
    private readonly mailer: MailSender,
    private readonly publicUrl: string,
  ) {}

  /**
   * Stores an unread notification and announces it live. Pass the `manager` of a transaction to
   * make the notice part of the change it announces: both are kept or neither, and it is
   * announced only after the commit. Its e-mail, when the owner's preferences ask for it, is
   * queued in the same transaction (mail queue), so it is sent exactly when the notice is kept.
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
    await this.emailIfWanted(notification, entry, manager);
    // Live to the person's open portals (notificationAdded), once the notice is sure to stay.
    afterCommit(manager, () => this.pubSub.publish(NOTIFICATION_ADDED, notification.userId, notification));
    return notification;
  }

  /** Queues the notice's e-mail unless its owner switched that e-mail off. */
  private async emailIfWanted(notification: Notification, { email, calendarInvitation }: NewNotification, manager: EntityManager) {
    const user = await manager.getRepository(User).findOneBy({ id: notification.userId });
    if (!user || !user.isActive || !emailsCategory(preferencesOf(user), notification.category)) return;
    const link = notification.actionUrl ? `${this.publicUrl}${notification.actionUrl}` : `${this.publicUrl}/portal/notifications`;
    await this.mailer.send(
      {
        to: user.email,
        subject: email?.subject ?? notification.title,
        text:
          email?.text ??
          [
            `Dear ${user.firstName},`,
            '',
            notification.content,
            '',
            `See it in your client portal: ${link}`,
            '',
            'Khanya Tax & Advisory',
          ].join('\n'),
        icalEvent: calendarInvitation && { method: 'REQUEST', filename: calendarInvitation.fileName, content: calendarInvitation.content },
      },
      manager,
    );
  }

  /** The viewer's e-mail preferences (all on until they save their own). */
  async preferences(viewer: Viewer | null): Promise<NotificationPreferences> {
    const signedIn = assertAllowed(viewer);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: signedIn.id });
    return preferencesOf(user);
  }

  async updatePreferences(viewer: Viewer | null, input: unknown): Promise<NotificationPreferences> {
    const signedIn = assertAllowed(viewer);
    const preferences = parseInput(notificationPreferencesSchema, input);
    await this.dataSource.getRepository(User).update({ id: signedIn.id }, { notificationPreferences: preferences });
    return preferences;
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
   * unread → read (docs/product.md#message-and-notification-reading). Another user's notification
   * answers "not found"; one already read comes back unchanged.
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
