import { logger } from '../shared/logger';
import type { RedisConnections } from '../shared/redis/redis-connections';
import type { BackgroundJob } from './feature-module';
import type { Services } from './services';

/** How often the server looks for reminders that are due. */
export const REMINDER_ROUND_MS = 5 * 60 * 1000;

/**
 * A job that looks for due reminders (appointments, overdue document requests) now and every few
 * minutes; a failed round is logged and retried at the next.
 */
export function reminderJob(
  name: string,
  reminders: (services: Services) => { sendDue(): Promise<number> },
  /** What the log says when a round did something. */
  done = 'Reminders sent',
): BackgroundJob {
  return {
    name,
    start({ services, redis }) {
      const claim = roundClaim(redis, name);
      const round = () =>
        claim()
          .then((claimed) => (claimed ? reminders(services).sendDue() : 0))
          .then(
            (sent) => sent > 0 && logger.info({ job: name, sent }, done),
            (error: unknown) => logger.error({ err: error, job: name }, `${name} failed`),
          );
      void round();
      const timer = setInterval(() => void round(), REMINDER_ROUND_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/**
 * With several instances, one runs each reminder round: the first to claim it in Redis. Each
 * reminder is also claimed in the database before it is sent, so even two rounds never remind twice.
 */
function roundClaim(redis: RedisConnections | undefined, job: string): () => Promise<boolean> {
  if (!redis) return () => Promise.resolve(true);
  return () =>
    redis.client.set(`jobs:${job}:round`, String(process.pid), 'PX', REMINDER_ROUND_MS - 5000, 'NX').then(
      (answer) => answer === 'OK',
      () => false,
    );
}
