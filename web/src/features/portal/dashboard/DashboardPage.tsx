import { lazy } from 'react';
import type { SessionUserFragment } from '../../../graphql/generated';
import { isAdmin } from '../shared/roles';

// Each role's dashboard is its own chunk: a client's phone never downloads the contact tracker.
const ClientDashboard = lazy(() => import('./ClientDashboard').then((module) => ({ default: module.ClientDashboard })));
const AdminDashboard = lazy(() => import('./AdminDashboard').then((module) => ({ default: module.AdminDashboard })));

/** /portal: docs/product.md#portal-shell-and-dashboard, for the viewer's role. */
export function DashboardPage({ user }: { user: SessionUserFragment }) {
  return isAdmin(user.roleNames) ? <AdminDashboard user={user} /> : <ClientDashboard user={user} />;
}
