import type { Logger } from 'pino';
import type { Viewer } from '../auth/viewer';

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user, loaded once per request from the session. */
      viewer: Viewer | null;
    }
  }
}

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (http/request-id.ts), on its X-Request-Id header and its log lines. */
    id: string;
    /** A logger whose every line carries the request's id (http/request-log.ts). */
    log: Logger;
  }
}

export {};
