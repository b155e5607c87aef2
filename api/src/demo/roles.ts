import type { EntityManager } from 'typeorm';
import { Role, type RoleNameValue } from '../accounts/role.entity';

export interface RoleDefinition {
  name: RoleNameValue;
  description: string;
  permissions: string[];
}

/**
 * The four roles of docs/product.md#roles, with the access of docs/product.md#record-access.
 * The permission strings describe the rule each role is given; the services decide access from
 * the role names.
 */
export const roleDefinitions: RoleDefinition[] = [
  {
    name: 'client',
    description:
      'Client of the firm: sees and manages only their own documents, engagements, tasks, appointments, messages, notifications and company profile.',
    permissions: [
      'profile:own',
      'company:own',
      'documents:own',
      'engagements:own',
      'tasks:own',
      'appointments:own',
      'messages:own',
      'notifications:own',
    ],
  },
  {
    name: 'advisor',
    description: 'Advisor at the firm: approves documents and works on the records of the clients they serve.',
    permissions: [
      'profile:own',
      'documents:assigned',
      'documents:approve',
      'engagements:assigned',
      'tasks:assigned',
      'appointments:assigned',
      'messages:own',
      'notifications:own',
    ],
  },
  {
    name: 'admin',
    description: 'Administrator: sees everything, tracks contact submissions and manages users and their roles (except superadmin).',
    permissions: [
      'profile:own',
      'users:read',
      'users:write',
      'roles:read',
      'roles:assign',
      'contact-submissions:read',
      'stats:read',
      'documents:all',
      'documents:approve',
      'engagements:all',
      'tasks:all',
      'appointments:all',
      'messages:own',
      'notifications:own',
      'settings:read',
      'audit:read',
    ],
  },
  {
    name: 'superadmin',
    description: 'Superadministrator: every permission, including granting and removing the superadmin role.',
    permissions: ['*'],
  },
];

/**
 * Creates the four roles, or brings an existing role's description and permissions back to
 * the definition above (roles are defined by the code, not edited in the portal). Returns the
 * role ids by name.
 */
export async function seedRoles(manager: EntityManager): Promise<Record<RoleNameValue, string>> {
  const repository = manager.getRepository(Role);
  const ids = {} as Record<RoleNameValue, string>;
  for (const definition of roleDefinitions) {
    const existing = await repository.findOneBy({ name: definition.name });
    if (!existing) {
      const created = await repository.save(repository.create(definition));
      ids[definition.name] = created.id;
      continue;
    }
    const permissionsChanged = JSON.stringify(existing.permissions) !== JSON.stringify(definition.permissions);
    if (existing.description !== definition.description || permissionsChanged) {
      await repository.update({ id: existing.id }, { description: definition.description, permissions: definition.permissions });
    }
    ids[definition.name] = existing.id;
  }
  return ids;
}
