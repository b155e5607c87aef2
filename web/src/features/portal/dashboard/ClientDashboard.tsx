import type { SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { AtAGlance } from './AtAGlance';
import { Banner } from './Banner';
import { WaitingForYou } from '../document-requests/WaitingForYou';

/** /portal for everyone but administrators: SPEC.md §2 "Portal shell and dashboard". */
export function ClientDashboard({ user }: { user: SessionUserFragment }) {
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
