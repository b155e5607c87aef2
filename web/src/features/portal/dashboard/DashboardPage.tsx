import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { isAdmin } from '../shell/portal-sections';
import { SectionHead } from '../shell/PageHeader';
import { SubmissionCounters } from '../contact-tracker/SubmissionCounters';
import { RecentSubmissions } from '../contact-tracker/RecentSubmissions';
import { AtAGlance } from './AtAGlance';
import { WaitingForYou } from '../document-requests/WaitingForYou';

/** /portal: SPEC.md §2 "Portal shell and dashboard". */
export function DashboardPage({ user }: { user: SessionUserFragment }) {
  if (!isAdmin(user.roleNames)) {
    return (
      <>
        <title>Dashboard | Khanya Client Portal</title>
        <Banner>
          <h1>Welcome, {user.firstName || 'User'}!</h1>
        </Banner>
        {user.roleNames.includes('CLIENT') && <WaitingForYou />}
        <AtAGlance />
        <Card>
          <h2>Administrator Access Required</h2>
          <p>This portal is for administrators to track contact form submissions.</p>
        </Card>
      </>
    );
  }
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

export const Banner = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy800}, ${({ theme }) => theme.colors.navy600});
  h1 {
    margin: 0;
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: #dbe5f0;
  }
`;
