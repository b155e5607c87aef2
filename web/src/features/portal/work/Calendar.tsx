import { useState } from 'react';
import styled from 'styled-components';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import {
  addMonths,
  dateOf,
  fullMonthLabel,
  dayOfWeek,
  daysInMonth,
  lastDayOfMonth,
  parseMonth,
} from '@validation/tax-calendar/calendar-days';
import { useJobDueDaysQuery, useJobsDueOnQuery, type JobsDueOnQuery } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card, VisuallyHidden } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { useHydrated } from '../../../components/useHydrated';
import { formatCalendarDate } from '../../../lib/format';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { dueText, personName } from './JobCard';
import { useShowMore } from './use-show-more';
import type { JobFilterVariables } from './work-filters';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_PAGE = 25;

/** The weeks of the month's grid, Monday first, each day YYYY-MM-DD or null outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const { year, month: number } = parseMonth(month, 'month');
  const first = dateOf(year, number, 1);
  const lead = (dayOfWeek(first) + 6) % 7;
  const days: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let day = 1; day <= daysInMonth(year, number); day++) days.push(dateOf(year, number, day));
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

const monthName = (month: string) => fullMonthLabel(parseMonth(month, 'month'));
const shiftMonth = (month: string, count: number) => {
  const next = addMonths(parseMonth(month, 'month'), count);
  return `${next.year}-${String(next.month).padStart(2, '0')}`;
};

/**
 * The Calendar tab (docs/staff-guide.md, "The work board"): the month's days with how many jobs
 * are due on each (overdue ones said), with the board's filters; choosing a day lists its jobs
 * beneath. Counted by the server in one statement however many jobs there are.
 */
export function Calendar({ variables }: { variables: JobFilterVariables }) {
  const today = todayInSouthAfrica(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [chosen, setChosen] = useState<string | null>(null);
  // Drawn by the server, a button answers nothing until React has taken the page over: disabled till then.
  const hydrated = useHydrated();
  const { year, month: number } = parseMonth(month, 'month');
  const { data, loading, error, refetch } = useJobDueDaysQuery({
    variables: {
      from: `${month}-01`,
      to: lastDayOfMonth(year, number),
      templateKey: variables.templateKey,
      assignedTo: variables.assignedTo,
    },
    fetchPolicy: 'cache-and-network',
  });
  const counts = new Map((data?.jobDueDays ?? []).map((day) => [day.day, day]));
  const go = (count: number) => {
    setMonth(shiftMonth(month, count));
    setChosen(null);
  };

  return (
    <>
      <Navigation>
        <Button
          $variant="outline"
          $size="sm"
          disabled={!hydrated}
          onClick={() => go(-1)}
          aria-label={`Previous month, ${monthName(shiftMonth(month, -1))}`}
        >
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <h2 aria-live="polite">{monthName(month)}</h2>
        <Button
          $variant="outline"
          $size="sm"
          disabled={!hydrated}
          onClick={() => go(1)}
          aria-label={`Next month, ${monthName(shiftMonth(month, 1))}`}
        >
          Next <span aria-hidden="true">›</span>
        </Button>
      </Navigation>
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={false}
        loadingText="Loading the month…"
        emptyText=""
        errorText={listFetchFailed('the calendar')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Grid aria-label={`Jobs due in ${monthName(month)}`}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week.find(Boolean) ?? 'empty'}>
                {week.map((day, index) => {
                  if (!day) return <td key={`blank-${index}`} />;
                  const count = counts.get(day);
                  const said = count
                    ? ` ${count.jobs === 1 ? 'job' : 'jobs'} due${count.overdue ? `, ${count.overdue} overdue` : ''}`
                    : ': nothing due';
                  return (
                    <td key={day} data-today={day === today || undefined}>
                      {/* Named by what it shows ("7", "3") and the words around it, read but not shown. */}
                      <DayButton
                        type="button"
                        aria-pressed={chosen === day}
                        disabled={!count || !hydrated}
                        onClick={() => setChosen(chosen === day ? null : day)}
                      >
                        <span>
                          {Number(day.slice(8))}
                          <VisuallyHidden>{` ${monthName(month)}`}</VisuallyHidden>
                        </span>
                        {count && <VisuallyHidden>: </VisuallyHidden>}
                        {count && (
                          <Badge $tone={count.overdue ? 'danger' : count.jobs === count.done ? 'success' : 'navy'}>{count.jobs}</Badge>
                        )}
                        <VisuallyHidden>{said}</VisuallyHidden>
                      </DayButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </DataState>
      {chosen && <DayJobs day={chosen} variables={variables} />}
    </>
  );
}

/** The jobs due on the day chosen, soonest first, a page at a time. */
function DayJobs({ day, variables }: { day: string; variables: JobFilterVariables }) {
  const { data, loading, error, fetchMore, refetch } = useJobsDueOnQuery({
    variables: { day, first: DAY_PAGE, templateKey: variables.templateKey, assignedTo: variables.assignedTo, clientId: variables.clientId },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.jobs;
  const { loading: more, showMore } = useShowMore<JobsDueOnQuery>(fetchMore, page);
  return (
    <DayCard aria-labelledby="calendar-day">
      <h3 id="calendar-day">Due {formatCalendarDate(day)}</h3>
      <DataState
        loading={loading}
        error={error}
        hasData={!!page}
        empty={!!page && page.nodes.length === 0}
        loadingText="Loading the day’s jobs…"
        emptyText="No jobs are due that day."
        errorText={listFetchFailed('the day’s jobs')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ul>
          {page?.nodes.map((job) => (
            <li key={job.id}>
              <strong>{job.title}</strong> <span>{personName(job.client) ?? ''}</span> <span>{job.stageName}</span>{' '}
              <span>{personName(job.assignee) ?? 'Nobody assigned'}</span>
              {job.isOverdue ? <Badge $tone="danger">Overdue</Badge> : <Muted>{dueText(job)}</Muted>}
            </li>
          ))}
        </ul>
        {page?.pageInfo.hasNextPage && (
          <Button $variant="ghost" $size="sm" onClick={() => void showMore()} disabled={more}>
            {more ? 'Loading…' : `Show more (${page.totalCount - page.nodes.length} left)`}
          </Button>
        )}
      </DataState>
    </DayCard>
  );
}

const Navigation = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  td {
    height: 4.5rem;
    padding: 0;
    vertical-align: top;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:empty {
    background: transparent;
    border-color: transparent;
  }
  td[data-today] {
    border: 2px solid ${({ theme }) => theme.colors.navy600};
  }
  @media (max-width: 640px) {
    td {
      height: 3.25rem;
    }
  }
`;

const DayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy100};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.navy600};
    outline-offset: 2px;
  }
`;

const DayCard = styled(Card).attrs({ as: 'section' })`
  margin-top: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
