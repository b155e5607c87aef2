import type { Request, Response } from 'express';
import type { RequestOrigin } from '../features/audit/audit.service';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The user's session generation at sign-in; a session of an older one is signed out. */
    generation?: number;
    /** The session's row in user_sessions, which its owner sees and can end (features/sessions). */
    registryId?: string;
  }
}

export const SESSION_COOKIE_NAME = 'firm.sid';

/** A session unused this long expires (the cookie's rolling max-age). */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;

/** A fresh session id at sign-in, so an id planted before login is worth nothing after it. */
export function startSession(req: Request, user: { id: string; sessionGeneration: number }, registryId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = user.id;
      req.session.generation = user.sessionGeneration;
      req.session.registryId = registryId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Destroys the stored session and tells the browser to forget the cookie. */
export function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(error);
      res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
      resolve();
    });
  });
}

export function requestOrigin(req: Request): RequestOrigin {
  return { ipAddress: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}

/** After a password change: this session moves to the new generation, so only the others end. */
export function keepCurrentSession(req: Request, generation: number): Promise<void> {
  req.session.generation = generation;
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
