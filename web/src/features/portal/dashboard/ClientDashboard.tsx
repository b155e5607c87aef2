import { useCallback, useState } from 'react';
import { useApolloClient, type DocumentNode } from '@apollo/client';
import styled from 'styled-components';
import { DashboardSummaryDocument, WaitingForYouDocument, YourReturnsDocument, type SessionUserFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { LoadingState } from '../../../components/DataState';
import { AtAGlance } from './AtAGlance';
import { Banner } from './Banner';
import { WaitingForYou } from '../document-requests';
import { YourReturns } from './YourReturns';

/** /portal for everyone but administrators: docs/product.md#portal-shell-and-dashboard. */
export function ClientDashboard({ user }: { user: SessionUserFragment }) {
  const asksForDocuments = user.roleNames.includes('CLIENT');
  // Answers already at hand (the page drawn on the server with them, or a return visit) show at once.
  const client = useApolloClient();
  const answered = (query: DocumentNode) => client.readQuery({ query }) !== null;
  const [waitingSettled, setWaitingSettled] = useState(() => !asksForDocuments || answered(WaitingForYouDocument));
  const [returnsSettled, setReturnsSettled] = useState(() => !asksForDocuments || answered(YourReturnsDocument));
  const [glanceSettled, setGlanceSettled] = useState(() => answered(DashboardSummaryDocument));
  const settleWaiting = useCallback(() => setWaitingSettled(true), []);
  const settleReturns = useCallback(() => setReturnsSettled(true), []);
  const settleGlance = useCallback(() => setGlanceSettled(true), []);
  // The sections appear together once each has its answer: one arriving before another would
  // push what is below it down the screen while it is being read.
  const shown = waitingSettled && returnsSettled && glanceSettled;
  return (
    <>
      <title>Dashboard | Khanya Client Portal</title>
      <Banner>
        <h1>Welcome, {user.firstName || 'User'}!</h1>
      </Banner>
      {!shown && <LoadingState label="Loading your dashboard…" />}
      <Sections $shown={shown} aria-hidden={!shown || undefined}>
        {asksForDocuments && <WaitingForYou onSettled={settleWaiting} />}
        {asksForDocuments && <YourReturns onSettled={settleReturns} />}
        <AtAGlance onSettled={settleGlance} />
        <Card>
          <h2>Administrator Access Required</h2>
          <p>This portal is for administrators to track contact form submissions.</p>
        </Card>
      </Sections>
    </>
  );
}

const Sections = styled.div<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;
