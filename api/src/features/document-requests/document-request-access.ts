import type { SelectQueryBuilder, ObjectLiteral } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';

/**
 * Who sees and asks for which client's document requests (docs/product.md#record-access): admins
 * and superadmins every client's; an advisor the clients they serve (the clients of engagements
 * assigned to them, as everywhere in the graph); a client their own.
 */
export const seesAllRequests = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

/** The clients an advisor serves, as a subquery on `:viewerId`. */
const SERVED_CLIENTS = 'SELECT served.clientId FROM engagements served WHERE served.assignedTo = :viewerId';

/** Narrows `query` to the requests (aliased `alias`) the viewer may see. */
export function whereRequestVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllRequests(viewer)) return query;
  const conditions = [`${alias}.clientId = :viewerId`, ...(isAdvisor(viewer) ? [`${alias}.clientId IN (${SERVED_CLIENTS})`] : [])];
  return query.andWhere(`(${conditions.join(' OR ')})`, { viewerId: viewer.id });
}

/** The same rule for people (aliased `alias`): whose requests the viewer may ask for, as staff. */
export function whereClientAskable<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllRequests(viewer)) return query;
  return query.andWhere(`${alias}.id IN (${SERVED_CLIENTS})`, { viewerId: viewer.id });
}
