import type { Viewer } from '../auth/viewer';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user, loaded once per request from the session. */
      viewer: Viewer | null;
    }
  }
}

export {};
