import { BusinessCalendar } from './business-days';

const calendar = new BusinessCalendar();

describe('business days', () => {
  it('counts weekdays that are not public holidays', () => {
    expect(calendar.isBusinessDay('2027-03-23')).toBe(true); // a Tuesday
    expect(calendar.isBusinessDay('2027-03-20')).toBe(false); // a Saturday
    expect(calendar.isBusinessDay('2027-03-21')).toBe(false); // a Sunday, and Human Rights Day
    expect(calendar.isBusinessDay('2027-03-22')).toBe(false); // the Monday after it
    expect(calendar.holidayOn('2027-03-22')?.reason).toBe('sunday');
  });

  it('finds the business day on or before a day, across a weekend and holidays', () => {
    expect(calendar.onOrBefore('2027-03-23')).toBe('2027-03-23');
    expect(calendar.onOrBefore('2027-03-29')).toBe('2027-03-25'); // Family Day, the weekend, Good Friday
    expect(calendar.onOrBefore('2027-01-01')).toBe('2026-12-31'); // into the year before
  });

  it('finds the last business day of a month', () => {
    expect(calendar.lastBusinessDayOfMonth(2027, 7)).toBe('2027-07-30');
    expect(calendar.lastBusinessDayOfMonth(2027, 12)).toBe('2027-12-31');
    expect(calendar.lastBusinessDayOfMonth(2028, 2)).toBe('2028-02-29');
  });

  it('adds business days as the Companies Act s5(3) counts: not the first day, the last day, no weekends or holidays', () => {
    expect(calendar.addBusinessDays('2027-03-25', 1)).toBe('2027-03-30'); // past Good Friday, the weekend, Family Day
    expect(calendar.addBusinessDays('2027-03-20', 1)).toBe('2027-03-23'); // from a Saturday: Sunday and the Monday holiday skipped
    expect(calendar.addBusinessDays('2026-12-24', 3)).toBe('2026-12-30');
    expect(calendar.addBusinessDays('2026-12-24', 0)).toBe('2026-12-24');
  });

  it('treats a declared day as a holiday', () => {
    const withElection = new BusinessCalendar([{ date: '2024-05-29', name: 'General election' }]);
    expect(withElection.isBusinessDay('2024-05-29')).toBe(false);
    expect(calendar.isBusinessDay('2024-05-29')).toBe(true);
    expect(withElection.holidays(2024).map((holiday) => holiday.date)).toContain('2024-05-29');
  });

  it('refuses days, months and counts that are not real, naming the argument', () => {
    expect(() => calendar.isBusinessDay('2026-02-30')).toThrow('date must be a real calendar day written YYYY-MM-DD, not "2026-02-30"');
    expect(() => calendar.onOrBefore('30/01/2026')).toThrow('date must be a real calendar day');
    expect(() => calendar.lastBusinessDayOfMonth(2026, 13)).toThrow('month must be a whole number from 1 to 12, not 13');
    expect(() => calendar.lastBusinessDayOfMonth(2026, 0)).toThrow('month must be a whole number from 1 to 12, not 0');
    expect(() => calendar.addBusinessDays('2026-01-05', -1)).toThrow('count must be a whole number of business days, 0 or more, not -1');
    expect(() => calendar.addBusinessDays('2026-01-05', 1.5)).toThrow('count must be a whole number');
    expect(() => new BusinessCalendar([{ date: '2026-13-01', name: 'x' }])).toThrow('declared[0].date must be a real calendar day');
  });
});
