import type { YearMonth } from '@validation/tax-calendar/calendar-days';
import type { PublicHolidayRowFragment, TaxDeadlineRowFragment } from '../../../graphql/generated';
import { monthKey } from './calendar-dates';

/** One line of a month: a deadline, a public holiday, or the marker where today falls. */
export type CalendarRow =
  | { kind: 'deadline'; date: string; deadline: TaxDeadlineRowFragment }
  | { kind: 'holiday'; date: string; holiday: PublicHolidayRowFragment }
  | { kind: 'today'; date: string };

// On one day: today's marker first, then the holiday, then the deadlines in the server's order.
const ORDER: Record<CalendarRow['kind'], number> = { today: 0, holiday: 1, deadline: 2 };

/**
 * The rows of one month, by day: the deadlines due in it (by their due day, an extension's when
 * SARS moved one) with the public holidays between them, and today's marker when today is in it.
 */
export function rowsOfMonth(
  month: YearMonth,
  { deadlines, holidays }: { deadlines: readonly TaxDeadlineRowFragment[]; holidays: readonly PublicHolidayRowFragment[] },
  today: string,
): CalendarRow[] {
  const key = monthKey(month);
  const inMonth = (date: string) => date.slice(0, 7) === key;
  const rows: CalendarRow[] = [
    ...holidays.filter((holiday) => inMonth(holiday.date)).map((holiday) => ({ kind: 'holiday' as const, date: holiday.date, holiday })),
    ...deadlines
      .filter((deadline) => inMonth(deadline.due))
      .map((deadline) => ({ kind: 'deadline' as const, date: deadline.due, deadline })),
  ];
  const entries = rows.length > 0 && inMonth(today) ? [...rows, { kind: 'today' as const, date: today }] : rows;
  // A stable sort: the deadlines of one day keep the order the server gave them.
  return entries.sort((a, b) => (a.date === b.date ? ORDER[a.kind] - ORDER[b.kind] : a.date < b.date ? -1 : 1));
}

/** The id of a deadline's "Change due date" button, where focus goes back after its dialogs. */
export const changeButtonId = (periodKey: string) => `change-due-date-${periodKey}`;
