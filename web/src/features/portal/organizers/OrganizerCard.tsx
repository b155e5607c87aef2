import { useId } from 'react';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { describeDay } from '@validation/organizer-values';
import type { OrganizerSummaryFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { ButtonLink } from '../../../components/ButtonLink';
import { Fact, Facts, RecordArticle, recordTitle } from '../../../components/RecordCard';
import { formatDate } from '../../../lib/format';
import { usePrefetchOnIntent } from '../shared/page-prefetch';
import { organizerStatusLabels, organizerStatusLabelsForClient, organizerStatusTones } from './organizer-labels';
import { isOrganizerOpen } from './organizer-open';
import { OrganizerProgressBar } from './OrganizerProgressBar';

/**
 * One organizer in the list: where it stands, how far the client is, when it is due (flagged once
 * overdue), and the way in: "Answer" for the client while it waits, "Review" for staff once it is
 * submitted, "View" otherwise.
 */
export function OrganizerCard({ organizer, staff }: { organizer: OrganizerSummaryFragment; staff: boolean }) {
  const titleId = useId();
  const to = `/portal/organizers/${organizer.id}`;
  const open = isOrganizerOpen(organizer.status);
  const action = !staff && open ? 'Answer' : staff && organizer.status === 'SUBMITTED' ? 'Review' : 'View';
  return (
    <RecordArticle aria-labelledby={titleId}>
      <Title id={titleId}>{organizer.title}</Title>
      <Badges>
        <Badge $tone={organizerStatusTones[organizer.status]}>
          {(staff ? organizerStatusLabels : organizerStatusLabelsForClient)[organizer.status]}
        </Badge>
        {organizer.isOverdue && <Badge $tone="danger">Overdue</Badge>}
      </Badges>
      <OrganizerProgressBar answered={organizer.progress.answered} total={organizer.progress.total} />
      <Facts>
        {staff && organizer.client && <Fact label="Client">{fullNameOf(organizer.client)}</Fact>}
        <Fact label="Engagement">{organizer.engagement?.title ?? 'Not shown'}</Fact>
        <Fact label="Due">
          <time dateTime={organizer.dueDate}>{describeDay(organizer.dueDate)}</time>
        </Fact>
        <Fact label="Sent">
          <time dateTime={organizer.sentAt}>{formatDate(organizer.sentAt)}</time>
          {staff && organizer.sentBy && <> by {fullNameOf(organizer.sentBy)}</>}
        </Fact>
        {organizer.submittedAt && (
          <Fact label="Submitted">
            <time dateTime={organizer.submittedAt}>{formatDate(organizer.submittedAt)}</time>
          </Fact>
        )}
      </Facts>
      <Actions>
        <ButtonLink
          to={to}
          $variant={action === 'View' ? 'outline' : 'primary'}
          $size="sm"
          aria-label={`${action}: ${organizer.title}`}
          {...usePrefetchOnIntent(to)}
        >
          {action}
        </ButtonLink>
      </Actions>
    </RecordArticle>
  );
}

const Title = styled.h2`
  ${recordTitle}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: auto;
`;
