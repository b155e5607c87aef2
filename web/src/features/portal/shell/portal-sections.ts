import type { RoleName } from '../../../graphql/generated';

export interface PortalSection {
  label: string;
  to: string;
  /** Only viewers holding one of these roles see the link; absent means everyone. */
  roles?: RoleName[];
}

/** The sidebar of docs/product.md#portal-shell-and-dashboard, in order. */
export const portalSections: PortalSection[] = [
  { label: 'Dashboard', to: '/portal' },
  { label: 'Documents', to: '/portal/documents' },
  { label: 'Document requests', to: '/portal/document-requests', roles: ['ADVISOR', 'ADMIN', 'SUPERADMIN'] },
  { label: 'Engagements', to: '/portal/engagements' },
  { label: 'Tasks', to: '/portal/tasks' },
  { label: 'Appointments', to: '/portal/appointments' },
  { label: 'Messages', to: '/portal/messages' },
  { label: 'Notifications', to: '/portal/notifications' },
  { label: 'Profile', to: '/portal/profile' },
  { label: 'Contact Tracker', to: '/portal/contact-tracker', roles: ['ADMIN', 'SUPERADMIN'] },
  { label: 'Admin Panel', to: '/portal/admin', roles: ['ADMIN', 'SUPERADMIN'] },
  { label: 'GraphQL Playground', to: '/portal/playground', roles: ['ADMIN', 'SUPERADMIN'] },
];

export function visibleSections(roleNames: readonly RoleName[]): PortalSection[] {
  return portalSections.filter((section) => !section.roles || section.roles.some((role) => roleNames.includes(role)));
}
