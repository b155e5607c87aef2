import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { describeDay } from '@validation/organizer-values';
import { useOrganizerQuery, type OrganizerDetailFragment, type SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { FailureState, LoadingState } from '../../../components/DataState';
import { Fact, Facts } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../lib/service-unavailable';
import { BackLink } from '../shared/BackLink';
import { PageHeader } from '../shared/PageHeader';
import { RecordNotFound, isNotFound } from '../shared/RecordNotFound';
import { isStaff } from '../shared/roles';
import { organizerStatusLabels, organizerStatusLabelsForClient, organizerStatusTones } from './organizer-labels';
import { isOrganizerOpen } from './organizer-open';
import { organizerVariables } from './organizer-variables';
import { OrganizerAnswers } from './OrganizerAnswers';
import { OrganizerForm } from './OrganizerForm';
import { OrganizerNotice } from './OrganizerNotice';
import { OrganizerProgressBar } from './OrganizerProgressBar';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { organizerVariables };

const ORGANIZERS_PATH = '/portal/organizers';

// Staff's review (reopening with notes, cancelling: forms, dialogs and zod) comes only to staff, so a client's phone does not fetch it.
const OrganizerReview = lazy(() => import('./OrganizerReview').then((module) => ({ default: module.OrganizerReview })));

/**
 * /portal/organizers/:id (docs/product.md#organizers), opened from "Waiting for you", the
 * notification or the e-mail: for its client while it waits, the questions to answer, each saved
 * as it is given; for staff, the answers beside the files, the PDF, and reopening with notes; for
 * the client once it is submitted or cancelled, the answers as given.
 */
export function OrganizerPage({ user }: { user: SessionUserFragment }) {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useOrganizerQuery({ variables: organizerVariables(id), notifyOnNetworkStatusChange: true });
  const organizer = data?.organizer;
  const retry = () => void refetch().catch(() => undefined);
  const staff = isStaff(user.roleNames);

  if (!organizer) {
    if (error && isNotFound(error))
      return (
        <RecordNotFound
          what="Organizer"
          text="There is no such organizer, or it is not one of yours. Check the link, or find it among yours."
          listPath={ORGANIZERS_PATH}
          listLabel="Go to your organizers"
        />
      );
    return (
      <>
        <title>Organizer | Khanya Client Portal</title>
        <BackLink to={ORGANIZERS_PATH}>All organizers</BackLink>
        <PageHeader title="Organizer" />
        {error ? (
          <FailureState message={isServiceUnavailable(error) ? RECORDS_UNREACHABLE : 'We could not load this organizer.'} onRetry={retry} />
        ) : (
          loading && <LoadingState label="Loading the organizer…" />
        )}
      </>
    );
  }

  const fills = isOrganizerOpen(organizer.status) && organizer.client?.id === user.id;
  const labels = staff ? organizerStatusLabels : organizerStatusLabelsForClient;
  return (
    <>
      <title>{`${organizer.title} | Khanya Client Portal`}</title>
      <BackLink to={ORGANIZERS_PATH}>All organizers</BackLink>
      <PageHeader
        title={organizer.title}
        badge={<Badge $tone={organizerStatusTones[organizer.status]}>{labels[organizer.status]}</Badge>}
        subtitle={organizer.engagement ? `Organizer for ${organizer.engagement.title}` : 'Organizer'}
      />
      <OrganizerFacts organizer={organizer} staff={staff} />
      {organizer.description && <Intro>{organizer.description}</Intro>}
      <Progress>
        <OrganizerProgressBar answered={organizer.progress.answered} total={organizer.progress.total} />
      </Progress>
      <OrganizerNotice organizer={organizer} staff={staff} />
      {fills ? (
        // A reopened organizer starts a new round of answers: its drafts start from the answers as they stand.
        <OrganizerForm key={`${organizer.id}-${organizer.reopenedAt ?? ''}`} organizer={organizer} />
      ) : staff ? (
        <LazyPartBoundary loadingLabel="Loading the answers…">
          <OrganizerReview organizer={organizer} />
        </LazyPartBoundary>
      ) : (
        <OrganizerAnswers organizer={organizer} />
      )}
    </>
  );
}

function OrganizerFacts({ organizer, staff }: { organizer: OrganizerDetailFragment; staff: boolean }) {
  return (
    <FactsRow>
      {staff && organizer.client && <Fact label="Client">{fullNameOf(organizer.client)}</Fact>}
      <Fact label="Sent">
        <time dateTime={organizer.sentAt}>{formatDateTime(organizer.sentAt)}</time>
        {organizer.sentBy && <> by {fullNameOf(organizer.sentBy)}</>}
      </Fact>
      <Fact label="Due">
        <time dateTime={organizer.dueDate}>{describeDay(organizer.dueDate)}</time>
      </Fact>
      {organizer.submittedAt && (
        <Fact label="Submitted">
          <time dateTime={organizer.submittedAt}>{formatDateTime(organizer.submittedAt)}</time>
        </Fact>
      )}
    </FactsRow>
  );
}

// On the page's grey, not a card's white: the labels take the darker grey to stay readable (4.5:1).
const FactsRow = styled(Facts)`
  max-width: 46rem;
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Intro = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  white-space: pre-wrap;
`;

const Progress = styled.div`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
