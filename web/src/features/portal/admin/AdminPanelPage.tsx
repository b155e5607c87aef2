import type { SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { AdminOnly } from '../shell/AccessDenied';
import { PageHeader } from '../shell/PageHeader';
import { OverviewTab } from './overview/OverviewTab';
import { UsersTab } from './users/UsersTab';
import { SystemTab } from './system/SystemTab';
import { ErasureRequestsTab } from './privacy/ErasureRequestsTab';
import { useSearchParams } from 'react-router-dom';

/** /portal/admin: SPEC.md §2 (Admin panel), admins and superadmins only. */
export function AdminPanelPage({ user }: { user: SessionUserFragment }) {
  // A new request's notification links to /portal/admin?tab=privacy.
  const [params] = useSearchParams();
  return (
    <AdminOnly user={user}>
      <title>Admin Panel | Khanya Client Portal</title>
      <PageHeader
        title="Admin Panel"
        badge={<Badge $tone="navy">Administrator</Badge>}
        subtitle="Users and roles, contact submissions and the health of the system."
      />
      <Tabs defaultValue={params.get('tab') === 'privacy' ? 'privacy' : 'overview'}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="privacy">Privacy requests</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
        <TabsContent value="privacy">
          <ErasureRequestsTab />
        </TabsContent>
      </Tabs>
    </AdminOnly>
  );
}
