import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../../lib/theme';
import { useAdminStatsQuery } from '../../../../graphql/generated';
import { Card } from '../../../../components/Card';
import { FailureState } from '../../../../components/DataState';
import { StatCard, StatGrid } from '../../../../components/StatCard';
import { RecentSubmissions } from '../../contact-tracker';
import { SectionHead } from '../../shared/PageHeader';
import { HealthText, healthOf } from '../HealthIcon';
import { RecentActivity } from './RecentActivity';

/** The Overview tab of docs/product.md#admin-panel. */
export function OverviewTab() {
  return (
    <>
      <AdminCounters />
      <Columns>
        <Card as="section" aria-labelledby="latest-submissions-heading">
          <SectionHead>
            <h2 id="latest-submissions-heading">Latest Submissions</h2>
            <Link to="/portal/contact-tracker">Open the Contact Tracker</Link>
          </SectionHead>
          <RecentSubmissions />
        </Card>
        <Card as="section" aria-labelledby="recent-activity-heading">
          <SectionHead>
            <h2 id="recent-activity-heading">Recent Activity</h2>
          </SectionHead>
          <RecentActivity />
        </Card>
      </Columns>
    </>
  );
}

function AdminCounters() {
  const { data, error, refetch } = useAdminStatsQuery();
  if (error && !data)
    return <FailureState message="We could not load the statistics." onRetry={() => void refetch().catch(() => undefined)} />;
  const stats = data?.adminStats;
  const pending = <span aria-label="Loading">…</span>;
  return (
    <StatGrid $columns={4} aria-busy={!stats}>
      <StatCard label="Total Users" icon="users" value={stats ? stats.totalUsers : pending} />
      <StatCard label="Contact Submissions" icon="file-text" value={stats ? stats.totalContactSubmissions : pending} />
      <StatCard label="Active Users" icon="user" value={stats ? stats.activeUsers : pending} hint="signed in within 30 days" />
      <StatCard label="System Health" icon="shield-check" value={stats ? <HealthText health={healthOf(stats.systemHealth)} /> : pending} />
    </StatGrid>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.xl} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;
