import { useMemo, useState } from 'react';
import { useEngagementsQuery, type SessionUserFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { Icon } from '../../../components/Icon';
import { intentHandlers } from '../../../components/intent-handlers';
import { PageHeader } from '../shared/PageHeader';
import { EngagementCard } from './EngagementCard';
import { EngagementFilters } from './EngagementFilters';
import { filterEngagements, isFiltered, noEngagementFilters, type EngagementFilterValues } from './engagement-filter';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { EmptyTitle, RecordGrid, ResultCount } from '../../../components/RecordList';
import { engagementViewerOf, mayEditEngagement } from './engagement-viewer';
import { DeferredEngagementDialog, prefetchEngagementDialog } from './DeferredEngagementDialog';
import type { EngagementDraft } from './EngagementDialog';

/**
 * /portal/engagements (docs/product.md#engagements): search, status filter and the card grid;
 * staff also create engagements and edit those they may (an advisor theirs, an admin any).
 */
export function EngagementsPage({ user }: { user: SessionUserFragment }) {
  // Advisors, admins and superadmins see whose engagement each one is (docs/product.md#record-access).
  const viewer = useMemo(() => engagementViewerOf(user), [user]);
  const { staff } = viewer;
  const [draft, setDraft] = useState<EngagementDraft | null>(null);
  const [filters, setFilters] = useState<EngagementFilterValues>(noEngagementFilters);
  const { data, loading, error, refetch } = useEngagementsQuery({ notifyOnNetworkStatusChange: true });
  useListFetchFailureToast(error, 'engagements');
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
        actions={
          staff && (
            <Button onClick={() => setDraft({ engagement: null })} {...intentHandlers(prefetchEngagementDialog)}>
              <Icon name="plus" size={18} />
              New engagement
            </Button>
          )
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
        errorText={listFetchFailed('engagements')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ResultCount aria-live="polite">
          {shown.length} {shown.length === 1 ? 'engagement' : 'engagements'}
        </ResultCount>
        <RecordGrid>
          {shown.map((engagement) => (
            <li key={engagement.id}>
              <EngagementCard
                engagement={engagement}
                staff={staff}
                onEdit={mayEditEngagement(viewer, engagement) ? () => setDraft({ engagement }) : undefined}
              />
            </li>
          ))}
        </RecordGrid>
      </DataState>
      {staff && <DeferredEngagementDialog draft={draft} viewer={viewer} onClose={() => setDraft(null)} />}
    </>
  );
}
