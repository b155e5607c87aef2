import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from './shared/logger';

/**
 * How long requests under way may take to finish once the server stops accepting new ones. With
 * the closing steps after it, the process is gone within SHUTDOWN_DELAY plus 10 seconds.
 */
export const DRAIN_LIMIT_MS = 8_000;
/** The promise of the previous comment, kept even if a closing step hangs. */
export const EXIT_DEADLINE_AFTER_DELAY_MS = 10_000;
/**
 * A connection that has sent nothing for this long after it was accepted is closed by a drain: a
 * browser's preconnect, or a client that went quiet. A request written before the signal has long
 * been read by then.
 */
export const FIRST_REQUEST_GRACE_MS = 1_000;
/** How often a drain looks for connections it may close. */
const SWEEP_INTERVAL_MS = 100;

export interface ConnectionDrain {
  /**
   * Stops taking connections and waits until every request that reached the server is answered;
   * whatever is still running after `limitMs` is cut. Resolves with the number of connections cut.
   */
  drain(limitMs?: number): Promise<number>;
}

interface SilentConnection {
  acceptedAt: number;
  /** A sweep has already found it without a byte read (so the sockets were polled since). */
  seenSilent: boolean;
}

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Follows the connections of `server` from the moment each is accepted, so that a drain answers
 * every request that reached the server before its listening socket closed. Call it before the
 * server listens.
 *
 * Node's `server.close()` alone refuses too much and too little: it closes the listening socket at
 * once, and the kernel resets every connection still waiting in its accept queue, request and all
 * (most of a burst sent just before SIGTERM on a busy machine); and it waits for a connection that
 * never sends anything until the drain limit. So a drain here first accepts what is queued, then
 * closes the listener; Node closes kept-alive connections that have answered and have nothing
 * under way (`closeIdleConnections`, which keeps a connection whose first request is not read
 * yet); connections that have sent nothing within FIRST_REQUEST_GRACE_MS are closed here. Answers
 * sent while draining carry `Connection: close` (app.ts), so the rest end by themselves.
 */
export function followConnections(server: Server): ConnectionDrain {
  const silent = new Map<Socket, SilentConnection>();
  server.on('connection', (socket: Socket) => {
    silent.set(socket, { acceptedAt: Date.now(), seenSilent: false });
    socket.once('close', () => silent.delete(socket));
  });

  const closeThoseOwedNothing = () => {
    server.closeIdleConnections();
    const now = Date.now();
    for (const [socket, connection] of silent) {
      if (socket.bytesRead > 0) {
        silent.delete(socket);
        continue;
      }
      // Closed only on a sweep after one that already saw it silent: the sockets were polled in
      // between, so a request waiting unread in the socket's buffer has been read by then.
      if (connection.seenSilent && now - connection.acceptedAt >= FIRST_REQUEST_GRACE_MS) socket.destroy();
      connection.seenSilent = true;
    }
  };

  /**
   * Accepts what is waiting in the listening socket's queue, then stops listening (`closed`
   * resolves once the last connection has ended too). Each turn of the event loop polls the
   * sockets, accepting every connection the kernel holds, before its immediates run; the listener
   * is closed in the first turn that accepted nothing, so only a connection arriving in the
   * instant between that poll and the close is refused.
   */
  const stopListening = async (): Promise<{ closed: Promise<void> }> => {
    const startedAt = Date.now();
    // The first turn may end the very poll that delivered the signal; the second polls afresh.
    let turns = 0;
    let accepted = 0;
    while ((turns < 2 || accepted > 0) && Date.now() - startedAt < FIRST_REQUEST_GRACE_MS) {
      turns += 1;
      let count = 0;
      const countAccepted = () => (count += 1);
      server.on('connection', countAccepted);
      await nextLoopTurn();
      server.off('connection', countAccepted);
      accepted = count;
    }
    return { closed: new Promise<void>((resolve) => server.close(() => resolve())) };
  };

  return {
    async drain(limitMs = DRAIN_LIMIT_MS) {
      const { closed } = await stopListening();
      closeThoseOwedNothing();
      const sweeper = setInterval(closeThoseOwedNothing, SWEEP_INTERVAL_MS);
      let limitTimer: NodeJS.Timeout | undefined;
      const limitReached = new Promise<boolean>((resolve) => (limitTimer = setTimeout(() => resolve(false), limitMs)));
      const drained = await Promise.race([closed.then(() => true), limitReached]);
      clearTimeout(limitTimer);
      clearInterval(sweeper);
      if (drained) return 0;
      const cut = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
      server.closeAllConnections();
      return cut;
    },
  };
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
