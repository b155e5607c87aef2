import type { EngagementCardFragment, SessionUserFragment } from '../../../graphql/generated';
import { isAdmin, isStaff } from '../shared/roles';

/** Who is looking at the engagements: what they are shown and may change depends on it. */
export interface EngagementViewer {
  id: string;
  firstName: string;
  lastName: string;
  /** Advisors, admins and superadmins: they see whose engagement each is, and create engagements. */
  staff: boolean;
  /** Admins and superadmins: they edit any engagement and assign it to anyone (or no one). */
  admin: boolean;
}

export function engagementViewerOf(user: SessionUserFragment): EngagementViewer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    staff: isStaff(user.roleNames),
    admin: isAdmin(user.roleNames),
  };
}

/**
 * Whether the viewer may edit the engagement, as the API decides (docs/product.md#engagements):
 * an administrator any, an advisor those assigned to them, a client none.
 */
export function mayEditEngagement(viewer: EngagementViewer, engagement: Pick<EngagementCardFragment, 'advisor'>): boolean {
  if (viewer.admin) return true;
  return viewer.staff && engagement.advisor?.id === viewer.id;
}
