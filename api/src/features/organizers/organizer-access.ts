import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';

/**
 * Who sees which organizer (docs/product.md#record-access): admins and superadmins every one; an
 * advisor those of the engagements assigned to them now; a client those sent to them. Anyone
 * else's answers "not found". The same rule as engagement letters'.
 */
export const seesAllOrganizers = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

/** The engagements an advisor runs, as a subquery on `:viewerId`. */
const ASSIGNED_ENGAGEMENTS = 'SELECT assigned.id FROM engagements assigned WHERE assigned.assignedTo = :viewerId';

/** Narrows `query` to the organizers (aliased `alias`) the viewer may see. */
export function whereOrganizerVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllOrganizers(viewer)) return query;
  const conditions = [
    `${alias}.clientId = :viewerId`,
    ...(isAdvisor(viewer) ? [`${alias}.engagementId IN (${ASSIGNED_ENGAGEMENTS})`] : []),
  ];
  return query.andWhere(`(${conditions.join(' OR ')})`, { viewerId: viewer.id });
}

/** Whether a member of staff sends, reopens, cancels and exports an engagement's organizers: admins any, an advisor those assigned to them. */
export function runsOrganizersFor(viewer: Viewer, engagement: { assignedTo: string | null }): boolean {
  return seesAllOrganizers(viewer) || (isAdvisor(viewer) && engagement.assignedTo === viewer.id);
}
