import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { RECIPIENT_IS_SELF, RECIPIENT_NOT_FOUND } from '../../../../validation/messages';
import { fullNameOf } from '../../../../validation/people';
import { RoleName, staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { invalidInput } from '../../shared/errors';
import { whereAnyContains } from '../../shared/search';
import { User } from '../../accounts/user.entity';

/** The most people the compose dialog's suggestions list at once; typing narrows them. */
export const RECIPIENT_SUGGESTION_LIMIT = 50;

/**
 * Staff (advisor, admin, superadmin) may write to anyone; a client only to staff. Whether
 * someone is a client is not revealed: writing to one is answered like writing to nobody.
 */
export const writesToAnyone = (viewer: Viewer) => hasAnyRole(viewer, staffRoles);

const roleNamesOf = (user: User) => (user.userRoles ?? []).map((userRole) => userRole.role.name);

/** How a recipient's role reads in the compose dialog's suggestions. */
export function roleLabel(roleNames: string[]): string {
  if (roleNames.includes(RoleName.ADMIN) || roleNames.includes(RoleName.SUPERADMIN)) return 'Administrator';
  if (roleNames.includes(RoleName.ADVISOR)) return 'Advisor';
  return 'Client';
}

const recipientNotFound = () => invalidInput([{ path: 'recipientId', message: RECIPIENT_NOT_FOUND }]);

/** Active users the viewer may write to, with their roles; a client's query keeps staff only. */
function writableUsers(manager: EntityManager, viewer: Viewer): SelectQueryBuilder<User> {
  const query = manager.getRepository(User).createQueryBuilder('user').where('user.isActive = :active', { active: true });
  if (writesToAnyone(viewer)) {
    return query.leftJoinAndSelect('user.userRoles', 'userRole').leftJoinAndSelect('userRole.role', 'role');
  }
  return query
    .innerJoinAndSelect('user.userRoles', 'userRole')
    .innerJoinAndSelect('userRole.role', 'role', 'role.name IN (:...staff)', { staff: [...staffRoles] });
}

/**
 * The user a message goes to, named by id or by e-mail address (any case). Unknown, inactive,
 * out-of-bounds (a client for a client) and oneself are field errors on recipientId.
 */
export async function resolveRecipient(manager: EntityManager, viewer: Viewer, idOrEmail: string): Promise<User> {
  const byEmail = idOrEmail.includes('@');
  const isSelf = byEmail ? idOrEmail.toLowerCase() === viewer.email.toLowerCase() : idOrEmail === viewer.id;
  if (isSelf) throw invalidInput([{ path: 'recipientId', message: RECIPIENT_IS_SELF }]);
  if (!byEmail && idOrEmail.length > 36) throw recipientNotFound();
  const query = writableUsers(manager, viewer);
  if (byEmail) query.andWhere('LOWER(user.email) = :email', { email: idOrEmail.toLowerCase() });
  else query.andWhere('user.id = :id', { id: idOrEmail });
  const recipient = await query.getOne();
  if (!recipient) throw recipientNotFound();
  return recipient;
}

export interface MessageRecipient {
  id: string;
  name: string;
  email: string;
  roleLabel: string;
}

/** The people the viewer may write to, by name, narrowed by name or e-mail when searching. */
export async function listRecipients(
  manager: EntityManager,
  viewer: Viewer,
  search: string | null | undefined,
): Promise<MessageRecipient[]> {
  const query = writableUsers(manager, viewer).andWhere('user.id != :viewerId', { viewerId: viewer.id });
  whereAnyContains(query, ['user.firstName', 'user.lastName', 'user.email'], search);
  const users = await query
    .orderBy('user.firstName', 'ASC')
    .addOrderBy('user.lastName', 'ASC')
    .addOrderBy('user.id', 'ASC')
    .take(RECIPIENT_SUGGESTION_LIMIT)
    .getMany();
  return users.map((user) => ({ id: user.id, name: fullNameOf(user), email: user.email, roleLabel: roleLabel(roleNamesOf(user)) }));
}
