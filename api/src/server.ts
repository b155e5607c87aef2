import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig, type AppConfig } from './config';
import { createDataSource } from './db/data-source';
import { seedDatabase } from './db/seed';
import { createApp } from './app';
import { logger } from './shared/logger';
import type { RedisConnections } from './shared/redis/redis-connections';
import { scheduleBackups } from './features/backups/backup-schedule';

/** How often the server looks for appointments to remind people of. */
const REMINDER_ROUND_MS = 5 * 60 * 1000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, seeds, and serves everything on one port. */
export async function startServer(config: AppConfig = loadConfig()): Promise<RunningServer> {
  const dataSource = createDataSource({ url: config.databaseUrl, dataDir: config.dataDir });
  await dataSource.initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'Applied migrations');
  await seedDatabase(dataSource, { demo: config.demo, uploadDir: config.uploadDir, twoStepKey: config.twoStepKey });

  const app = await createApp(config, dataSource);
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.express.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  app.attachSubscriptions(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url, database: dataSource.options.type, demo: config.demo }, 'Server listening');
  const stopReminders = scheduleReminders(
    'appointment-reminders',
    app.services.appointmentReminders,
    roundClaim(app.redis, 'appointment-reminders'),
  );
  const stopRequestReminders = scheduleReminders(
    'overdue-document-requests',
    app.services.overdueRequestReminders,
    roundClaim(app.redis, 'overdue-document-requests'),
  );
  const stopBackups = scheduleBackups(app.services.backups, config.backupEvery);

  let stopping: Promise<void> | undefined;
  return {
    url,
    stop() {
      stopping ??= (async () => {
        stopReminders();
        stopRequestReminders();
        stopBackups();
        // Not ready any more, but still serving, until the load balancer has noticed (SHUTDOWN_DELAY).
        app.beginDraining();
        if (config.shutdownDelayMs > 0) await delay(config.shutdownDelayMs);
        // No new connections; requests under way finish, up to a limit.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.race([closed, delay(DRAIN_LIMIT_MS)]);
        server.closeAllConnections();
        await app.close();
        await dataSource.destroy();
      })();
      return stopping;
    },
  };
}

/** How long requests under way may take to finish once the server stops accepting new ones. */
const DRAIN_LIMIT_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * With several instances, one runs each reminder round: the first to claim it in Redis. Each
 * reminder is also claimed in the database before it is sent, so even two rounds never remind twice.
 */
function roundClaim(redis: RedisConnections | undefined, job: string): () => Promise<boolean> {
  if (!redis) return async () => true;
  return () =>
    redis.client.set(`jobs:${job}:round`, String(process.pid), 'PX', REMINDER_ROUND_MS - 5000, 'NX').then(
      (answer) => answer === 'OK',
      () => false,
    );
}

/**
 * Looks for due reminders (appointments, overdue document requests) now and every few minutes;
 * a failed round is logged and retried.
 */
function scheduleReminders(job: string, reminders: { sendDue(): Promise<number> }, claim: () => Promise<boolean>): () => void {
  const round = () =>
    claim()
      .then((claimed) => (claimed ? reminders.sendDue() : 0))
      .then(
        (sent) => sent > 0 && logger.info({ job, sent }, 'Reminders sent'),
        (error: unknown) => logger.error({ err: error, job }, 'Reminders failed'),
      );
  void round();
  const timer = setInterval(() => void round(), REMINDER_ROUND_MS);
  timer.unref();
  return () => clearInterval(timer);
}

if (require.main === module) {
  startServer()
    .then((running) => {
      const shutdown = (signal: string) => {
        logger.info({ signal }, 'Shutting down');
        running.stop().then(
          () => process.exit(0),
          (error) => {
            logger.error({ err: error }, 'Shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    })
    .catch((error) => {
      logger.fatal({ err: error }, 'The server could not start');
      process.exit(1);
    });
}
