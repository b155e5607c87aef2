import type { Request } from 'express';
import { AppError, asError } from '../../shared/errors';

/** What a sign-in still needs after the password: a code, or setting up an authenticator first. */
export type SecondStep = 'code' | 'enrol';

export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/**
 * The half-signed-in state between a right password and the second step. It lives in the
 * session but carries no `userId`, so it grants nothing (auth/viewer.ts reads only `userId`),
 * and it expires: five minutes to type a code, a quarter of an hour to set up an authenticator.
 */
export interface PendingSignIn {
  userId: string;
  /** The user's session generation at the password: a password change meanwhile voids it. */
  generation: number;
  stage: SecondStep;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingSignIn?: PendingSignIn;
  }
}

export const PENDING_SIGN_IN_LIFETIME_MS: Record<SecondStep, number> = {
  code: 5 * 60 * 1000,
  enrol: 15 * 60 * 1000,
};

/** After the password: a fresh, empty session that holds only the pending second step. */
export function holdForSecondStep(
  req: Request,
  user: { id: string; sessionGeneration: number },
  stage: SecondStep,
  now = new Date(),
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS[stage]);
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(asError(regenerateError));
      req.session.pendingSignIn = { userId: user.id, generation: user.sessionGeneration, stage, expiresAt: expiresAt.getTime() };
      req.session.save((saveError) => (saveError ? reject(asError(saveError)) : resolve(expiresAt)));
    });
  });
}

/** The pending sign-in at `stage`, or 401 "Your sign-in has expired" when there is none (or it is too old). */
export function pendingSignIn(req: Request, stage: SecondStep, now = new Date()): PendingSignIn {
  const pending = req.session?.pendingSignIn;
  if (!pending || pending.stage !== stage || pending.expiresAt <= now.getTime()) throw new AppError('UNAUTHENTICATED', SIGN_IN_EXPIRED);
  return pending;
}
