import type { SelectQueryBuilder, ObjectLiteral } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { SERVED_CLIENTS_SQL } from '../../accounts/served-clients';

/**
 * Who sees and asks for which client's document requests (docs/product.md#record-access): admins
 * and superadmins every client's; an advisor the clients they serve (the clients of engagements
 * assigned to them, as everywhere in the graph); a client their own.
 */
export const seesAllRequests = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

/** Narrows `query` to the requests (aliased `alias`) the viewer may see. */
export function whereRequestVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllRequests(viewer)) return query;
  const conditions = [`${alias}.clientId = :viewerId`, ...(isAdvisor(viewer) ? [`${alias}.clientId IN (${SERVED_CLIENTS_SQL})`] : [])];
  return query.andWhere(`(${conditions.join(' OR ')})`, { viewerId: viewer.id });
}

/** The same rule for people (aliased `alias`): whose requests the viewer may ask for, as staff. */
export function whereClientAskable<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllRequests(viewer)) return query;
  return query.andWhere(`${alias}.id IN (${SERVED_CLIENTS_SQL})`, { viewerId: viewer.id });
}
