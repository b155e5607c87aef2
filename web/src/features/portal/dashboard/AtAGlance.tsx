import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { useDashboardSummaryQuery } from '../../../graphql/generated';
import { FailureState, LoadingState } from '../../../components/DataState';
import { Icon, type AnyIconName } from '../../../components/Icon';
import { formatDateTime, formatRand } from '../../../lib/format';
import { media } from '../../../lib/theme';
import { usePrefetchOnIntent } from '../shared/page-prefetch';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The dashboard's "at a glance" cards (GET /api/dashboard/stats, docs/product.md#rest-calls): what
 * needs the user's attention, each card leading to the page that lists it. Fetched fresh on every
 * visit, so the numbers follow what was done elsewhere in the portal.
 */
export function AtAGlance({ onSettled }: { onSettled?: () => void } = {}) {
  const { data, loading, error, refetch } = useDashboardSummaryQuery({ fetchPolicy: 'cache-and-network' });
  const summary = data?.dashboardSummary;
  const settled = !!summary || !!error;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  return (
    <section aria-labelledby="at-a-glance-heading">
      <Heading id="at-a-glance-heading">At a glance</Heading>
      {!summary && error && <FailureState message="We could not load your summary." onRetry={() => void refetch()} />}
      {!summary && !error && loading && <LoadingState label="Loading your summary…" />}
      {summary && (
        <Grid>
          <GlanceCard to="/portal/documents" icon="file-text" label="Documents awaiting review" value={summary.pendingDocuments} />
          <GlanceCard
            to="/portal/engagements"
            icon="briefcase"
            label="Active engagements"
            value={summary.activeEngagements}
            detail={summary.outstandingAmount > 0 ? `${formatRand(summary.outstandingAmount)} still to pay` : 'Nothing outstanding'}
          />
          <GlanceCard
            to="/portal/tasks"
            icon="clipboard-check"
            label="Open tasks"
            value={summary.openTasks}
            detail={
              summary.overdueTasks > 0 ? <Overdue>{plural(summary.overdueTasks, 'task overdue', 'tasks overdue')}</Overdue> : 'None overdue'
            }
          />
          <GlanceCard
            to="/portal/appointments"
            icon="calendar"
            label="Upcoming appointments"
            value={summary.upcomingAppointments}
            detail={
              summary.nextAppointment
                ? `Next: ${summary.nextAppointment.title}, ${formatDateTime(summary.nextAppointment.scheduledAt)}`
                : 'Nothing booked'
            }
          />
          <GlanceCard to="/portal/messages" icon="message-square" label="Unread messages" value={summary.unreadMessages} />
          <GlanceCard to="/portal/notifications" icon="check-circle" label="Unread notifications" value={summary.unreadNotifications} />
        </Grid>
      )}
    </section>
  );
}

interface GlanceCardProps {
  to: string;
  icon: AnyIconName;
  label: string;
  value: number;
  detail?: ReactNode;
}

function GlanceCard({ to, icon, label, value, detail }: GlanceCardProps) {
  const prefetchOnIntent = usePrefetchOnIntent(to);
  return (
    <li>
      <CardLink to={to} {...prefetchOnIntent}>
        <Top>
          <span>{label}</span>
          <Icon name={icon} size={20} />
        </Top>
        <Value>{value}</Value>
        {detail && <Detail>{detail}</Detail>}
      </CardLink>
    </li>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  color: inherit;
  text-decoration: none;
  ${surface}
  &:hover {
    border-color: ${({ theme }) => theme.colors.navy600};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.gold600};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.navy700};
  }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
