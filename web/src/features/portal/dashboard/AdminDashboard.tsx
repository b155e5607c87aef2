import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { SectionHead } from '../shared/PageHeader';
import { RecentSubmissions, SubmissionCounters } from '../contact-tracker';
import { AtAGlance } from './AtAGlance';
import { Banner } from './Banner';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { recentSubmissionsVariables } from '../contact-tracker';

/** /portal for administrators: what came in through the website, then the firm at a glance. */
export function AdminDashboard({ user }: { user: SessionUserFragment }) {
  return (
    <>
      <title>Dashboard | Khanya Client Portal</title>
      <Banner>
        <h1>Welcome back, {user.firstName || 'Admin'}!</h1>
        <p>Here is what has come in through the website.</p>
      </Banner>
      <SubmissionCounters />
      <Card as="section" aria-labelledby="recent-submissions-heading">
        <SectionHead>
          <h2 id="recent-submissions-heading">Recent Submissions</h2>
          <Link to="/portal/contact-tracker">View all in the Contact Tracker</Link>
        </SectionHead>
        <RecentSubmissions />
      </Card>
      <FirmWide>
        <AtAGlance />
      </FirmWide>
    </>
  );
}

const FirmWide = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;
