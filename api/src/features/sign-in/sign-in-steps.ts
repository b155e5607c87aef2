import type { Request, Response } from 'express';
import type { Services } from '../../context/services';
import type { User } from '../../accounts/user.entity';
import { endSession, keepCurrentSession, requestOrigin, startSession } from '../../auth/session';
import { holdForSecondStep, pendingSignIn, type SecondStep } from './pending-sign-in';
import { unauthenticated } from '../../shared/errors';
import type { RequestOrigin } from '../../auth/session';

/**
 * What signing in, signing out and changing the password do to the session, once for both APIs
 * (REST auth.routes.ts and GraphQL auth.resolver.ts).
 */

/** Signed in, or the password was right and a second step is needed (nothing is granted yet). */
export type SignInOutcome = { user: User; nextStep?: undefined } | { user?: undefined; nextStep: SecondStep; expiresAt: Date };

/**
 * Checks the credentials; then either starts a fresh session and registers it on the user's
 * session list, or holds the sign-in for its second step (two-step sign-in, features/two-step).
 */
export async function signIn(req: Request, services: Services, input: unknown): Promise<SignInOutcome> {
  const origin = requestOrigin(req);
  const user = await services.auth.authenticate(input, origin);
  const nextStep = await services.twoStep.stepAfterPassword(user.id);
  if (nextStep) return { nextStep, expiresAt: await holdForSecondStep(req, user, nextStep) };
  await finishSignIn(req, services, user, origin);
  return { user };
}

/** The second step: a code from the authenticator app or a recovery code completes the sign-in. */
export async function signInWithCode(req: Request, services: Services, input: unknown): Promise<User> {
  const origin = requestOrigin(req);
  const pending = pendingSignIn(req, 'code');
  const { user, factor } = await services.twoStep.verifySignIn(pending, input, origin);
  await finishSignIn(req, services, user, origin, factor);
  return user;
}

/**
 * Whose authenticator is being set up: the signed-in user's (Security tab), or that of a staff
 * member who must set it up to finish signing in (STAFF_TWO_STEP=required).
 */
export function enrollingUserId(req: Request): string {
  if (req.viewer) return req.viewer.id;
  const pending = req.session?.pendingSignIn;
  if (pending?.stage === 'enrol') return pendingSignIn(req, 'enrol').userId;
  throw unauthenticated();
}

/**
 * Turns two-step sign-in on with the app's first code. For a sign-in held for enrolment this
 * also completes the sign-in, and the user is answered with the recovery codes.
 */
export async function confirmEnrolment(
  req: Request,
  services: Services,
  input: unknown,
): Promise<{ recoveryCodes: string[]; user?: User }> {
  const origin = requestOrigin(req);
  if (req.viewer) return { recoveryCodes: await services.twoStep.confirmEnrolment(req.viewer.id, input, origin) };
  const user = await services.twoStep.signInUser(pendingSignIn(req, 'enrol'));
  const recoveryCodes = await services.twoStep.confirmEnrolment(user.id, input, origin);
  await finishSignIn(req, services, user, origin, 'authenticator');
  return { recoveryCodes, user };
}

async function finishSignIn(req: Request, services: Services, user: User, origin: RequestOrigin, secondFactor?: string): Promise<void> {
  await services.auth.recordSignIn(user, origin, secondFactor);
  await startSession(req, user, await services.sessions.register(user.id, origin, secondFactor ?? null));
}

/**
 * Ends this session, in the store and on the user's session list, and asks the browser to forget
 * what it kept for this site (its HTTP cache, the portal's service worker and its caches, local
 * storage), so the next person at a shared device starts from nothing.
 */
export async function signOut(req: Request, res: Response, services: Services): Promise<void> {
  if (req.viewer) await services.auth.recordLogout(req.viewer.id, requestOrigin(req));
  if (req.session?.registryId) await services.sessions.endById(req.session.registryId);
  await endSession(req, res);
  res.setHeader('Clear-Site-Data', '"cache", "storage"');
}

/** Changes the password; every other session ends and this one stays signed in. */
export async function changePassword(req: Request, services: Services, input: unknown): Promise<void> {
  const generation = await services.passwords.change(req.viewer!, input, requestOrigin(req), req.session.registryId);
  await keepCurrentSession(req, generation);
}
