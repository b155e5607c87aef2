import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useWaitingForYouQuery, type DocumentRequestCardFragment, type WaitingLetterFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { surface } from '../../../components/Card';
import { FailureState, LoadingState } from '../../../components/DataState';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { usePrefetchOnIntent } from '../shared/page-prefetch';
import { DeferredUploadDocumentDialog, categoryLabel, categoryTone, personName } from '../documents';
import { requestStatusLabel, requestStatusTones } from './request-labels';
import { Badges, Due, Item, Main, TitleLink } from './waiting-item-parts';
import { WaitingOrganizer } from './WaitingOrganizer';

/**
 * The client dashboard's "Waiting for you": the engagement letters waiting for their signature
 * (work starts once one is signed), then the organizers to fill in (soonest due first, overdue
 * ones and those the firm reopened flagged), then the documents the firm asked for and not yet
 * accepted, soonest due first, overdue ones flagged. A letter or an organizer links to its page,
 * where it is signed or filled in; each open request is uploaded right here, with the request's
 * category prefilled; once a file is in, the request waits for review.
 */
export function WaitingForYou({ onSettled }: { onSettled?: () => void } = {}) {
  const { data, loading, error, refetch } = useWaitingForYouQuery({ fetchPolicy: 'cache-and-network' });
  const requests = data?.documentRequests;
  const letters = data?.engagementLetters.nodes ?? [];
  const organizers = data?.organizers.nodes ?? [];
  const settled = !!requests || !!error;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const refresh = () => void refetch().catch(() => undefined);
  return (
    <Section aria-labelledby="waiting-for-you-heading">
      <Heading id="waiting-for-you-heading">Waiting for you</Heading>
      {!requests && error && <FailureState message="We could not load what is waiting for you." onRetry={refresh} />}
      {!requests && !error && loading && <LoadingState label="Loading what is waiting for you…" />}
      {requests && requests.length + letters.length + organizers.length === 0 && (
        <Nothing>
          Nothing is waiting for you: every letter is signed, every organizer is submitted and we have every document we asked for.
        </Nothing>
      )}
      {requests && requests.length + letters.length + organizers.length > 0 && (
        <List>
          {letters.map((letter) => (
            <li key={letter.id}>
              <LetterItem letter={letter} />
            </li>
          ))}
          {organizers.map((organizer) => (
            <li key={organizer.id}>
              <WaitingOrganizer organizer={organizer} />
            </li>
          ))}
          {requests.map((request) => (
            <li key={request.id}>
              <RequestItem request={request} onUploaded={refresh} />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

function LetterItem({ letter }: { letter: WaitingLetterFragment }) {
  const titleId = useId();
  const to = `/portal/letters/${letter.id}`;
  return (
    <Item aria-labelledby={titleId} $overdue={false}>
      <Main>
        <h3 id={titleId}>
          <TitleLink to={to} {...usePrefetchOnIntent(to)}>
            Sign the engagement letter: {letter.title}
          </TitleLink>
        </h3>
        <Badges>
          <Badge $tone="gold">Waiting for your signature</Badge>
        </Badges>
        <Due $overdue={false}>
          Sent <time dateTime={letter.sentAt}>{formatDate(letter.sentAt)}</time>
          {letter.sentBy && <> by {personName(letter.sentBy)}</>}
          {letter.engagement && <> · for {letter.engagement.title}</>}
        </Due>
      </Main>
    </Item>
  );
}

function RequestItem({ request, onUploaded }: { request: DocumentRequestCardFragment; onUploaded: () => void }) {
  const titleId = useId();
  const rejected = request.status === 'OPEN' && request.document?.status === 'REJECTED';
  return (
    <Item aria-labelledby={titleId} $overdue={request.isOverdue}>
      <Main>
        <h3 id={titleId}>{request.title}</h3>
        <Badges>
          <Badge $tone={requestStatusTones[request.status]}>{requestStatusLabel(request.status, 'client')}</Badge>
          {request.isOverdue && <Badge $tone="danger">Overdue</Badge>}
          <Badge $tone={categoryTone(request.category)}>{categoryLabel(request.category)}</Badge>
        </Badges>
        <Due $overdue={request.isOverdue}>
          Due <time dateTime={request.dueDate}>{formatCalendarDate(request.dueDate)}</time>
          {request.requestedBy && <> · asked by {personName(request.requestedBy)}</>}
        </Due>
        {request.note && <Note>{request.note}</Note>}
        {rejected && request.document?.rejectionReason && (
          <Rejected>
            {request.document.originalName} was sent back: {request.document.rejectionReason}
          </Rejected>
        )}
        {request.status === 'UPLOADED' && request.document && <Sent>Sent: {request.document.originalName}</Sent>}
      </Main>
      {request.status === 'OPEN' && (
        <DeferredUploadDocumentDialog
          request={{ id: request.id, title: request.title, category: request.category }}
          triggerLabel="Upload"
          onUploaded={onUploaded}
        />
      )}
    </Item>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Nothing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  ${surface}
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Rejected = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Sent = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
