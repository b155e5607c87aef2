import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { describeProgress } from '@validation/organizer-progress';
import type { EngagementCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { formatCalendarDate } from '../../../lib/format';
import { usePrefetchOnIntent } from '../shared/page-prefetch';
import { DeferredSendOrganizerDialog } from './DeferredSendOrganizerDialog';
import { organizerStatusLabels, organizerStatusLabelsForClient, organizerStatusTones } from '../organizers';

type CardOrganizer = EngagementCardFragment['organizers'][number];

interface EngagementOrganizersProps {
  engagement: EngagementCardFragment;
  /** Staff follow the organizers and may send one; the client is asked to fill them in. */
  staff: boolean;
}

/**
 * The engagement's organizers (docs/product.md#organizers), the most recently sent first: each a
 * link to its page with where it stands, how far the client is and when it is due. Staff may send
 * another while the engagement is not cancelled, as the API allows any number but none for a
 * cancelled engagement.
 */
export function EngagementOrganizers({ engagement, staff }: EngagementOrganizersProps) {
  const headingId = useId();
  const { organizers } = engagement;
  const canSend = staff && engagement.status !== 'CANCELLED';
  if (organizers.length === 0 && !canSend) return null;

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Organizers</h3>
      {organizers.length > 0 ? (
        <List>
          {organizers.map((organizer) => (
            <li key={organizer.id}>
              <OrganizerLine organizer={organizer} staff={staff} />
            </li>
          ))}
        </List>
      ) : (
        <None>None sent yet.</None>
      )}
      {canSend && (
        <div>
          <DeferredSendOrganizerDialog engagement={engagement} />
        </div>
      )}
    </Section>
  );
}

function OrganizerLine({ organizer, staff }: { organizer: CardOrganizer; staff: boolean }) {
  const to = `/portal/organizers/${organizer.id}`;
  const labels = staff ? organizerStatusLabels : organizerStatusLabelsForClient;
  // A cancelled organizer is no longer asked for: how far it got and its due day no longer matter.
  const live = organizer.status !== 'CANCELLED';
  return (
    <Line>
      <TitleLink to={to} {...usePrefetchOnIntent(to)}>
        {organizer.title}
      </TitleLink>
      <Facts>
        <Badge $tone={organizerStatusTones[organizer.status]}>{labels[organizer.status]}</Badge>
        {live && (
          <span>
            {describeProgress(organizer.progress)} · due <time dateTime={organizer.dueDate}>{formatCalendarDate(organizer.dueDate)}</time>
          </span>
        )}
      </Facts>
    </Line>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Labelled as the card's facts are ("Start date", "Tasks"). */
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The title over its facts. A box of its own, as the engagements grid's rule for its items
 * (RecordGrid's li: a row) reaches these list items too.
 */
const Line = styled.div`
  display: grid;
  flex: 1;
  justify-items: start;
  min-width: 0;
`;

/** A whole line high (44px), so that a thumb finds it on a phone. */
const TitleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy800};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.navy600};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const None = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
