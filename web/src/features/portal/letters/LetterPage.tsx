import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { useEngagementLetterQuery, type LetterDetailFragment, type SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { FailureState, LoadingState } from '../../../components/DataState';
import { Fact, Facts } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../lib/service-unavailable';
import { BackLink } from '../shared/BackLink';
import { PageHeader } from '../shared/PageHeader';
import { RecordNotFound, isNotFound } from '../shared/RecordNotFound';
import { isStaff } from '../shared/roles';
import { isLetterWaiting, letterStatusLabels, letterStatusTones } from './letter-labels';
import { letterVariables } from './letter-variables';
import { LetterBody } from './LetterBody';
import { LetterFees } from './LetterFees';
import { LetterOutcome } from './LetterOutcome';
import { SigningSection } from './SigningSection';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { letterVariables };

const LETTERS_PATH = '/portal/letters';

/**
 * /portal/letters/:id (docs/product.md#engagement-letters), opened from the notification or the
 * e-mail, often on a phone: the letter as sent, then, for its client while it waits, the signing
 * form; for everyone else, and once it is signed, declined or withdrawn, where it stands (above the
 * text). Only the client it was sent to signs it, and only while it waits; staff see the letter as
 * the client does, without the form.
 */
export function LetterPage({ user }: { user: SessionUserFragment }) {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useEngagementLetterQuery({ variables: letterVariables(id), notifyOnNetworkStatusChange: true });
  const letter = data?.engagementLetter;
  const retry = () => void refetch().catch(() => undefined);
  const signs = !!letter && isLetterWaiting(letter.status) && !!letter.client && letter.client.id === user.id;
  // The letter whose signing form was shown on this visit: once it no longer waits, where it stands takes the focus.
  const [formShownFor, setFormShownFor] = useState<string | null>(null);
  if (signs && formShownFor !== id) setFormShownFor(id);

  if (!letter) {
    if (error && isNotFound(error))
      return (
        <RecordNotFound
          what="Letter"
          text="There is no such letter, or it is not one of yours. Check the link, or find the letter among yours."
          listPath={LETTERS_PATH}
          listLabel="Go to your letters"
        />
      );
    return (
      <>
        <title>Engagement letter | Khanya Client Portal</title>
        <BackLink to={LETTERS_PATH}>All letters</BackLink>
        <PageHeader title="Engagement letter" />
        {error ? (
          <FailureState message={isServiceUnavailable(error) ? RECORDS_UNREACHABLE : 'We could not load this letter.'} onRetry={retry} />
        ) : (
          loading && <LoadingState label="Loading the letter…" />
        )}
      </>
    );
  }

  return (
    <>
      <title>{`${letter.title} | Khanya Client Portal`}</title>
      <BackLink to={LETTERS_PATH}>All letters</BackLink>
      <PageHeader
        title={letter.title}
        badge={<Badge $tone={letterStatusTones[letter.status]}>{letterStatusLabels[letter.status]}</Badge>}
        subtitle={letter.engagement ? `Engagement letter for ${letter.engagement.title}` : 'Engagement letter'}
      />
      <LetterFacts letter={letter} staff={isStaff(user.roleNames)} />
      {signs ? (
        <>
          <LetterBody html={letter.bodyHtml} />
          {letter.feeSchedule && <LetterFees schedule={letter.feeSchedule} />}
          <SigningSection letter={letter} onStale={retry} />
        </>
      ) : (
        <>
          <LetterOutcome letter={letter} justSettled={formShownFor === id} />
          <LetterBody html={letter.bodyHtml} />
          {letter.feeSchedule && <LetterFees schedule={letter.feeSchedule} />}
        </>
      )}
    </>
  );
}

function LetterFacts({ letter, staff }: { letter: LetterDetailFragment; staff: boolean }) {
  return (
    <FactsRow>
      {staff && letter.client && <Fact label="Client">{fullNameOf(letter.client)}</Fact>}
      <Fact label="Sent">
        <time dateTime={letter.sentAt}>{formatDateTime(letter.sentAt)}</time>
        {letter.sentBy && <> by {fullNameOf(letter.sentBy)}</>}
      </Fact>
      {letter.viewedAt && (
        <Fact label="Opened">
          <time dateTime={letter.viewedAt}>{formatDateTime(letter.viewedAt)}</time>
        </Fact>
      )}
    </FactsRow>
  );
}

// On the page's grey, not a card's white: the labels take the darker grey to stay readable (4.5:1).
const FactsRow = styled(Facts)`
  max-width: 46rem;
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
