import type { Request, Response } from 'express';
import type { Session, SessionData } from 'express-session';
import { asError } from '../shared/errors';

/** Who asked, from where: taken from the request by the REST and GraphQL entry points alike. */
export interface RequestOrigin {
  ipAddress?: string | null;
  userAgent?: string | null;
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The user's session generation at sign-in; a session of an older one is signed out. */
    generation?: number;
    /** The session's row in user_sessions, which its owner sees and can end (features/sessions). */
    registryId?: string;
    /** When the browser's cookie was last sent again with a later expiry (renewExpiryWhenStale). */
    renewedAt?: number;
  }
}

export const SESSION_COOKIE_NAME = 'firm.sid';

/** A session unused this long expires (the cookie's rolling max-age). */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;

/** How stale the session's expiry may grow, in the browser's cookie and in the store, before a request renews it. */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 1000;

/**
 * The idle timeout rolls, but not on every request: a signed-in session's expiry is renewed (its
 * cookie sent again, its stored copy written) only once it is a minute old. express-session's
 * `rolling` re-signed and re-sent the cookie on every answer; here the session is marked changed
 * when renewal is due, and express-session then saves it and sends the cookie with its new expiry.
 * A session thus ends at most a minute before a full idle timeout after its last request.
 */
export function renewExpiryWhenStale(session: Session & Partial<SessionData>, now = Date.now()): void {
  const { expires, originalMaxAge } = session.cookie;
  if (!expires || !originalMaxAge) return;
  if (now + originalMaxAge - expires.getTime() >= SESSION_RENEWAL_INTERVAL_MS) session.renewedAt = now;
}

/** A fresh session id at sign-in, so an id planted before login is worth nothing after it. */
export function startSession(req: Request, user: { id: string; sessionGeneration: number }, registryId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(asError(regenerateError));
      req.session.userId = user.id;
      req.session.generation = user.sessionGeneration;
      req.session.registryId = registryId;
      req.session.save((saveError) => (saveError ? reject(asError(saveError)) : resolve()));
    });
  });
}

/** Destroys the stored session and tells the browser to forget the cookie. */
export function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(asError(error));
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
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(asError(error)) : resolve())));
}
