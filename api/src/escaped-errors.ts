import type { Logger } from 'pino';
import { answersInJson } from './http/respond';
import { currentRequestScope } from './http/request-scope';

/**
 * The last line of defence: an error thrown where nothing can catch it (inside a library's
 * callback) or a promise nobody awaited. Such errors are bugs to fix where they start (every
 * decoder of a client's bytes checks them first: shared/png-check.ts); this only keeps one bad
 * request from taking every other one down with the process.
 *
 * Inside a request's work the error is logged with the request id, and that request is answered
 * 500 if it has not been answered yet (its connection is closed if it has); the process goes on
 * serving. Outside any request (a background job, start-up) nothing says what state is left, so
 * the process logs why and exits non-zero for its supervisor to start it again, as Node would.
 */
export function handleEscapedError(error: unknown, origin: string, log: Logger, exit: (code: number) => void): void {
  const scope = currentRequestScope();
  if (!scope) {
    log.fatal({ err: error, origin }, 'An error escaped outside any request; stopping');
    exit(1);
    return;
  }
  const { id, req, res } = scope;
  log.error({ err: error, origin, requestId: id, method: req.method, path: req.path }, 'An error escaped a request’s work');
  if (res.headersSent) {
    // Part of an answer has gone out; the rest never will. Closing tells the client so.
    res.destroy();
    return;
  }
  res.status(500);
  if (answersInJson(req)) res.json({ message: 'Internal server error', requestId: id });
  else res.type('text').send('Internal server error');
}

/** Installs the handler for the process (server.ts, when run as the server). */
export function handleEscapedErrors(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on('uncaughtException', (error, origin) => handleEscapedError(error, origin, log, exit));
  process.on('unhandledRejection', (reason) => handleEscapedError(reason, 'unhandledRejection', log, exit));
}
