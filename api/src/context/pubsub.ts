import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type Redis from 'ioredis';
import type { RedisConnections } from '../shared/redis/redis-connections';
import { logger } from '../shared/logger';

/**
 * The events GraphQL subscriptions listen to, by topic, with what each carries. Each feature adds
 * the events it publishes in its own index.ts (declaration merging, as for Services):
 *
 *     declare module '../../context/pubsub' {
 *       interface LiveEvents { CONTACT_SUBMISSION_ADDED: [ContactSubmission] }
 *     }
 */
// A type alias could not be merged into; the members come from the features.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveEvents {}

export type AppPubSub = ReturnType<typeof createAppPubSub>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Events cross Redis as JSON; their instants come back as Dates, as the resolvers expect. */
const serializer = {
  stringify: (message: unknown) => JSON.stringify(message),
  parse: (message: string): unknown =>
    JSON.parse(message, (_key, value: unknown) => (typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : value)),
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
  return createPubSub<{ [Topic in keyof LiveEvents]: LiveEvents[Topic] }>(eventTarget ? { eventTarget } : undefined);
}
