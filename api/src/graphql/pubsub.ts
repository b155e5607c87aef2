import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type Redis from 'ioredis';
import type { ContactSubmission } from '../features/contact/contact-submission.entity';
import type { Notification } from '../features/notifications/notification.entity';
import type { RedisConnections } from '../shared/redis/redis-connections';
import { logger } from '../shared/logger';

/** The events GraphQL subscriptions listen to, with what each carries. */
export const topics = {
  contactSubmissionAdded: 'CONTACT_SUBMISSION_ADDED',
  /** Published per user: the topic id is the id of the user the notification is for. */
  notificationAdded: 'NOTIFICATION_ADDED',
} as const;

export type AppPubSub = ReturnType<typeof createAppPubSub>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Events cross Redis as JSON; their instants come back as Dates, as the resolvers expect. */
const serializer = {
  stringify: (message: unknown) => JSON.stringify(message),
  parse: (message: string) =>
    JSON.parse(message, (_key, value) => (typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : value)),
};

/**
 * The subscription bus. In-process when REDIS_URL is unset (one process serves every socket);
 * through Redis when set, so a socket on any instance hears events published by any other.
 */
export function createAppPubSub(redis?: RedisConnections) {
  const eventTarget = redis
    ? createRedisEventTarget({
        // An event published while Redis is away is lost, not a crash: the record itself is stored,
        // and the pages read it on their next fetch.
        publishClient: {
          publish: (channel: string, message: string) =>
            redis.client
              .publish(channel, message)
              .catch((error: unknown) => logger.warn({ err: error, channel }, 'A live event was not published')),
        } as unknown as Redis,
        subscribeClient: redis.subscriber,
        serializer,
      })
    : undefined;
  return createPubSub<{
    [topics.contactSubmissionAdded]: [ContactSubmission];
    [topics.notificationAdded]: [userId: string, notification: Notification];
  }>(eventTarget ? { eventTarget } : undefined);
}
