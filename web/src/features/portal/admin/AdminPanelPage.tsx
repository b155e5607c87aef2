import type { SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { AdminOnly } from '../shell/AccessDenied';
import { PageHeader } from '../shell/PageHeader';
import { OverviewTab } from './overview/OverviewTab';
import { UsersTab } from './users/UsersTab';
import { SystemTab } from './system/SystemTab';
import { ErasureRequestsTab } from './privacy/ErasureRequestsTab';
import { MailTab } from './mail/MailTab';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

/** /portal/admin: SPEC.md §2 (Admin panel), admins and superadmins only. */
export function AdminPanelPage({ user }: { user: SessionUserFragment }) {
  // A new request's notification links to /portal/admin?tab=privacy; ?tab=mail opens the mail queue.
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return (
    <AdminOnly user={user}>
      <title>Admin Panel | Khanya Client Portal</title>
      <PageHeader
        title="Admin Panel"
        badge={<Badge $tone="navy">Administrator</Badge>}
        subtitle="Users and roles, contact submissions and the health of the system."
      />
      <Tabs defaultValue={tab === 'privacy' || tab === 'mail' ? tab : 'overview'}>
        <SectionTabs aria-label="Admin sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="privacy">Privacy requests</TabsTrigger>
          <TabsTrigger value="mail">Mail</TabsTrigger>
        </SectionTabs>
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
        <TabsContent value="mail">
          <MailTab />
        </TabsContent>
      </Tabs>
    </AdminOnly>
  );
}

/** Five sections: on a phone they wrap onto a second row rather than hide one off the edge. */
const SectionTabs = styled(TabsList)`
  flex-wrap: wrap;
`;
