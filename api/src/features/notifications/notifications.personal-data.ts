import type { DataSource } from 'typeorm';
import { defaultNotificationPreferences } from '../../../../validation/notification-preferences';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { User } from '../../accounts/user.entity';
import { Notification } from './notification.entity';
import { notificationDescription } from './notification.record';

// How POPIA treats each column: in the description (notification.record.ts). The preferences are a
// column of User (users.personal-data.ts).
export const notificationsColumns = [personalDataOf(notificationDescription)];

/** notifications.json: the notices the portal showed the person. */
export const notificationsSection = (dataSource: DataSource): DataSection => ({
  key: 'notifications',
  file: 'notifications.json',
  label: 'Notifications',
  explains: 'The notifications the portal showed you, read and unread.',
  ...records(
    ({ id }) => dataSource.getRepository(Notification).createQueryBuilder('notification').where('notification.userId = :id', { id }),
    (notifications) => notifications.map((notification) => archiveRecordOf(notificationDescription, notification)),
  ),
});

/** notification-preferences.json: which notices also come by e-mail. */
export const notificationPreferencesSection = (dataSource: DataSource): DataSection => ({
  key: 'notificationPreferences',
  file: 'notification-preferences.json',
  label: 'Notification preferences',
  explains: 'Which notifications also reach you by e-mail (all on until you save your own).',
  kind: 'single',
  count: () => Promise.resolve(1),
  read: async ({ id }) => {
    const user = await dataSource.getRepository(User).findOneByOrFail({ id });
    return { ...defaultNotificationPreferences, ...user.notificationPreferences };
  },
});

/** The person's notices go. */
export const removeNotifications: ErasureStep = {
  action: 'privacy.erasure.notifications_removed',
  run: async ({ manager, person }) => ({ count: (await manager.delete(Notification, { userId: person.id })).affected ?? 0 }),
};
