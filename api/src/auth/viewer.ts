import type { DataSource } from 'typeorm';
import { User } from '../features/users/user.entity';
import { UserSession } from '../features/sessions/user-session.entity';
import { TwoStepEnrolment } from '../features/two-step/two-step-enrolment.entity';
import { isRoleName, staffRoles, type RoleName } from './roles';

/** The signed-in user as every rule sees them: who, and which roles they hold. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  roles: RoleName[];
  /**
   * The user's row and roles as read for this request: the request's DataLoaders start from it,
   * so `me { roles }` reads neither again.
   */
  record?: User;
  /** The registered session this request came with (features/sessions), and when it was last noted. */
  session?: { id: string; lastSeenAt: Date };
}

export function hasAnyRole(viewer: Viewer | null, roles: readonly RoleName[]): boolean {
  return !!viewer && viewer.roles.some((role) => roles.includes(role));
}

/** Rules of the deployment that decide whether a session still stands (config.ts). */
export interface ViewerPolicy {
  /** STAFF_TWO_STEP=required: a staff member's session needs two-step sign-in on. */
  staffTwoStepRequired?: boolean;
}

/** The part of a session that says who it is for (auth/session.ts). */
export interface SessionIdentity {
  userId?: string;
  generation?: number;
  /** The session's row in user_sessions; missing for sessions started before that registry. */
  registryId?: string;
}

/**
 * Loads the viewer of a session. A deleted or deactivated user is nobody, and so is a session of
 * an older generation than the user's (signed out by a password change or reset) or one its owner
 * ended from their profile.
 */
export async function loadViewer(
  dataSource: DataSource,
  identity: SessionIdentity | undefined,
  policy: ViewerPolicy = {},
): Promise<Viewer | null> {
  const userId = identity?.userId;
  if (!userId) return null;
  // One statement (findOne with relations would send two: every signed-in request pays this).
  const query = dataSource
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.userRoles', 'userRole')
    .leftJoinAndSelect('userRole.role', 'role')
    .leftJoinAndMapOne('user.currentSession', UserSession, 'userSession', 'userSession.id = :registryId AND userSession.userId = user.id', {
      registryId: identity.registryId ?? '',
    });
  if (policy.staffTwoStepRequired) {
    query.leftJoinAndMapOne('user.twoStep', TwoStepEnrolment, 'twoStep', 'twoStep.userId = user.id AND twoStep.confirmedAt IS NOT NULL');
  }
  const user = await query.where('user.id = :userId', { userId }).getOne();
  if (!user || user.isActive === false) return null;
  // A staff member without two-step sign-in where it is required (turned on, or theirs reset
  // since) is signed out, and led to set it up at the next sign-in.
  const staff = user.userRoles.some((userRole) => (staffRoles as readonly string[]).includes(userRole.role.name));
  if (policy.staffTwoStepRequired && staff && !(user as User & { twoStep?: TwoStepEnrolment }).twoStep) return null;
  // Sessions started before generations existed carry none: they belong to generation 0.
  if ((identity.generation ?? 0) !== user.sessionGeneration) return null;
  const registered = (user as User & { currentSession?: UserSession }).currentSession;
  if (identity.registryId && (!registered || registered.endedAt)) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    roles: user.userRoles.map((userRole) => userRole.role.name).filter(isRoleName),
    record: user,
    session: registered ? { id: registered.id, lastSeenAt: registered.lastSeenAt } : undefined,
  };
}
