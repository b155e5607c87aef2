import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { addMonths, type YearMonth } from '@validation/tax-calendar/calendar-days';
import {
  TaxCalendarDocument,
  useDeclaredHolidaysQuery,
  useRemoveDeadlineOverrideMutation,
  useTaxCalendarQuery,
  type DeclaredHolidayFieldsFragment,
  type SessionUserFragment,
  type TaxDeadlineRowFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card, surface, VisuallyHidden } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Label, Select } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { media } from '../../../lib/theme';
import { PageHeader } from '../shared/PageHeader';
import { isAdmin, isStaff } from '../shared/roles';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { MONTHS_SHOWN, formatDay, monthHeading, monthKey, monthOf, monthsFrom, rangeOf, sameMonth, shortMonth } from './calendar-dates';
import { changeButtonId, rowsOfMonth, type CalendarRow } from './calendar-rows';
import { DeadlineRow, HolidayRow, TodayMarker, type DeadlineActions } from './CalendarRows';
import { ConfirmDialog, type Confirmation } from '../../../components/ConfirmDialog';
import { DeclaredHolidays } from './DeclaredHolidays';
import { DeferredChangeDueDateDialog, DeferredDeclareHolidayDialog } from './deferred-dialogs';
import { FilingSeasons } from './FilingSeasons';
import { useRemoveHolidayConfirmation } from './useRemoveHoliday';

/**
 * /portal/tax-calendar, for staff (docs/tax-calendar.md): three months of SARS and CIPC deadlines,
 * each on the business day it falls, with the public holidays between them. Administrators also
 * keep what no rule gives: the holidays the President declares, the deadlines SARS extends and the
 * filing seasons it announces.
 */
export function TaxCalendarPage({ user }: { user: SessionUserFragment }) {
  if (!isStaff(user.roleNames)) {
    return (
      <Card role="alert">
        <title>Tax calendar | Khanya Client Portal</title>
        <h1>Staff only</h1>
        <p>The tax calendar is kept for the firm&rsquo;s advisors and administrators. Your own due dates are on your dashboard.</p>
      </Card>
    );
  }
  const admin = isAdmin(user.roleNames);
  const today = todayInSouthAfrica(new Date());
  return (
    <>
      <title>Tax calendar | Khanya Client Portal</title>
      <PageHeader
        title="Tax calendar"
        subtitle="SARS and CIPC due dates, each on the business day it falls, with South Africa’s public holidays."
        actions={admin ? <DeferredDeclareHolidayDialog /> : undefined}
      />
      <Calendar admin={admin} today={today} />
      {admin && <FilingSeasons thisYear={Number(today.slice(0, 4))} />}
      {admin && <DeclaredHolidays />}
    </>
  );
}

/** The months shown: from the address's `?from=2027-03`, else the current month. */
function useFirstMonth(thisMonth: YearMonth): [YearMonth, (month: YearMonth) => void] {
  const [params, setParams] = useSearchParams();
  const first = monthOf(params.get('from')) ?? thisMonth;
  const show = (month: YearMonth) => setParams(sameMonth(month, thisMonth) ? {} : { from: monthKey(month) }, { replace: true });
  return [first, show];
}

function Calendar({ admin, today }: { admin: boolean; today: string }) {
  const thisMonth = monthOf(today.slice(0, 7))!;
  const [first, show] = useFirstMonth(thisMonth);
  const months = monthsFrom(first);
  const { data, loading, error, refetch } = useTaxCalendarQuery({ variables: rangeOf(first), fetchPolicy: 'cache-and-network' });
  const declared = useDeclaredHolidaysQuery({ skip: !admin }).data?.declaredHolidays;
  const [changing, setChanging] = useState<TaxDeadlineRowFragment | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [undo] = useRemoveDeadlineOverrideMutation();
  const removal = useRemoveHolidayConfirmation();
  const calendar = data?.taxCalendar;
  const last = months[months.length - 1];

  const actions: DeadlineActions | undefined = admin
    ? {
        onChangeDueDate: setChanging,
        onUndoExtension: (deadline) =>
          setConfirming({
            title: `Undo the extension of ${deadline.label}?`,
            description: `It will be due on the rule’s date again: ${formatDay(deadline.computed)}.`,
            keepLabel: 'Keep the extension',
            confirmLabel: 'Undo extension',
            busyLabel: 'Undoing…',
            failure: 'The extension could not be undone. Please try again.',
            run: async () => {
              await undo({
                variables: { periodKey: deadline.periodKey },
                refetchQueries: [TaxCalendarDocument],
                awaitRefetchQueries: true,
              });
              toast({
                title: 'Extension undone',
                description: `${deadline.label} is due ${formatDay(deadline.computed)} again.`,
                variant: 'success',
              });
            },
            // The button that opened it went with the extension: back to the row's "Change due date".
            focusAfter: () => document.getElementById(changeButtonId(deadline.periodKey)),
          }),
      }
    : undefined;
  const removeHoliday = (holiday: DeclaredHolidayFieldsFragment) =>
    setConfirming(removal(holiday, () => document.getElementById(monthHeadingId(monthOf(holiday.date.slice(0, 7))!))));

  return (
    <>
      <MonthPicker first={first} thisMonth={thisMonth} onShow={show} />
      <DataState
        loading={loading}
        error={error}
        hasData={!!calendar}
        empty={!!calendar && calendar.deadlines.length === 0 && calendar.holidays.length === 0}
        loadingText="Loading the tax calendar…"
        emptyText={`Nothing is due and there are no public holidays from ${monthHeading(first)} to ${monthHeading(last)}.`}
        errorText={listFetchFailed('the tax calendar')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {calendar && (
          <Months>
            {months.map((month) => (
              <MonthSection
                key={monthKey(month)}
                month={month}
                rows={rowsOfMonth(month, calendar, today)}
                today={today}
                actions={actions}
                declared={declared}
                onRemoveHoliday={admin ? removeHoliday : undefined}
              />
            ))}
          </Months>
        )}
      </DataState>
      {admin && <DeferredChangeDueDateDialog deadline={changing} onClose={() => setChanging(null)} />}
      {admin && <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}

/** Previous month, the first month shown, next month, and Today: three months from the one chosen. */
function MonthPicker({ first, thisMonth, onShow }: { first: YearMonth; thisMonth: YearMonth; onShow: (month: YearMonth) => void }) {
  const selectId = useId();
  const last = addMonths(first, MONTHS_SHOWN - 1);
  // A year back and two ahead of both today and the month shown: every month the picker steps to stays a choice.
  const earliest = first.year * 12 + first.month < thisMonth.year * 12 + thisMonth.month ? first : thisMonth;
  const latest = first.year * 12 + first.month > thisMonth.year * 12 + thisMonth.month ? first : thisMonth;
  const span = (latest.year - earliest.year) * 12 + (latest.month - earliest.month);
  const choices = monthsFrom(addMonths(earliest, -12), span + 12 + 24 + 1);
  return (
    <Picker role="group" aria-label="Months shown">
      <Button $variant="outline" $size="sm" onClick={() => onShow(addMonths(first, -1))} title="Previous month">
        <Icon name="chevron-down" size={20} style={{ transform: 'rotate(90deg)' }} />
        <VisuallyHidden>Previous month</VisuallyHidden>
      </Button>
      <MonthChoice>
        <Label htmlFor={selectId}>First month</Label>
        <Select id={selectId} value={monthKey(first)} onChange={(event) => onShow(monthOf(event.target.value) ?? thisMonth)}>
          {choices.map((month) => (
            <option key={monthKey(month)} value={monthKey(month)}>
              {shortMonth(month)}
            </option>
          ))}
        </Select>
      </MonthChoice>
      <Button $variant="outline" $size="sm" onClick={() => onShow(addMonths(first, 1))} title="Next month">
        <Icon name="chevron-down" size={20} style={{ transform: 'rotate(-90deg)' }} />
        <VisuallyHidden>Next month</VisuallyHidden>
      </Button>
      <Button $variant="ghost" onClick={() => onShow(thisMonth)}>
        Today
      </Button>
      <Shown aria-live="polite">
        {monthHeading(first)} to {monthHeading(last)}
      </Shown>
    </Picker>
  );
}

const monthHeadingId = (month: YearMonth) => `tax-calendar-${monthKey(month)}`;

function MonthSection({
  month,
  rows,
  today,
  actions,
  declared,
  onRemoveHoliday,
}: {
  month: YearMonth;
  rows: CalendarRow[];
  today: string;
  actions?: DeadlineActions;
  declared?: DeclaredHolidayFieldsFragment[];
  onRemoveHoliday?: (holiday: DeclaredHolidayFieldsFragment) => void;
}) {
  const headingId = monthHeadingId(month);
  return (
    <Month aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {monthHeading(month)}
      </h2>
      {rows.length === 0 ? (
        <Nothing>Nothing is due in {monthHeading(month)}, and it has no public holidays.</Nothing>
      ) : (
        <ol>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              {row.kind === 'today' ? (
                <TodayMarker today={row.date} />
              ) : row.kind === 'holiday' ? (
                <HolidayRow
                  holiday={row.holiday}
                  today={today}
                  declared={row.holiday.reason === 'DECLARED' ? declared?.find((entry) => entry.date === row.date) : undefined}
                  onRemove={onRemoveHoliday}
                />
              ) : (
                <DeadlineRow deadline={row.deadline} today={today} actions={actions} />
              )}
            </li>
          ))}
        </ol>
      )}
    </Month>
  );
}

const rowKey = (row: CalendarRow) =>
  row.kind === 'deadline' ? row.deadline.periodKey : row.kind === 'holiday' ? `holiday:${row.date}:${row.holiday.name}` : 'today';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  > button {
    flex: none;
  }
`;

const MonthChoice = styled.div`
  flex: 1 1 6rem;
  min-width: 0;
  ${media.md} {
    flex: 0 1 12rem;
  }
`;

const Shown = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    flex-basis: auto;
    align-self: center;
    margin-left: ${({ theme }) => theme.space[2]};
  }
`;

const Months = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Month = styled.section`
  ${surface}
  overflow: hidden;
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2:focus {
    outline: none;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Nothing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.muted};
`;
