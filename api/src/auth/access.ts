import { forbidden, unauthenticated } from '../shared/errors';
import type { RoleName } from '../accounts/roles';
import type { Viewer } from './viewer';

/**
 * The one access rule behind both APIs: the @auth directive in GraphQL and requireAuth in
 * REST. No viewer is UNAUTHENTICATED (401); a viewer without any of `requires` is FORBIDDEN (403).
 * An empty `requires` means any signed-in user.
 */
export function assertAllowed(viewer: Viewer | null, requires: readonly RoleName[] = []): Viewer {
  if (!viewer) throw unauthenticated();
  if (requires.length > 0 && !viewer.roles.some((role) => requires.includes(role))) throw forbidden();
  return viewer;
}
