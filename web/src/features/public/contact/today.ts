/**
 * South Africa keeps one offset all year (SAST, UTC+2): "today" is the firm's today. The same
 * rule as validation/contact.ts, repeated here so the page does not load zod to know the date.
 */
export function todayInSouthAfrica(now: Date): string {
  return new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
