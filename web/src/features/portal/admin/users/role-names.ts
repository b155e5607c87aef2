import type { RoleName } from '../../../../graphql/generated';
import { roleNameValues, type RoleNameValue } from '@validation/users';
import type { BadgeTone } from '../../../../components/Badge';

/**
 * Roles travel as the GraphQL enum (CLIENT…) but are stored, listed by AdminRoles and checked by
 * the shared zod schema in lower case (client…); these convert between the two.
 */
export function toRoleName(value: RoleNameValue): RoleName {
  return value.toUpperCase() as RoleName;
}

export function isRoleNameValue(name: string): name is RoleNameValue {
  return (roleNameValues as readonly string[]).includes(name);
}

export function roleLabel(name: string): string {
  return name ? name[0].toUpperCase() + name.slice(1) : name;
}

const ROLE_TONES: Record<string, BadgeTone> = { client: 'neutral', advisor: 'info', admin: 'navy', superadmin: 'gold' };

export function roleTone(name: string): BadgeTone {
  return ROLE_TONES[name] ?? 'neutral';
}
