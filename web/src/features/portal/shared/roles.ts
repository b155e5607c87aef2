import type { RoleName } from '../../../graphql/generated';

export function isAdmin(roleNames: readonly RoleName[]): boolean {
  return roleNames.includes('ADMIN') || roleNames.includes('SUPERADMIN');
}

/**
 * Advisors, admins and superadmins: they review every client's documents and book for clients
 * (docs/product.md#who-may-do-what).
 */
export function isStaff(roleNames: readonly RoleName[]): boolean {
  return roleNames.some((role) => role === 'ADVISOR' || role === 'ADMIN' || role === 'SUPERADMIN');
}
