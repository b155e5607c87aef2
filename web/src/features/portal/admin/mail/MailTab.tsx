import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import styled from 'styled-components';
import { useMailQueueQuery, useRetryMailMutation, type MailStatus, type QueuedMailRowFragment } from '../../../../graphql/generated';
import { AdminRecordList, AdminRecordRow } from '../../../../components/AdminRecordList';
import type { BadgeTone } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { toast } from '../../../../components/toast-store';
import { formatDateTime } from '../../../../lib/format';
import { serverMessage } from '../../../../lib/graphql-errors';
import { SectionHead } from '../../shared/PageHeader';

export const MAIL_PAGE_SIZE = 20;

const statusBadge: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  WAITING: { label: 'Waiting', tone: 'info' },
  SENDING: { label: 'Sending', tone: 'info' },
  RETRYING: { label: 'Retrying', tone: 'warning' },
  SENT: { label: 'Sent', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

type StatusChoice = MailStatus | 'all';

const statusChoices: readonly { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All e-mails' },
  { value: 'WAITING', label: 'Waiting' },
  { value: 'SENDING', label: 'Sending' },
  { value: 'RETRYING', label: 'Retrying' },
  { value: 'SENT', label: 'Sent' },
  { value: 'FAILED', label: 'Failed' },
];

/** Admin panel, Mail: every e-mail the portal sent or will send, with "Send again" for a failed one. */
export function MailTab() {
  const [status, setStatus] = useState<StatusChoice>('all');
  const { data, loading, error, refetch, fetchMore, networkStatus } = useMailQueueQuery({
    variables: { first: MAIL_PAGE_SIZE, ...(status === 'all' ? {} : { filter: { status } }) },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.mailQueue;

  return (
    <Card as="section" aria-labelledby="mail-queue-heading">
      <SectionHead>
        <h2 id="mail-queue-heading">Mail</h2>
        <Button $variant="outline" $size="sm" onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </Button>
      </SectionHead>
      <AdminRecordList
        intro={
          <>
            Every e-mail waits here until the mail server accepts it. A failed try is retried after 1 minute, 5 minutes, 30 minutes and 2
            hours; after that the e-mail is marked failed and can be sent again.
          </>
        }
        filter={{ id: 'mail-status', value: status, options: statusChoices, onChange: setStatus }}
        count={connection && { total: connection.totalCount, one: 'e-mail', many: 'e-mails' }}
        state={{
          loading: loading && !connection && networkStatus !== NetworkStatus.fetchMore,
          error,
          hasData: !!connection,
          empty: connection?.nodes.length === 0,
          loadingText: 'Loading the mail queue…',
          emptyText: status === 'all' ? 'No e-mails yet.' : 'No e-mails in this state.',
          errorText: 'We could not load the mail queue.',
          onRetry: () => void refetch().catch(() => undefined),
        }}
        more={{
          available: !!connection?.pageInfo.hasNextPage,
          loading: networkStatus === NetworkStatus.fetchMore,
          // The cache's pagination policy for `mailQueue` appends the page (web/src/lib/apollo.ts).
          load: () => fetchMore({ variables: { after: connection?.pageInfo.endCursor } }),
          failure: 'Could not load more e-mails.',
        }}
      >
        {connection?.nodes.map((mail) => (
          <MailRow key={mail.id} mail={mail} onSentAgain={() => void refetch().catch(() => undefined)} />
        ))}
      </AdminRecordList>
    </Card>
  );
}

function MailRow({ mail, onSentAgain }: { mail: QueuedMailRowFragment; onSentAgain: () => void }) {
  const [retryMail, { loading: retrying }] = useRetryMailMutation();

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
    <AdminRecordRow
      label={`${mail.subject} to ${mail.recipient}`}
      title={mail.subject}
      badge={statusBadge[mail.status]}
      detail={
        <>
          To {mail.recipient} · Queued {formatDateTime(mail.createdAt)} · {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
          {mail.sentAt && ` · Sent ${formatDateTime(mail.sentAt)}`}
          {mail.nextAttemptAt && ` · Next try ${formatDateTime(mail.nextAttemptAt)}`}
        </>
      }
      actions={
        mail.status === 'FAILED' && (
          <Button
            $size="sm"
            onClick={() => void sendAgain()}
            disabled={retrying}
            aria-label={`Send again: "${mail.subject}" to ${mail.recipient}`}
          >
            {retrying ? 'Sending…' : 'Send again'}
          </Button>
        )
      }
    >
      {mail.lastError && mail.status !== 'SENT' && <ErrorText>Last error: {mail.lastError}</ErrorText>}
    </AdminRecordRow>
  );
}

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
