import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';

/**
 * Who sees which engagement letter (docs/product.md#record-access): admins and superadmins every
 * letter; an advisor the letters of the engagements assigned to them now; a client the letters sent
 * to them. Anyone else's answers "not found".
 */
export const seesAllLetters = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

/** The engagements an advisor runs, as a subquery on `:viewerId`. */
const ASSIGNED_ENGAGEMENTS = 'SELECT assigned.id FROM engagements assigned WHERE assigned.assignedTo = :viewerId';

/** Narrows `query` to the letters (aliased `alias`) the viewer may see. */
export function whereLetterVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: Viewer) {
  if (seesAllLetters(viewer)) return query;
  const conditions = [
    `${alias}.clientId = :viewerId`,
    ...(isAdvisor(viewer) ? [`${alias}.engagementId IN (${ASSIGNED_ENGAGEMENTS})`] : []),
  ];
  return query.andWhere(`(${conditions.join(' OR ')})`, { viewerId: viewer.id });
}

/** Whether a member of staff sends and withdraws the letters of an engagement: admins any, an advisor those assigned to them. */
export function sendsLettersFor(viewer: Viewer, engagement: { assignedTo: string | null }): boolean {
  return seesAllLetters(viewer) || (isAdvisor(viewer) && engagement.assignedTo === viewer.id);
}
