import type { DataSource } from 'typeorm';
import { User } from '../features/users/user.entity';
import { isRoleName, type RoleName } from './roles';

/** The signed-in user as every rule sees them: who, and which roles they hold. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  roles: RoleName[];
}

export function hasAnyRole(viewer: Viewer | null, roles: readonly RoleName[]): boolean {
  return !!viewer && viewer.roles.some((role) => roles.includes(role));
}

/** Loads the viewer for a session's user id; a deleted or deactivated user is nobody. */
export async function loadViewer(dataSource: DataSource, userId: string | undefined): Promise<Viewer | null> {
  if (!userId) return null;
  const user = await dataSource.getRepository(User).findOne({
    where: { id: userId },
    relations: { userRoles: { role: true } },
  });
  if (!user || user.isActive === false) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    roles: user.userRoles.map((userRole) => userRole.role.name).filter(isRoleName),
  };
}
