import styled from 'styled-components';
import type { LetterRowFragment } from '../../../graphql/generated';
import { AdminRecordRow } from '../../../components/AdminRecordList';
import { Button } from '../../../components/Button';
import { Fact, Facts } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import { personName } from '../documents';
import { isLetterWaiting, letterStatusLabels, letterStatusTones } from './letter-labels';
import { LetterLink } from './LetterLink';

/**
 * One letter as staff follow it: to whom and for what, each step's time, the client's reason for
 * declining (or the firm's for withdrawing), and Withdraw while it still waits for the client.
 */
export function StaffLetterRow({ letter, onWithdraw }: { letter: LetterRowFragment; onWithdraw: (letter: LetterRowFragment) => void }) {
  const client = letter.client ? `${personName(letter.client)} (${letter.client.email})` : 'a former client';
  const steps: { label: string; at: string | null }[] = [
    { label: 'Sent', at: letter.sentAt },
    { label: 'Opened', at: letter.viewedAt },
    { label: 'Signed', at: letter.signedAt },
    { label: 'Declined', at: letter.declinedAt },
    { label: 'Withdrawn', at: letter.withdrawnAt },
  ];
  return (
    <AdminRecordRow
      label={`${letter.title} to ${letter.client ? personName(letter.client) : 'a former client'}`}
      title={letter.title}
      badge={{ label: letterStatusLabels[letter.status], tone: letterStatusTones[letter.status] }}
      detail={
        <>
          To {client} · Engagement: {letter.engagement?.title ?? 'not shown'}
        </>
      }
      actions={
        <>
          {isLetterWaiting(letter.status) && (
            <Button $variant="outline" $size="sm" aria-label={`Withdraw: ${letter.title}`} onClick={() => onWithdraw(letter)}>
              Withdraw
            </Button>
          )}
          <LetterLink id={letter.id} title={letter.title} label="Open letter" />
        </>
      }
    >
      <Facts>
        {steps.map(
          (step) =>
            step.at && (
              <Fact key={step.label} label={step.label}>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </Fact>
            ),
        )}
        <Fact label="Sent by">{letter.sentBy ? personName(letter.sentBy) : 'A former member of staff'}</Fact>
      </Facts>
      {letter.declineReason && <Reason>Reason for declining: {letter.declineReason}</Reason>}
      {letter.withdrawalReason && <Reason>Reason for withdrawing: {letter.withdrawalReason}</Reason>}
    </AdminRecordRow>
  );
}

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
