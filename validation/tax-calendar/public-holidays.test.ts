import { easterSunday, publicHolidays } from './public-holidays';

const datesOf = (year: number, declared = []) => publicHolidays(year, declared).map((holiday) => holiday.date);

describe('public holidays (Public Holidays Act 36 of 1994)', () => {
  it('dates Good Friday and Family Day from Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(publicHolidays(2026).filter((holiday) => ['Good Friday', 'Family Day'].includes(holiday.name))).toEqual([
      { date: '2026-04-03', name: 'Good Friday', reason: 'schedule' },
      { date: '2026-04-06', name: 'Family Day', reason: 'schedule' },
    ]);
  });

  it('makes the Monday after a Sunday holiday a public holiday (s2(1)), and moves no Saturday holiday', () => {
    expect(publicHolidays(2026)).toContainEqual({ date: '2026-08-10', name: "National Women's Day (Monday after)", reason: 'sunday' });
    expect(datesOf(2027)).toEqual(expect.arrayContaining(['2027-03-22', '2027-12-27']));
    // 21 March 2026 and 1 May 2027 are Saturdays: the Act gives no day for them.
    expect(datesOf(2026)).not.toContain('2026-03-23');
    expect(datesOf(2027)).not.toContain('2027-05-03');
  });

  it('gives no extra day when Christmas Day is a Sunday: the Monday is the Day of Goodwill already (2022)', () => {
    const december = publicHolidays(2022).filter((holiday) => holiday.date >= '2022-12-20');
    expect(december).toEqual([
      { date: '2022-12-25', name: 'Christmas Day', reason: 'schedule' },
      { date: '2022-12-26', name: 'Day of Goodwill', reason: 'schedule' },
    ]);
  });

  it('adds the days the President declared under s2A, once each, and only in their own year', () => {
    const declared = [
      { date: '2022-12-27', name: 'Public holiday declared by the President' },
      { date: '2024-05-29', name: 'General election' },
    ];
    expect(publicHolidays(2022, declared)).toContainEqual({
      date: '2022-12-27',
      name: 'Public holiday declared by the President',
      reason: 'declared',
    });
    expect(publicHolidays(2024, declared)).toContainEqual({ date: '2024-05-29', name: 'General election', reason: 'declared' });
    expect(datesOf(2023, declared as never)).not.toContain('2022-12-27');
    // A declared day that is already a holiday stays the Schedule 1 day, listed once.
    const onChristmas = publicHolidays(2026, [{ date: '2026-12-25', name: 'Declared again' }]);
    expect(onChristmas.filter((holiday) => holiday.date === '2026-12-25')).toEqual([
      { date: '2026-12-25', name: 'Christmas Day', reason: 'schedule' },
    ]);
  });

  it('lists a date shared by two Schedule 1 days once, under both names (Good Friday, 21 March 2008)', () => {
    const days = publicHolidays(2008);
    expect(days.filter((holiday) => holiday.date === '2008-03-21')).toEqual([
      { date: '2008-03-21', name: 'Human Rights Day and Good Friday', reason: 'schedule' },
    ]);
    expect(new Set(days.map((holiday) => holiday.date)).size).toBe(days.length);
  });

  it('is sorted by date', () => {
    const dates = datesOf(2027);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a year the Act does not cover and a declared day that does not exist, naming the argument', () => {
    expect(() => publicHolidays(1994)).toThrow('year must be a whole year from 1995 to 9999, not 1994');
    expect(() => publicHolidays(2026.5)).toThrow('year must be a whole year');
    expect(() => easterSunday(0)).toThrow('year must be a whole year');
    expect(() => publicHolidays(2026, [{ date: '2026-02-30', name: 'No such day' }])).toThrow(
      'declared[0].date must be a real calendar day written YYYY-MM-DD, not "2026-02-30"',
    );
  });
});
