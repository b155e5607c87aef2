import { useState } from 'react';
import styled from 'styled-components';
import { enumName } from '@validation/enum-names';
import { jobSeriesStatusValues } from '@validation/jobs';
import {
  useJobSeriesListQuery,
  useRestoreJobSeriesPeriodMutation,
  useSetJobSeriesStatusMutation,
  useSkipJobSeriesPeriodMutation,
  type JobSeriesListQuery,
  type JobSeriesStatus,
  type SeriesCardFragment,
} from '../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog, refusalMessage, type Confirmation } from '../../../components/ConfirmDialog';
import { DataState } from '../../../components/DataState';
import { Label, Select } from '../../../components/Field';
import { Fact, Facts, RecordArticle, recordTitle } from '../../../components/RecordCard';
import { toast } from '../../../components/toast-store';
import { useHydrated } from '../../../components/useHydrated';
import { formatCalendarDate } from '../../../lib/format';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { taskPriorityLabels } from '../tasks';
import { DeferredEditSeriesDialog } from './deferred-edit-series';
import { personName } from './JobCard';
import { useShowMore } from './use-show-more';
import type { JobFilterVariables } from './work-filters';

const PAGE = 20;
/** After a change the board and the list may have a new job (a resumed series, a period made after all). */
const REFETCH = ['JobSeriesList', 'JobColumn', 'JobList'];

const statusWords: Record<JobSeriesStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Running', tone: 'success' },
  PAUSED: { label: 'Paused', tone: 'warning' },
  ENDED: { label: 'Ended', tone: 'neutral' },
};

/**
 * The Recurring tab (docs/staff-guide.md, "Recurring work"): each series with its next periods
 * and the day each one's job is made; a period is skipped (or made after all), and a series is
 * changed, paused, resumed or ended. "New job" with Repeat starts one.
 */
export function Recurring({ variables }: { variables: JobFilterVariables }) {
  const [status, setStatus] = useState<JobSeriesStatus | ''>('');
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<SeriesCardFragment | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { data, loading, error, fetchMore, refetch } = useJobSeriesListQuery({
    variables: {
      first: PAGE,
      templateKey: variables.templateKey,
      assignedTo: variables.assignedTo,
      clientId: variables.clientId,
      status: status || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.jobSeriesList;
  const { loading: more, showMore } = useShowMore<JobSeriesListQuery, 'jobSeriesList'>(fetchMore, page, 'jobSeriesList');
  const [setSeriesStatus] = useSetJobSeriesStatusMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [skip] = useSkipJobSeriesPeriodMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [restore] = useRestoreJobSeriesPeriodMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });

  const changeStatus = async (series: SeriesCardFragment, next: JobSeriesStatus) => {
    try {
      await setSeriesStatus({ variables: { id: series.id, status: next } });
      const said = next === 'PAUSED' ? 'paused: it makes no job until it is resumed' : 'running again';
      toast({
        title: next === 'PAUSED' ? 'Series paused' : 'Series resumed',
        description: `${series.title}, ${clientOf(series)}, is ${said}.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: 'The series was not changed', description: refusalMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };
  const changeSkip = async (series: SeriesCardFragment, period: SeriesCardFragment['upcoming'][number]) => {
    const variables = { id: series.id, periodKey: period.periodKey };
    try {
      if (period.skipped) await restore({ variables });
      else await skip({ variables });
      toast({
        title: period.skipped ? 'Period restored' : 'Period skipped',
        description: period.skipped ? `${period.label}’s job will be made on its day.` : `No job will be made for ${period.label}.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: 'The period was not changed', description: refusalMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };
  const end = (series: SeriesCardFragment) =>
    setConfirmation({
      title: 'End this series?',
      description: `${series.title} for ${clientOf(series)} will make no more jobs. The jobs it made stay on the board. To start again, create a new series.`,
      keepLabel: 'Keep it running',
      confirmLabel: 'End series',
      busyLabel: 'Ending…',
      failure: 'The series could not be ended. Please try again.',
      run: async () => {
        await setSeriesStatus({ variables: { id: series.id, status: 'ENDED' } });
        toast({ title: 'Series ended', description: `${series.title} for ${clientOf(series)} makes no more jobs.`, variant: 'success' });
      },
    });

  return (
    <>
      <StatusFilter>
        <Label htmlFor="series-status">Series</Label>
        <Select
          id="series-status"
          disabled={!hydrated}
          value={status}
          onChange={(event) => setStatus(event.target.value as JobSeriesStatus | '')}
        >
          <option value="">All series</option>
          {jobSeriesStatusValues.map((value) => (
            <option key={value} value={enumName(value)}>
              {statusWords[enumName(value)].label}
            </option>
          ))}
        </Select>
      </StatusFilter>
      <DataState
        loading={loading}
        error={error}
        hasData={!!page}
        empty={!!page && page.nodes.length === 0}
        loadingText="Loading the recurring series…"
        emptyText="No recurring series match. Start one with New job and Repeat for every period."
        errorText={listFetchFailed('the recurring series')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {page && (
          <>
            <List aria-label="Recurring series">
              {page.nodes.map((series) => (
                <li key={series.id}>
                  <SeriesCard
                    series={series}
                    onEdit={() => setEditing(series)}
                    onStatus={(next) => void changeStatus(series, next)}
                    onEnd={() => end(series)}
                    onSkip={(period) => void changeSkip(series, period)}
                  />
                </li>
              ))}
            </List>
            <p>
              Showing {page.nodes.length} of {page.totalCount}.{' '}
              {page.pageInfo.hasNextPage && (
                <Button $variant="ghost" $size="sm" onClick={() => void showMore()} disabled={more}>
                  {more ? 'Loading…' : 'Show more'}
                </Button>
              )}
            </p>
          </>
        )}
      </DataState>
      <DeferredEditSeriesDialog series={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

const clientOf = (series: SeriesCardFragment) => personName(series.client) ?? 'the client';

function SeriesCard({
  series,
  onEdit,
  onStatus,
  onEnd,
  onSkip,
}: {
  series: SeriesCardFragment;
  onEdit: () => void;
  onStatus: (status: JobSeriesStatus) => void;
  onEnd: () => void;
  onSkip: (period: SeriesCardFragment['upcoming'][number]) => void;
}) {
  const words = statusWords[series.status];
  const ended = series.status === 'ENDED';
  const headingId = `series-${series.id}`;
  return (
    <RecordArticle aria-labelledby={headingId}>
      <Heading>
        <h3 id={headingId}>{series.title}</h3>
        <Badge $tone={words.tone}>{words.label}</Badge>
      </Heading>
      <p>
        {clientOf(series)}: {series.engagement?.title}
      </p>
      <Facts>
        <Fact label="Each job made">
          {series.leadDays === 0 ? 'the day its period ends' : `${series.leadDays} days before its period ends`}
        </Fact>
        <Fact label="Assigned to">{personName(series.assignee) ?? 'Nobody'}</Fact>
        <Fact label="Reviewer">{personName(series.reviewer) ?? 'Nobody'}</Fact>
        <Fact label="Priority">{taskPriorityLabels[series.priority]}</Fact>
      </Facts>
      {!ended && (
        <Periods aria-label={`Next periods of ${series.title}`}>
          {series.upcoming.length === 0 && <li>No period ahead.</li>}
          {series.upcoming.map((period) => (
            <li key={period.periodKey}>
              <span>
                <strong>{period.label}</strong>{' '}
                {period.skipped ? <Badge>Skipped</Badge> : <Made>job made {formatCalendarDate(period.makesOn)}</Made>}
              </span>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => onSkip(period)}
                aria-label={period.skipped ? `Make it after all: ${period.label}` : `Skip ${period.label}`}
              >
                {period.skipped ? 'Make it after all' : 'Skip'}
              </Button>
            </li>
          ))}
        </Periods>
      )}
      {!ended && (
        <Actions>
          <Button $variant="outline" $size="sm" onClick={onEdit}>
            Change
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => onStatus(series.status === 'PAUSED' ? 'ACTIVE' : 'PAUSED')}>
            {series.status === 'PAUSED' ? 'Resume' : 'Pause'}
          </Button>
          <Button $variant="danger" $size="sm" onClick={onEnd}>
            End series
          </Button>
        </Actions>
      )}
    </RecordArticle>
  );
}

const StatusFilter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  max-width: 20rem;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    ${recordTitle}
    margin: 0;
  }
`;

const Periods = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: 0;
  list-style: none;
  /* The period and its day on the left (wrapping there on a phone), its button always on the right. */
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Made = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
