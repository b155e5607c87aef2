import type { Request, Response } from 'express';
import type { Services } from '../services';
import type { User } from '../features/users/user.entity';
import { endSession, keepCurrentSession, requestOrigin, startSession } from './session';

/**
 * What signing in, signing out and changing the password do to the session, once for both doors
 * (REST auth.routes.ts and GraphQL auth.resolver.ts).
 */

/** Checks the credentials, starts a fresh session and registers it on the user's session list. */
export async function signIn(req: Request, services: Services, input: unknown): Promise<User> {
  const origin = requestOrigin(req);
  const user = await services.auth.authenticate(input, origin);
  await startSession(req, user, await services.sessions.register(user.id, origin));
  return user;
}

/** Ends this session, in the store and on the user's session list. */
export async function signOut(req: Request, res: Response, services: Services): Promise<void> {
  if (req.viewer) await services.auth.recordLogout(req.viewer.id, requestOrigin(req));
  if (req.session?.registryId) await services.sessions.endById(req.session.registryId);
  await endSession(req, res);
}

/** Changes the password; every other session ends and this one stays signed in. */
export async function changePassword(req: Request, services: Services, input: unknown): Promise<void> {
  const generation = await services.passwords.change(req.viewer!, input, requestOrigin(req), req.session.registryId);
  await keepCurrentSession(req, generation);
}
