import type { Request, Response } from 'express';
import type { RequestOrigin } from '../features/audit/audit.service';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const SESSION_COOKIE_NAME = 'firm.sid';

/** A fresh session id at sign-in, so an id planted before login is worth nothing after it. */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = userId;
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
