import type { DataSource } from 'typeorm';
import { User } from '../features/users/user.entity';
import { isRoleName, type RoleName } from './roles';

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
}

export function hasAnyRole(viewer: Viewer | null, roles: readonly RoleName[]): boolean {
  return !!viewer && viewer.roles.some((role) => roles.includes(role));
}

/** Loads the viewer for a session's user id; a deleted or deactivated user is nobody. */
export async function loadViewer(dataSource: DataSource, userId: string | undefined): Promise<Viewer | null> {
  if (!userId) return null;
  // One statement (findOne with relations would send two: every signed-in request pays this).
  const user = await dataSource
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.userRoles', 'userRole')
    .leftJoinAndSelect('userRole.role', 'role')
    .where('user.id = :userId', { userId })
    .getOne();
  if (!user || user.isActive === false) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    roles: user.userRoles.map((userRole) => userRole.role.name).filter(isRoleName),
    record: user,
  };
}
