import { addDays } from '../../../../validation/tax-calendar/calendar-days';

/** The Sunday that ends the week (Monday to Sunday) of `today` (YYYY-MM-DD, SAST): "due this week" runs to it. */
export function endOfWeek(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, weekday === 0 ? 0 : 7 - weekday);
}
