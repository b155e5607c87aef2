import { adminRoles, RoleName } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import type { Engagement } from './engagement.entity';

/**
 * Who sees which engagement (docs/product.md#record-access), written once for the engagements and
 * the tasks services: admins and superadmins see every engagement; anyone sees the engagements they
 * are the client of; an advisor also sees the engagements assigned to them.
 */
export const seesAllEngagements = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);

export const isAdvisor = (viewer: Viewer) => hasAnyRole(viewer, [RoleName.ADVISOR]);

export function canSeeEngagement(viewer: Viewer, engagement: Pick<Engagement, 'clientId' | 'assignedTo'>): boolean {
  if (seesAllEngagements(viewer)) return true;
  return engagement.clientId === viewer.id || (isAdvisor(viewer) && engagement.assignedTo === viewer.id);
}

/**
 * Who may edit an engagement (docs/product.md#engagements): administrators any; an advisor those
 * assigned to them. Being its client (even a client who is also staff) gives no right to edit it.
 */
export function editsEngagement(viewer: Viewer, engagement: Pick<Engagement, 'assignedTo'>): boolean {
  return seesAllEngagements(viewer) || (isAdvisor(viewer) && engagement.assignedTo === viewer.id);
}

/**
 * The same rule in SQL, for the engagement aliased `alias`: conditions of which any one lets the
 * viewer see it, with the viewer's id as the `:viewerId` parameter; null when the viewer sees all.
 */
export function engagementVisibilityConditions(alias: string, viewer: Viewer): string[] | null {
  if (seesAllEngagements(viewer)) return null;
  return [`${alias}.clientId = :viewerId`, ...(isAdvisor(viewer) ? [`${alias}.assignedTo = :viewerId`] : [])];
}

/**
 * Who sees which task, in SQL: whoever sees its engagement and, besides, the advisor it is
 * assigned to. Same shape as engagementVisibilityConditions (null when the viewer sees all).
 */
export function taskVisibilityConditions(taskAlias: string, engagementAlias: string, viewer: Viewer): string[] | null {
  const visible = engagementVisibilityConditions(engagementAlias, viewer);
  if (visible && isAdvisor(viewer)) visible.push(`${taskAlias}.assignedTo = :viewerId`);
  return visible;
}
