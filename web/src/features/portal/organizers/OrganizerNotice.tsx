import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import type { OrganizerDetailFragment } from '../../../graphql/generated';
import { formatDateTime } from '../../../lib/format';
import { questionAnchor } from './organizer-questions';

/**
 * Where the organizer stands, above its questions, when there is something to say: reopened (by
 * whom, their message, and links to the questions to look at again), submitted, or cancelled.
 */
export function OrganizerNotice({ organizer, staff }: { organizer: OrganizerDetailFragment; staff: boolean }) {
  const labels = new Map(organizer.sections.flatMap((section) => section.questions.map((question) => [question.key, question.label])));
  if (organizer.status === 'REOPENED')
    return (
      <Notice $tone="gold" role="note" aria-label="Reopened">
        <p>
          <strong>
            {organizer.reopenedBy ? fullNameOf(organizer.reopenedBy) : 'The firm'} reopened this
            {organizer.reopenedAt && <> on {formatDateTime(organizer.reopenedAt)}</>}
          </strong>
          {staff ? ': the client is asked to look again at:' : ' and asks you to look again at:'}
        </p>
        {organizer.reopenMessage && <Message>{organizer.reopenMessage}</Message>}
        <ul>
          {organizer.reviewNotes.map((note) => (
            <li key={note.questionKey}>
              <a href={`#${questionAnchor(note.questionKey)}`}>{labels.get(note.questionKey) ?? note.questionKey}</a>: {note.note}
            </li>
          ))}
        </ul>
        {!staff && <p>Change what is needed (each answer is saved as you give it), then submit again.</p>}
      </Notice>
    );
  if (organizer.status === 'SUBMITTED' && organizer.submittedAt)
    return (
      <Notice $tone="success" role="note" aria-label="Submitted">
        <p>
          <strong>Submitted on {formatDateTime(organizer.submittedAt)}.</strong>{' '}
          {staff
            ? 'The answers are locked. Reopen it to ask the client to look at questions again.'
            : 'The firm has your answers, which are now locked. If they need anything changed, they reopen it and tell you which questions.'}
        </p>
      </Notice>
    );
  if (organizer.status === 'CANCELLED')
    return (
      <Notice $tone="neutral" role="note" aria-label="Cancelled">
        <p>
          <strong>Cancelled{organizer.cancelledAt && <> on {formatDateTime(organizer.cancelledAt)}</>}.</strong>{' '}
          {staff ? 'The client no longer answers it.' : 'You no longer need to answer it.'}
        </p>
        {organizer.cancellationReason && <Message>{organizer.cancellationReason}</Message>}
      </Notice>
    );
  return null;
}

const Notice = styled.div<{ $tone: 'gold' | 'success' | 'neutral' }>`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.gold600 : $tone === 'success' ? theme.colors.success : theme.colors.muted)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.gold100 : $tone === 'success' ? theme.colors.successBg : theme.colors.surface)};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding-left: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.navy800};
    font-weight: 600;
  }
`;

const Message = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
`;
