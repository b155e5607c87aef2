import { In, type DataSource, type Repository } from 'typeorm';
import { createUserSchema, setUserRolesSchema, userFilterSchema, type RoleNameValue } from '../../../../validation/users';
import { parseInput } from '../../shared/validate';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { whereAnyContains } from '../../shared/search';
import { RoleName } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { Role } from '../../accounts/role.entity';
import { UserRole } from '../../accounts/user-role.entity';
import { User } from '../../accounts/user.entity';
import type { InvitationsService } from './invitations.service';

const SUPERADMIN_ONLY = 'Only a superadmin can grant or remove the superadmin role';

/**
 * Administrators' management of users and their roles (docs/product.md#admin-panel,
 * docs/product.md#who-may-do-what).
 */
export class UserAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invitations: InvitationsService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first, by name or e-mail and by role. */
  async list(filter: unknown, window: PageWindow, now = new Date()): Promise<Connection<User>> {
    const { search, roleName, hasOverdueTasks } = parseInput(userFilterSchema, filter ?? {});
    const query = this.dataSource.getRepository(User).createQueryBuilder('user');
    whereAnyContains(query, ['user.firstName', 'user.lastName', 'user.email'], search);
    if (roleName) {
      query.andWhere(
        'EXISTS (SELECT 1 FROM user_roles ur INNER JOIN roles r ON r.id = ur.roleId WHERE ur.userId = user.id AND r.name = :roleName)',
        { roleName },
      );
    }
    if (hasOverdueTasks != null) {
      // Overdue as the task list reads it (task-queries.ts): not completed and due before now.
      const overdueTask =
        "EXISTS (SELECT 1 FROM tasks t INNER JOIN engagements e ON e.id = t.engagementId WHERE e.clientId = user.id AND t.status <> 'completed' AND t.dueDate < :overdueBefore)";
      query.andWhere(hasOverdueTasks ? overdueTask : `NOT ${overdueTask}`, { overdueBefore: now });
    }
    const [nodes, totalCount] = await query
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /**
   * Creates a user with their roles and e-mails them a link to choose a password. Duplicate
   * e-mail is a field error; only a superadmin may create another superadmin.
   */
  async create(input: unknown, actor: Viewer, origin: RequestOrigin, now = new Date()): Promise<User> {
    const values = parseInput(createUserSchema, input);
    if (values.roleNames.includes('superadmin') && !actor.roles.includes(RoleName.SUPERADMIN))
      throw new AppError('FORBIDDEN', SUPERADMIN_ONLY);
    const users = this.dataSource.getRepository(User);
    const existing = await users.createQueryBuilder('user').where('LOWER(user.email) = :email', { email: values.email }).getOne();
    if (existing) throw invalidInput([{ path: 'email', message: 'A user with this email already exists' }]);

    const user = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(User, {
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone ?? null,
          country: values.country,
          passwordHash: null,
        }),
      );
      await this.replaceRoles(manager.getRepository(UserRole), manager.getRepository(Role), created.id, values.roleNames);
      const token = await this.invitations.create(manager, created.id, actor.id, now);
      await this.invitations.sendInvitationEmail(created, token, manager);
      return created;
    });
    await this.audit.record({
      actorId: actor.id,
      action: 'user.create',
      resourceType: 'user',
      resourceId: user.id,
      details: { email: user.email, roleNames: values.roleNames },
      ...origin,
    });
    return user;
  }

  /**
   * Replaces a user's roles (PUT /api/admin/users/{id}/roles in docs/product.md#rest-calls). Only a
   * superadmin grants or removes superadmin; the last superadmin keeps it; nobody removes their own
   * administrator rights.
   */
  async setRoles(userId: string, input: unknown, actor: Viewer, origin: RequestOrigin): Promise<User> {
    const { roleNames: next } = parseInput(setUserRolesSchema, input);
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, relations: { userRoles: { role: true } } });
    if (!user) throw notFound();
    const current = user.userRoles.map(({ role }) => role.name as RoleNameValue);
    const has = (names: RoleNameValue[], name: RoleNameValue) => names.includes(name);

    if (has(current, 'superadmin') !== has(next, 'superadmin') && !actor.roles.includes(RoleName.SUPERADMIN))
      throw new AppError('FORBIDDEN', SUPERADMIN_ONLY);
    if (userId === actor.id && (has(current, 'admin') || has(current, 'superadmin')) && !has(next, 'admin') && !has(next, 'superadmin')) {
      throw invalidInput([{ path: 'roleNames', message: 'You cannot remove your own administrator rights' }]);
    }

    await this.dataSource.transaction(async (manager) => {
      if (has(current, 'superadmin') && !has(next, 'superadmin')) {
        const query = manager
          .getRepository(UserRole)
          .createQueryBuilder('userRole')
          .innerJoin('userRole.role', 'role')
          .where('role.name = :name', { name: 'superadmin' });
        // Lock the rows so two admins cannot each remove "the other" last superadmin at once;
        // SQLite has no row locks but runs one write transaction at a time anyway.
        if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
        const superadmins = await query.getCount();
        if (superadmins <= 1) throw invalidInput([{ path: 'roleNames', message: 'The last superadmin cannot lose the superadmin role' }]);
      }
      await this.replaceRoles(manager.getRepository(UserRole), manager.getRepository(Role), userId, next);
      // The roles are the account's too: a client list synced by updated_since hears of the change.
      user.updatedAt = new Date();
      await manager.update(User, userId, { updatedAt: user.updatedAt });
    });
    await this.audit.record({
      actorId: actor.id,
      action: 'user.roles_update',
      resourceType: 'user',
      resourceId: userId,
      details: { email: user.email, from: current, to: next },
      ...origin,
    });
    return user;
  }

  private async replaceRoles(userRoles: Repository<UserRole>, roles: Repository<Role>, userId: string, names: RoleNameValue[]) {
    const found = names.length > 0 ? await roles.findBy({ name: In(names) }) : [];
    await userRoles.delete({ userId });
    if (found.length > 0) await userRoles.insert(found.map((role) => ({ userId, roleId: role.id })));
  }
}
