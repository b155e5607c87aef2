/**
 * Dates as the firm writes them: "22 Nov 2026", "22 Nov 2026, 14:05". Clock times are South
 * African (SAST, Africa/Johannesburg) whatever the viewer's own zone; calendar dates that the
 * server stores as midnight UTC of a chosen day are read in UTC so the day never shifts.
 *
 * Month names are our own: ICU data differs between browsers and Node (en-ZA writes "Sept" in
 * recent versions), and the same date must read the same everywhere.
 */
export const FIRM_TIME_ZONE = 'Africa/Johannesburg' as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * South Africa keeps one offset all year (UTC+2, no daylight saving since 1944), so SAST is UTC
 * moved by two hours: no Intl time-zone data to load, which costs a phone tens of milliseconds
 * the first time a page shows a date.
 */
const OFFSET_MINUTES: Record<typeof FIRM_TIME_ZONE | 'UTC', number> = { [FIRM_TIME_ZONE]: 120, UTC: 0 };

function partsIn(date: Date, timeZone: typeof FIRM_TIME_ZONE | 'UTC'): CalendarParts {
  const shifted = new Date(date.getTime() + OFFSET_MINUTES[timeZone] * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

function toDate(iso: string | Date): Date | null {
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonthYear = ({ day, month, year }: CalendarParts) => `${day} ${MONTHS[month - 1]} ${year}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** "22 Nov 2026": the SAST calendar day of a moment. */
export function formatDate(iso: string | Date): string {
  const date = toDate(iso);
  return date ? dayMonthYear(partsIn(date, FIRM_TIME_ZONE)) : '';
}

/** "22 Nov 2026, 14:05": a moment in SAST, 24-hour clock. */
export function formatDateTime(iso: string | Date): string {
  const date = toDate(iso);
  if (!date) return '';
  const parts = partsIn(date, FIRM_TIME_ZONE);
  return `${dayMonthYear(parts)}, ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** "22 Nov 2026" for a chosen day stored as midnight UTC (a consultation's preferred date). */
export function formatCalendarDate(iso: string | Date): string {
  const date = toDate(iso);
  return date ? dayMonthYear(partsIn(date, 'UTC')) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago" within a week of `now`; older (or
 * future) moments fall back to formatDateTime.
 */
export function formatTimeAgo(iso: string | Date, now: Date): string {
  const date = toDate(iso);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < -MINUTE || elapsed >= 7 * DAY) return formatDateTime(date);
  if (elapsed < MINUTE) return 'just now';
  const count = (unit: number, name: string) => {
    const n = Math.floor(elapsed / unit);
    return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  };
  if (elapsed < HOUR) return count(MINUTE, 'minute');
  if (elapsed < DAY) return count(HOUR, 'hour');
  return count(DAY, 'day');
}

// "R 12 500.00", written once for the pages and the api's engagement letters.
export { formatRand } from '@validation/money';
