import styled from 'styled-components';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useMySessionsQuery,
  type SignedInSessionRowFragment,
} from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { formatDateTime } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphql-errors';

/**
 * Where the user is signed in (Security tab): each device with its address and when it was last
 * used; any of them, or all but this one, can be signed out.
 */
export function SignedInSessions() {
  const { data, loading, error, refetch } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [endSession, { loading: ending }] = useEndSessionMutation();
  const [endOthers, { loading: endingOthers }] = useEndOtherSessionsMutation();
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOut = async (session: SignedInSessionRowFragment) => {
    try {
      await endSession({ variables: { id: session.id } });
      toast({ title: `${session.device} signed out`, variant: 'success' });
    } catch (failure) {
      toast({ description: serverMessage(failure) ?? 'Failed to sign that session out', variant: 'destructive' });
    }
    await refetch().catch(() => undefined);
  };

  const signOutOthers = async () => {
    try {
      const { data: result } = await endOthers();
      const ended = result?.endOtherSessions ?? 0;
      toast({ title: `${ended} other session${ended === 1 ? '' : 's'} signed out`, variant: 'success' });
    } catch (failure) {
      toast({ description: serverMessage(failure) ?? 'Failed to sign the other sessions out', variant: 'destructive' });
    }
    await refetch().catch(() => undefined);
  };

  return (
    <section aria-labelledby="sessions-title">
      <Heading>
        <h2 id="sessions-title">Where you are signed in</h2>
        {others.length > 0 && (
          <Button $variant="outline" $size="sm" disabled={endingOthers} onClick={() => void signOutOthers()}>
            Sign out everywhere else
          </Button>
        )}
      </Heading>
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={sessions.length === 0}
        loadingText="Loading your sessions…"
        emptyText="No other sessions."
        errorText="Failed to load your sessions"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List aria-label="Signed-in sessions">
          {sessions.map((session) => (
            <Row key={session.id}>
              <div>
                <Device>
                  {session.device} {session.current && <Badge $tone="success">This device</Badge>}
                </Device>
                <Detail>
                  {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.signedInAt)} · Last active{' '}
                  {formatDateTime(session.lastSeenAt)}
                </Detail>
              </div>
              {!session.current && (
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={ending}
                  onClick={() => void signOut(session)}
                  aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastSeenAt)}`}
                >
                  Sign out
                </Button>
              )}
            </Row>
          ))}
        </List>
      </DataState>
    </section>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Device = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Detail = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
