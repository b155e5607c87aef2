import type { Notification } from './notification.entity';

/** Published per user: the topic id is the id of the user the notification is for. */
export const NOTIFICATION_ADDED = 'NOTIFICATION_ADDED';

declare module '../../context/pubsub' {
  interface LiveEvents {
    [NOTIFICATION_ADDED]: [userId: string, notification: Notification];
  }
}
