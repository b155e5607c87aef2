import type { Server } from 'node:http';
import { logger } from './shared/logger';

/**
 * How long requests under way may take to finish once the server stops accepting new ones. With
 * the closing steps after it, the process is gone within SHUTDOWN_DELAY plus 10 seconds.
 */
export const DRAIN_LIMIT_MS = 8_000;
/** The promise of the previous comment, kept even if a closing step hangs. */
export const EXIT_DEADLINE_AFTER_DELAY_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops taking connections and waits for every request already begun (a slowly streamed upload
 * included) to be answered: a kept-alive connection is closed as soon as it has nothing under way,
 * the others when their answer is sent (app.ts adds `Connection: close`). Whatever is still
 * running after `limitMs` is cut. Resolves with the number of connections cut.
 */
export async function drainHttpServer(server: Server, limitMs = DRAIN_LIMIT_MS): Promise<number> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection whose request finishes during the drain becomes idle: close it then.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  const drained = await Promise.race([closed.then(() => true), delay(limitMs).then(() => false)]);
  clearInterval(sweeper);
  if (drained) return 0;
  const cut = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
  server.closeAllConnections();
  return cut;
}

/**
 * The one owner of the process's stop signals (server.ts and the dev server use it). The first
 * SIGTERM or SIGINT starts `stop`; later ones are logged and change nothing, so a supervisor's
 * second signal, or Ctrl-C reaching both `npm start` and the server, never cuts a drain short.
 * Under scripts/start.mjs (an IPC channel to it), losing that parent stops the server too.
 */
export function stopOnSignals(stop: () => Promise<void>, { deadlineMs }: { deadlineMs: number }): void {
  let stopping = false;
  const begin = (reason: string) => {
    if (stopping) {
      logger.warn({ signal: reason }, 'Already shutting down; requests under way are still being finished');
      return;
    }
    stopping = true;
    logger.info({ signal: reason }, 'Shutting down');
    setTimeout(() => {
      logger.error({ deadlineMs }, 'Shutdown took too long; exiting');
      process.exit(1);
    }, deadlineMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => begin('parent process gone'));
  }
}
