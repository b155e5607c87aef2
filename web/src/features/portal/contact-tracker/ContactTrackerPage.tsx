import type { SessionUserFragment } from '../../../graphql/generated';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { AdminOnly } from '../shared/AccessDenied';
import { PageHeader } from '../shared/PageHeader';
import { SubmissionCounters } from './SubmissionCounters';
import { SubmissionList } from './SubmissionList';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { submissionListVariables } from './contact-submissions-variables';

/** /portal/contact-tracker: docs/product.md#contact-tracker, admins and superadmins only. */
export function ContactTrackerPage({ user }: { user: SessionUserFragment }) {
  return (
    <AdminOnly user={user}>
      <ContactTracker />
    </AdminOnly>
  );
}

function ContactTracker() {
  return (
    <>
      <title>Contact Form Tracker | Khanya Client Portal</title>
      <PageHeader title="Contact Form Tracker" subtitle="Enquiries and consultation requests from the website, newest first." />
      <SubmissionCounters />
      <Tabs defaultValue="all">
        <TabsList aria-label="Submission types">
          <TabsTrigger value="all">All Submissions</TabsTrigger>
          <TabsTrigger value="get_in_touch">Contact Forms</TabsTrigger>
          <TabsTrigger value="scheduled_consultation">Consultations</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <SubmissionList emptyText="No contact submissions yet. New submissions will appear here automatically." />
        </TabsContent>
        <TabsContent value="get_in_touch">
          <SubmissionList type="GET_IN_TOUCH" emptyText="No contact form submissions yet." />
        </TabsContent>
        <TabsContent value="scheduled_consultation">
          <SubmissionList type="SCHEDULED_CONSULTATION" emptyText="No consultation requests yet." />
        </TabsContent>
      </Tabs>
    </>
  );
}
