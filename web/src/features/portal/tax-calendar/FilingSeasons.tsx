import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  FilingSeasonsDocument,
  TaxCalendarDocument,
  useFilingSeasonsQuery,
  useRemoveFilingSeasonMutation,
  type FilingSeasonFieldsFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Card';
import { intentHandlers } from '../../../components/intent-handlers';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { useIsPhone } from '../../../components/useMediaQuery';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../components/RecordTable';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { formatDay } from './calendar-dates';
import { ConfirmDialog, type Confirmation } from '../../../components/ConfirmDialog';
import type { FilingSeasonDraft } from './FilingSeasonDialog';
import { DeferredFilingSeasonDialog, prefetchFilingSeasonDialog } from './deferred-dialogs';
import { AdminSection, SectionIntro } from './tax-calendar-layout';
import { filingSeasonKindLabels, seasonName } from './tax-calendar-labels';

interface SeasonActions {
  onSet: (season: FilingSeasonFieldsFragment) => void;
  onRemove: (season: FilingSeasonFieldsFragment) => void;
}

/**
 * The administrators' "Filing seasons": the ITR12 season and the EMP501 windows SARS announced, a
 * table on wider screens and a card each on a phone, with "Set dates" and "Remove".
 */
export function FilingSeasons({ thisYear }: { thisYear: number }) {
  const headingId = useId();
  const { data, loading, error, refetch } = useFilingSeasonsQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useRemoveFilingSeasonMutation();
  const [draft, setDraft] = useState<FilingSeasonDraft | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const isPhone = useIsPhone();
  const seasons = data?.filingSeasons;

  const actions: SeasonActions = {
    onSet: (season) => setDraft({ season }),
    onRemove: (season) =>
      setConfirming({
        title: `Remove the ${seasonName(season)}?`,
        description: 'Its closing days leave the calendar. Remove a season only when it was entered by mistake.',
        keepLabel: 'Keep it',
        confirmLabel: 'Remove season',
        busyLabel: 'Removing…',
        failure: 'The filing season could not be removed. Please try again.',
        run: async () => {
          await remove({
            variables: { kind: season.kind, year: season.year },
            refetchQueries: [TaxCalendarDocument, FilingSeasonsDocument],
            awaitRefetchQueries: true,
          });
          toast({ title: 'Filing season removed', description: seasonName(season), variant: 'success' });
        },
        focusAfter: () => document.getElementById(headingId),
      }),
  };

  return (
    <AdminSection aria-labelledby={headingId}>
      <header>
        <h2 id={headingId} tabIndex={-1}>
          Filing seasons
        </h2>
        <Button $variant="outline" $size="sm" onClick={() => setDraft({ season: null })} {...intentHandlers(prefetchFilingSeasonDialog)}>
          Set dates
        </Button>
      </header>
      <SectionIntro>
        The windows SARS announces each year. Their closing days are on the calendar above: the ITR12 season&rsquo;s for non-provisional and
        provisional taxpayers, and each EMP501 reconciliation&rsquo;s.
      </SectionIntro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!seasons}
        empty={seasons?.length === 0}
        loadingText="Loading filing seasons…"
        emptyText="No filing seasons are set yet."
        errorText={listFetchFailed('filing seasons')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {seasons && (isPhone ? <SeasonCards seasons={seasons} {...actions} /> : <SeasonTable seasons={seasons} {...actions} />)}
      </DataState>
      <DeferredFilingSeasonDialog draft={draft} thisYear={thisYear} onClose={() => setDraft(null)} />
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </AdminSection>
  );
}

function RowActions({ season, onSet, onRemove }: SeasonActions & { season: FilingSeasonFieldsFragment }) {
  return (
    <Actions>
      <Button $variant="outline" $size="sm" onClick={() => onSet(season)} {...intentHandlers(prefetchFilingSeasonDialog)}>
        Set dates<VisuallyHidden> of the {seasonName(season)}</VisuallyHidden>
      </Button>
      <Button $variant="ghost" $size="sm" onClick={() => onRemove(season)}>
        Remove<VisuallyHidden> the {seasonName(season)}</VisuallyHidden>
      </Button>
    </Actions>
  );
}

const provisional = (season: FilingSeasonFieldsFragment) => (season.provisionalCloses ? formatDay(season.provisionalCloses) : '—');

function SeasonTable({ seasons, ...actions }: SeasonActions & { seasons: FilingSeasonFieldsFragment[] }) {
  return (
    <TableScroll>
      <Table>
        <caption>
          <VisuallyHidden>Filing seasons</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Year</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
            <th scope="col">Provisional taxpayers close</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => (
            <tr key={season.id}>
              <th scope="row">{filingSeasonKindLabels[season.kind]}</th>
              <td>{season.year}</td>
              <td>{formatDay(season.opens)}</td>
              <td>{formatDay(season.closes)}</td>
              <td>{provisional(season)}</td>
              <td>
                <RowActions season={season} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function SeasonCards({ seasons, ...actions }: SeasonActions & { seasons: FilingSeasonFieldsFragment[] }) {
  return (
    <Cards aria-label="Filing seasons">
      {seasons.map((season) => (
        <li key={season.id}>
          <article aria-label={seasonName(season)}>
            <h3>{seasonName(season)}</h3>
            <RecordFacts $labelWidth="7rem">
              <div>
                <dt>Opens</dt>
                <dd>{formatDay(season.opens)}</dd>
              </div>
              <div>
                <dt>Closes</dt>
                <dd>{formatDay(season.closes)}</dd>
              </div>
              {season.provisionalCloses && (
                <div>
                  <dt>Provisional taxpayers close</dt>
                  <dd>{provisional(season)}</dd>
                </div>
              )}
            </RecordFacts>
            <RowActions season={season} {...actions} />
          </article>
        </li>
      ))}
    </Cards>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Table = styled(RecordTable)`
  td:last-child > div {
    flex-wrap: nowrap;
  }
`;

const Cards = styled(RecordCards)`
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${Actions} {
    justify-content: flex-start;
  }
`;
