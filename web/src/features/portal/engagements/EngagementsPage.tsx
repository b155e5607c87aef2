import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../app/theme';
import { useEngagementsQuery, type RoleName, type SessionUserFragment } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { PageHeader } from '../shell/PageHeader';
import { EngagementCard } from './EngagementCard';
import { EngagementFilters } from './EngagementFilters';
import { filterEngagements, isFiltered, noEngagementFilters, type EngagementFilterValues } from './engagement-filter';
import { listFetchFailure } from '../shell/list-fetch-failure';

/** Advisors, admins and superadmins see whose engagement each one is (SPEC.md §6). */
const isStaff = (roleNames: readonly RoleName[]) =>
  roleNames.some((role) => role === 'ADVISOR' || role === 'ADMIN' || role === 'SUPERADMIN');

/** /portal/engagements (SPEC.md §2, Engagements): search, status filter and the card grid. */
export function EngagementsPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  const [filters, setFilters] = useState<EngagementFilterValues>(noEngagementFilters);
  const { data, loading, error, refetch } = useEngagementsQuery({ notifyOnNetworkStatusChange: true });
  useEffect(() => {
    if (error) toast({ description: listFetchFailure(error, 'engagements'), variant: 'destructive' });
  }, [error]);
  const shown = useMemo(() => filterEngagements(data?.engagements ?? [], filters), [data, filters]);
  const filtered = isFiltered(filters);

  return (
    <>
      <title>Engagements | Khanya Client Portal</title>
      <PageHeader
        title="Engagements"
        subtitle={
          staff ? 'The engagements you run for your clients, and how far each is paid.' : 'Your projects with us and how far each is paid.'
        }
      />
      <EngagementFilters values={filters} onChange={setFilters} />
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={shown.length === 0}
        loadingText="Loading engagements…"
        emptyText={
          <>
            <EmptyTitle>No engagements found</EmptyTitle>
            {filtered ? 'Try adjusting your search or filters.' : 'Engagements appear here once the firm starts work for you.'}
          </>
        }
        errorText="Failed to fetch engagements."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Count aria-live="polite">
          {shown.length} {shown.length === 1 ? 'engagement' : 'engagements'}
        </Count>
        <Grid>
          {shown.map((engagement) => (
            <li key={engagement.id}>
              <EngagementCard engagement={engagement} staff={staff} />
            </li>
          ))}
        </Grid>
      </DataState>
    </>
  );
}

const EmptyTitle = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    min-width: 0;
  }
  li > article {
    flex: 1;
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
