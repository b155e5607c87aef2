import { isCalendarDate, southAfricanDateAndTime, southAfricanDayOf, southAfricanInstant, todayInSouthAfrica } from './south-africa-time';

describe('the firm’s clock (SAST, UTC+2 all year)', () => {
  it('reads a Johannesburg day and time as the instant two hours earlier in UTC', () => {
    expect(southAfricanInstant('2026-05-12', '10:00')?.toISOString()).toBe('2026-05-12T08:00:00.000Z');
    expect(southAfricanInstant('2026-05-12', '08:30')?.toISOString()).toBe('2026-05-12T06:30:00.000Z');
  });

  it('crosses midnight backwards: 01:00 on the 1st in Johannesburg is 23:00 on the previous day in UTC', () => {
    expect(southAfricanInstant('2026-03-01', '01:00')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });

  it('has no daylight saving: the same offset in January and in July', () => {
    expect(southAfricanInstant('2026-01-15', '09:00')?.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(southAfricanInstant('2026-07-15', '09:00')?.toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('turns an instant back into the day and time shown on a Johannesburg clock', () => {
    expect(southAfricanDateAndTime(new Date('2026-05-12T08:00:00.000Z'))).toEqual({ date: '2026-05-12', time: '10:00' });
    expect(southAfricanDateAndTime(new Date('2026-02-28T23:00:00.000Z'))).toEqual({ date: '2026-03-01', time: '01:00' });
  });

  it('knows today as the firm does: 23:30 UTC is already tomorrow in Johannesburg', () => {
    expect(todayInSouthAfrica(new Date('2026-05-11T21:59:00.000Z'))).toBe('2026-05-11');
    expect(todayInSouthAfrica(new Date('2026-05-11T22:00:00.000Z'))).toBe('2026-05-12');
  });

  it('refuses days that do not exist and malformed times', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(southAfricanInstant('2026-02-30', '10:00')).toBeNull();
    expect(southAfricanInstant('2026-05-12', '24:00')).toBeNull();
    expect(southAfricanInstant('12/05/2026', '10:00')).toBeNull();
  });

  it('names the Johannesburg day of a plain date or of a date-time with an offset, and nothing else', () => {
    expect(southAfricanDayOf('2026-05-12')).toBe('2026-05-12');
    expect(southAfricanDayOf('2026-05-11T22:00:00Z')).toBe('2026-05-12');
    expect(southAfricanDayOf('2026-05-12T23:30:00-01:00')).toBe('2026-05-13');
    expect(southAfricanDayOf('2026-05-12T00:30:00.5+02:00')).toBe('2026-05-12');
    expect(southAfricanDayOf('2026-05-12T09:00:00')).toBeNull();
    expect(southAfricanDayOf('2026-02-29T09:00:00Z')).toBeNull();
    expect(southAfricanDayOf('12/05/2026')).toBeNull();
  });
});
