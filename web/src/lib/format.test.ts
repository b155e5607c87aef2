import { formatCalendarDate, formatDate, formatDateTime, formatTimeAgo } from './format';

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
  });

  it('uses the SAST day: 23:30 UTC is already the next day in Johannesburg', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026');
  });

  it('writes September as Sep whatever the ICU data says', () => {
    expect(formatDate('2026-09-05T10:00:00.000Z')).toBe('5 Sep 2026');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the SAST clock time (UTC+2) on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T12:05:00.000Z')).toBe('22 Nov 2026, 14:05');
  });

  it('writes midnight as 00:00, on the SAST day', () => {
    expect(formatDateTime('2026-01-31T22:00:00.000Z')).toBe('1 Feb 2026, 00:00');
  });
});

describe('formatCalendarDate', () => {
  it('keeps the chosen day of a midnight-UTC date (SAST would not change it, a western zone would)', () => {
    expect(formatCalendarDate('2026-12-03T00:00:00.000Z')).toBe('3 Dec 2026');
  });

  it('reads in UTC, so 23:00 UTC stays on its UTC day', () => {
    expect(formatCalendarDate('2026-12-03T23:00:00.000Z')).toBe('3 Dec 2026');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('says just now within a minute', () => {
    expect(formatTimeAgo('2026-11-22T11:59:30.000Z', now)).toBe('just now');
  });

  it('counts minutes, hours and days, singular and plural', () => {
    expect(formatTimeAgo('2026-11-22T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-11-22T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(formatTimeAgo('2026-11-22T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-20T12:00:00.000Z', now)).toBe('2 days ago');
  });

  it('falls back to the date and time after a week', () => {
    expect(formatTimeAgo('2026-11-01T08:30:00.000Z', now)).toBe('1 Nov 2026, 10:30');
  });
});
