/**
 * South Africa's public holidays, from the Public Holidays Act 36 of 1994:
 * - Schedule 1 lists the days (two of them set by Easter);
 * - section 2(1): whenever a public holiday falls on a Sunday, the Monday following is a public holiday;
 * - section 2A: the President may declare further days by notice in the Gazette (election days,
 *   27 December 2022). Those cannot be computed, so they are passed in as data.
 */
import { easter } from 'date-easter';
import { addDays, dateOf, dayOfWeek, requireDate, requireYear } from './calendar-days';

/** A day the President declared a public holiday under section 2A. */
export interface DeclaredHoliday {
  date: string; // YYYY-MM-DD
  name: string;
}

export interface PublicHoliday {
  date: string; // YYYY-MM-DD
  name: string;
  /** Schedule 1 of the Act, the Monday after one on a Sunday (s2(1)), or declared under s2A. */
  reason: 'schedule' | 'sunday' | 'declared';
}

const SUNDAY = 0;

// Schedule 1's fixed days, as month and day.
const FIXED_DAYS: ReadonlyArray<readonly [number, number, string]> = [
  [1, 1, "New Year's Day"],
  [3, 21, 'Human Rights Day'],
  [4, 27, 'Freedom Day'],
  [5, 1, "Workers' Day"],
  [6, 16, 'Youth Day'],
  [8, 9, "National Women's Day"],
  [9, 24, 'Heritage Day'],
  [12, 16, 'Day of Reconciliation'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Day of Goodwill'],
];

// Schedule 1's days that follow Easter Sunday, as days from it.
const EASTER_DAYS: ReadonlyArray<readonly [number, string]> = [
  [-2, 'Good Friday'],
  [1, 'Family Day'],
];

/** Schedule 1's holidays by name, each once. */
export const scheduleHolidayNames: readonly string[] = [...FIXED_DAYS.map(([, , name]) => name), ...EASTER_DAYS.map(([, name]) => name)];

/**
 * The longest name a holiday of the schedule is listed under: every schedule day on one date (two
 * at most ever share one), or one moved off a Sunday.
 */
export const SCHEDULE_HOLIDAY_NAME_MAX_LENGTH = Math.max(
  scheduleHolidayNames.join(' and ').length,
  ...scheduleHolidayNames.map((name) => mondayAfter(name).length),
);

function mondayAfter(name: string): string {
  return `${name} (Monday after)`;
}

/** Easter Sunday of `year` (Gregorian), which sets Good Friday and Family Day. */
export function easterSunday(year: number): string {
  requireYear(year, 'year');
  const { month, day } = easter(year);
  return dateOf(year, month, day);
}

/**
 * Every public holiday of `year`, sorted by date, each date once. `declared` may hold days of any
 * year: those of `year` are added, and one that is already a holiday is not listed again.
 */
export function publicHolidays(year: number, declared: readonly DeclaredHoliday[] = []): PublicHoliday[] {
  requireYear(year, 'year');
  const byDate = new Map<string, PublicHoliday>();
  const add = (holiday: PublicHoliday) => {
    const present = byDate.get(holiday.date);
    // Two Schedule 1 days can share a date (Good Friday was 21 March in 2008): the Act gives no
    // extra day for that, so the date is listed once under both names.
    if (present) {
      if (present.reason === 'schedule' && holiday.reason === 'schedule') present.name = `${present.name} and ${holiday.name}`;
      return;
    }
    byDate.set(holiday.date, { ...holiday });
  };

  const sunday = easterSunday(year);
  const schedule: PublicHoliday[] = [
    ...FIXED_DAYS.map(([month, day, name]) => ({ date: dateOf(year, month, day), name, reason: 'schedule' as const })),
    ...EASTER_DAYS.map(([days, name]) => ({ date: addDays(sunday, days), name, reason: 'schedule' as const })),
  ];
  schedule.forEach(add);

  // Section 2(1). The Monday is added only when it is not a holiday already: when Christmas Day
  // is a Sunday, the Monday after it is the Day of Goodwill, and the Act makes no further day (the
  // Tuesday, 27 December 2022, was a holiday only because the President declared it under s2A).
  // Nor does a Saturday holiday move: the Act speaks only of Sundays.
  for (const holiday of schedule) {
    if (dayOfWeek(holiday.date) === SUNDAY) add({ date: addDays(holiday.date, 1), name: mondayAfter(holiday.name), reason: 'sunday' });
  }

  declared.forEach((day, index) => {
    requireDate(day.date, `declared[${index}].date`);
    if (Number(day.date.slice(0, 4)) === year) add({ date: day.date, name: day.name, reason: 'declared' });
  });

  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
