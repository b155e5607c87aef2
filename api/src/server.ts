// First: on a Node.js the project does not support, stop with a reason before anything native loads.
import { serverModulesLoaded } from './node-version-gate';
import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import { loadConfig, type AppConfig } from './config';
import { createDataSource } from './composition/data-source';
import { seedDatabase } from './demo';
import { createApp } from './composition/app';
import { logger } from './shared/logger';
import { EXIT_DEADLINE_AFTER_DELAY_MS, followConnections, stopOnSignals } from './shutdown';
import { features } from './composition/features';
import { archiveBuildAssets } from './http/asset-archive';
import { handleEscapedErrors } from './escaped-errors';
import { describeStartFailure } from './start-failure';

export interface RunningServer {
  url: string;
  /**
   * Stops as docs/operations.md says: not ready at once, serving for SHUTDOWN_DELAY, then drained
   * and closed.
   */
  stop(): Promise<void>;
  /** How long `stop` may take at most (SHUTDOWN_DELAY plus 10 seconds). */
  stopDeadlineMs: number;
}

/** Opens the database, applies migrations, seeds, and serves everything on one port. */
export async function startServer(config: AppConfig = loadConfig()): Promise<RunningServer> {
  const dataSource = createDataSource({ url: config.databaseUrl, dataDir: config.dataDir });
  await dataSource.initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'Applied migrations');
  await seedDatabase(dataSource, { demo: config.demo, uploadDir: config.uploadDir, twoStepKey: config.twoStepKey });

  const app = await createApp(config, dataSource);
  keepBuildAssets(config);
  // Before listening, so neither /readyz nor the first visitor sees a cold renderer.
  await app.warmUp();
  const server = http.createServer(app.express);
  // From the first connection on, so a shutdown knows which connections still owe an answer.
  const connections = followConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  app.attachSubscriptions(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url, database: dataSource.options.type, demo: config.demo }, 'Server listening');
  // Each feature's background jobs (reminders, scheduled backups), as its index.ts lists them.
  const jobs = features.flatMap((feature) => feature.jobs ?? []);
  const stopJobs = jobs.map((job) => job.start({ services: app.services, config, redis: app.redis }));

  let stopping: Promise<void> | undefined;
  return {
    url,
    stopDeadlineMs: config.shutdownDelayMs + EXIT_DEADLINE_AFTER_DELAY_MS,
    stop() {
      stopping ??= (async () => {
        for (const stopJob of stopJobs) stopJob();
        // Not ready any more, but still serving, until the load balancer has noticed (SHUTDOWN_DELAY).
        app.beginDraining();
        logger.info({ shutdownDelayMs: config.shutdownDelayMs }, 'Not ready; serving until the load balancer has noticed');
        if (config.shutdownDelayMs > 0) await delay(config.shutdownDelayMs);
        // No new connections or subscriptions; every request under way is answered (up to a limit).
        const [cut] = await Promise.all([connections.drain(), app.closeSubscriptions()]);
        if (cut > 0) logger.warn({ connections: cut }, 'Connections still busy after the drain limit were cut');
        else logger.info('Every request under way was answered');
        await app.close();
        await dataSource.destroy();
      })();
      return stopping;
    },
  };
}

/** This build's files into the archive pages from earlier builds still fetch from (http/asset-archive.ts). */
function keepBuildAssets(config: AppConfig): void {
  try {
    const { archived, pruned } = archiveBuildAssets(path.join(config.webDistDir, 'assets'), config.assetsArchiveDir);
    if (archived > 0 || pruned > 0) logger.info({ archived, pruned, dir: config.assetsArchiveDir }, 'Archived the build’s files');
  } catch (error) {
    // Serving goes on: only pages loaded before a deploy miss files they fetch later.
    logger.warn({ err: error, dir: config.assetsArchiveDir }, 'Could not archive the build’s files');
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

if (require.main === module) {
  serverModulesLoaded();
  handleEscapedErrors(logger);
  startServer()
    .then((running) => stopOnSignals(() => running.stop(), { deadlineMs: running.stopDeadlineMs }))
    .catch((error: unknown) => {
      logger.fatal({ err: error }, 'The server could not start');
      // Also in plain words on standard error, for whoever reads a terminal or a supervisor's log.
      process.stderr.write(`The server could not start: ${describeStartFailure(error)}\n`);
      process.exit(1);
    });
}
