import crypto from 'node:crypto';

/** Namespace of the demo data's name-based ids (any fixed UUID would do). */
const DEMO_NAMESPACE = '6f1f9c52-3c1e-4c8e-9d55-7a0b8f1d2e40';

/**
 * A name-based (version 5) UUID: the same name gives the same id on every run and database,
 * which is what makes the demo seed idempotent.
 */
export function demoId(kind: string, key: string): string {
  const namespace = Buffer.from(DEMO_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = crypto.createHash('sha1').update(namespace).update(`${kind}:${key}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The demo accounts' ids: fixed and readable, so a client can name them (the appointment form
 * sends the demo advisor's id) and tests can refer to them.
 */
export const demoUserIds = {
  superadmin: '00000000-0000-4000-8000-000000000001',
  admin: '00000000-0000-4000-8000-000000000002',
  advisor: '00000000-0000-4000-8000-000000000003',
  client: '00000000-0000-4000-8000-000000000004',
  secondClient: '00000000-0000-4000-8000-000000000005',
  secure: '00000000-0000-4000-8000-0000000002fa',
} as const;

export type DemoUserKey = keyof typeof demoUserIds;

const DAY_MS = 24 * 60 * 60 * 1000;
/** South Africa Standard Time is UTC+2 all year (no daylight saving). */
const SAST_OFFSET_HOURS = 2;

/** `now` moved by a number of days (negative for the past), keeping the time of day. */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** `now` moved by a number of hours. */
export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 60 * 60 * 1000);
}

/**
 * A wall-clock time in Johannesburg on the day `days` after today (in SAST): for appointments
 * and due dates, which people read as "Tuesday 10:00", not as an offset from this second.
 */
export function sastAt(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_HOURS * 60 * 60 * 1000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - SAST_OFFSET_HOURS, minute));
}

/**
 * A calendar date (the day `days` after today in SAST) as midnight UTC: what a date picker's
 * YYYY-MM-DD becomes, and the same day wherever it is displayed in Africa or Europe.
 */
export function sastDate(now: Date, days: number): Date {
  const day = sastAt(now, days, 12);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}
