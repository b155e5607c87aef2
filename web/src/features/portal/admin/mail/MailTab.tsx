import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import type { MailStatus } from '@validation/mail-queue';
import { useMailQueueQuery, useRetryMailMutation, type QueuedMailRowFragment } from '../../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Label, Select } from '../../../../components/Field';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../app/format';
import { serverMessage } from '../../../auth/graphql-errors';
import { SectionHead } from '../../shell/PageHeader';

export const MAIL_PAGE_SIZE = 20;

const statusBadge: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

type StatusChoice = MailStatus | 'all';

/** Admin panel, Mail: every e-mail the portal sent or will send, with "Send again" for a failed one. */
export function MailTab() {
  const [status, setStatus] = useState<StatusChoice>('all');
  const { data, loading, error, refetch, fetchMore, networkStatus } = useMailQueueQuery({
    variables: { first: MAIL_PAGE_SIZE, ...(status === 'all' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.mailQueue;

  async function loadMore() {
    try {
      // The cache's pagination policy for `mailQueue` appends the page (web/src/app/apollo.ts).
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast({ description: 'Could not load more e-mails. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card as="section" aria-labelledby="mail-queue-heading">
      <SectionHead>
        <h2 id="mail-queue-heading">Mail</h2>
        <Button $variant="outline" $size="sm" onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </Button>
      </SectionHead>
      <Intro>
        Every e-mail waits here until the mail server accepts it. A failed try is retried after 1 minute, 5 minutes, 30 minutes and 2 hours;
        after that the e-mail is marked failed and can be sent again.
      </Intro>
      <Toolbar>
        <Label htmlFor="mail-status">Show</Label>
        <Select id="mail-status" value={status} onChange={(event) => setStatus(event.target.value as StatusChoice)}>
          <option value="all">All e-mails</option>
          <option value="waiting">Waiting</option>
          <option value="sending">Sending</option>
          <option value="retrying">Retrying</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </Select>
        {connection && (
          <Count aria-live="polite">
            {connection.totalCount} {connection.totalCount === 1 ? 'e-mail' : 'e-mails'}
          </Count>
        )}
      </Toolbar>
      <DataState
        loading={loading && !connection && networkStatus !== NetworkStatus.fetchMore}
        error={error}
        hasData={!!connection}
        empty={connection?.nodes.length === 0}
        loadingText="Loading the mail queue…"
        emptyText={status === 'all' ? 'No e-mails yet.' : 'No e-mails in this state.'}
        errorText="We could not load the mail queue."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List>
          {connection?.nodes.map((mail) => (
            <MailRow key={mail.id} mail={mail} onSentAgain={() => void refetch().catch(() => undefined)} />
          ))}
        </List>
        {connection?.pageInfo.hasNextPage && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={networkStatus === NetworkStatus.fetchMore}>
              Load more
            </Button>
          </More>
        )}
      </DataState>
    </Card>
  );
}

function MailRow({ mail, onSentAgain }: { mail: QueuedMailRowFragment; onSentAgain: () => void }) {
  const [retryMail, { loading: retrying }] = useRetryMailMutation();
  const badge = statusBadge[mail.status];

  async function sendAgain() {
    try {
      await retryMail({ variables: { id: mail.id } });
      toast({ description: `"${mail.subject}" to ${mail.recipient} will be sent again now.`, variant: 'success' });
      onSentAgain();
    } catch (failure) {
      toast({
        title: 'Could not send it again',
        description: serverMessage(failure) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Row aria-label={`${mail.subject} to ${mail.recipient}`}>
      <Head>
        <h3>{mail.subject}</h3>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
      </Head>
      <Detail>
        To {mail.recipient} · Queued {formatDateTime(mail.createdAt)} · {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
        {mail.sentAt && ` · Sent ${formatDateTime(mail.sentAt)}`}
        {mail.nextAttemptAt && ` · Next try ${formatDateTime(mail.nextAttemptAt)}`}
      </Detail>
      {mail.lastError && mail.status !== 'sent' && <ErrorText>Last error: {mail.lastError}</ErrorText>}
      {mail.status === 'failed' && (
        <Actions>
          <Button
            $size="sm"
            onClick={() => void sendAgain()}
            disabled={retrying}
            aria-label={`Send "${mail.subject}" to ${mail.recipient} again`}
          >
            {retrying ? 'Sending…' : 'Send again'}
          </Button>
        </Actions>
      )}
    </Row>
  );
}

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  label {
    margin: 0;
  }
  select {
    width: auto;
    min-width: 12rem;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
