import type { SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { AdminOnly } from '../shared/AccessDenied';
import { PageHeader } from '../shared/PageHeader';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { prefetchOnIntent } from '../../../components/intent-handlers';
import { OverviewTab } from './overview/OverviewTab';
import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { recentActivityVariables } from './overview/recent-activity-variables';
export { recentSubmissionsVariables } from '../contact-tracker';

// The panel opens on the overview; each other tab's code (its lists, dialogs and forms) is fetched
// when its tab is approached or opened, so a phone neither downloads nor runs it for nothing.
const loadUsers = () => import('./users/UsersTab');
const loadSystem = () => import('./system/SystemTab');
const loadPrivacy = () => import('./privacy/ErasureRequestsTab');
const loadMail = () => import('./mail/MailTab');
const loadApiTokens = () => import('./api-tokens/ApiTokensTab');
const loadIntegrations = () => import('./integrations/IntegrationsTab');
const loadLetterTemplates = () => import('./letter-templates/LetterTemplatesTab');
const loadOrganizerTemplates = () => import('./organizer-templates/OrganizerTemplatesTab');
const loadBilling = () => import('./billing/BillingTab');
const UsersTab = lazy(() => loadUsers().then((module) => ({ default: module.UsersTab })));
const SystemTab = lazy(() => loadSystem().then((module) => ({ default: module.SystemTab })));
const ErasureRequestsTab = lazy(() => loadPrivacy().then((module) => ({ default: module.ErasureRequestsTab })));
const MailTab = lazy(() => loadMail().then((module) => ({ default: module.MailTab })));
const ApiTokensTab = lazy(() => loadApiTokens().then((module) => ({ default: module.ApiTokensTab })));
const IntegrationsTab = lazy(() => loadIntegrations().then((module) => ({ default: module.IntegrationsTab })));
const LetterTemplatesTab = lazy(() => loadLetterTemplates().then((module) => ({ default: module.LetterTemplatesTab })));
const OrganizerTemplatesTab = lazy(() => loadOrganizerTemplates().then((module) => ({ default: module.OrganizerTemplatesTab })));
const BillingTab = lazy(() => loadBilling().then((module) => ({ default: module.BillingTab })));

/** The tabs a link may open with ?tab=; any other opens the overview. */
const linkedTabs = new Set(['privacy', 'mail', 'integrations', 'letter-templates', 'organizer-templates', 'billing']);

/** /portal/admin: docs/product.md#admin-panel, admins and superadmins only. */
export function AdminPanelPage({ user }: { user: SessionUserFragment }) {
  // A new request's notification links to /portal/admin?tab=privacy; ?tab=mail opens the mail queue;
  // ?tab=integrations the webhooks (the e-mail about a disabled endpoint links there);
  // ?tab=letter-templates the engagement letters' templates; ?tab=organizer-templates the organizers' questionnaires;
  // ?tab=billing the firm's billing settings and VAT rates.
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const opened = tab && linkedTabs.has(tab) ? tab : 'overview';
  return (
    <AdminOnly user={user}>
      <title>Admin Panel | Khanya Client Portal</title>
      <PageHeader
        title="Admin Panel"
        badge={<Badge $tone="navy">Administrator</Badge>}
        subtitle="Users and roles, contact submissions and the health of the system."
      />
      <Tabs defaultValue={opened}>
        <SectionTabs aria-label="Admin sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users" {...prefetchOnIntent(loadUsers)}>
            Users
          </TabsTrigger>
          <TabsTrigger value="system" {...prefetchOnIntent(loadSystem)}>
            System
          </TabsTrigger>
          <TabsTrigger value="privacy" {...prefetchOnIntent(loadPrivacy)}>
            Privacy requests
          </TabsTrigger>
          <TabsTrigger value="mail" {...prefetchOnIntent(loadMail)}>
            Mail
          </TabsTrigger>
          <TabsTrigger value="api-tokens" {...prefetchOnIntent(loadApiTokens)}>
            API tokens
          </TabsTrigger>
          <TabsTrigger value="integrations" {...prefetchOnIntent(loadIntegrations)}>
            Integrations
          </TabsTrigger>
          <TabsTrigger value="letter-templates" {...prefetchOnIntent(loadLetterTemplates)}>
            Letter templates
          </TabsTrigger>
          <TabsTrigger value="organizer-templates" {...prefetchOnIntent(loadOrganizerTemplates)}>
            Organizer templates
          </TabsTrigger>
          <TabsTrigger value="billing" {...prefetchOnIntent(loadBilling)}>
            Billing
          </TabsTrigger>
        </SectionTabs>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <LazyPartBoundary>
            <UsersTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="system">
          <LazyPartBoundary>
            <SystemTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="privacy">
          <LazyPartBoundary>
            <ErasureRequestsTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="mail">
          <LazyPartBoundary>
            <MailTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="api-tokens">
          <LazyPartBoundary>
            <ApiTokensTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="integrations">
          <LazyPartBoundary>
            <IntegrationsTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="letter-templates">
          <LazyPartBoundary>
            <LetterTemplatesTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="organizer-templates">
          <LazyPartBoundary>
            <OrganizerTemplatesTab />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="billing">
          <LazyPartBoundary>
            <BillingTab />
          </LazyPartBoundary>
        </TabsContent>
      </Tabs>
    </AdminOnly>
  );
}

/** The sections: on a phone they wrap onto a second row rather than hide one off the edge. */
const SectionTabs = styled(TabsList)`
  flex-wrap: wrap;
`;
