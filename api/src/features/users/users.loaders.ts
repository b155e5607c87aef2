import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { UserRole } from '../../accounts/user-role.entity';
import type { Role } from '../../accounts/role.entity';
import { User } from '../../accounts/user.entity';
import { readByIds } from '../../db/entity-reader';

/** Roles of many users in one statement, whatever the length of the list being resolved. */
export function createRolesByUserIdLoader(dataSource: DataSource): DataLoader<string, Role[]> {
  return new DataLoader(async (userIds: readonly string[]) => {
    const rows = await dataSource.getRepository(UserRole).find({
      where: { userId: In([...userIds]) },
      relations: { role: true },
      order: { assignedAt: 'ASC' },
    });
    const byUser = new Map<string, Role[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row.role);
    return userIds.map((id) => byUser.get(id) ?? []);
  });
}

/** Users by id in one statement: the actor of audit entries, owners and approvers of records. */
export function createUserByIdLoader(dataSource: DataSource): DataLoader<string, User | null> {
  return new DataLoader(async (ids: readonly string[]) => {
    // Every list of records names people: read them without the query builder.
    const users = await readByIds(dataSource, User, ids);
    const byId = new Map(users.map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
