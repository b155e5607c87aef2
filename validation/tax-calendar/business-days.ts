/**
 * Business days: every day but a Saturday, a Sunday or a public holiday. That is the definition
 * of the Companies Act 71 of 2008 (s1) and of the Tax Administration Act 28 of 2011 (s1, outside
 * its Chapter 9 dispute periods, which also leave out 16 December to 15 January and are not
 * modelled here). Counting "n business days after" follows the Companies Act s5(3): leave out the
 * day of the first event, count the last day, and skip Saturdays, Sundays and public holidays.
 */
import { addDays, dayOfWeek, lastDayOfMonth, requireDate, requireMonthNumber, requireYear } from './calendar-days';
import { type DeclaredHoliday, type PublicHoliday, publicHolidays } from './public-holidays';

const SATURDAY = 6;
const SUNDAY = 0;

export class BusinessCalendar {
  private readonly declared: readonly DeclaredHoliday[];
  // Each year's holidays, worked out once: a list of periods asks about the same years again and again.
  private readonly holidaysByYear = new Map<number, Map<string, PublicHoliday>>();

  /** `declared`: the days the President declared public holidays (s2A of the Public Holidays Act), of any years. */
  constructor(declared: readonly DeclaredHoliday[] = []) {
    declared.forEach((day, index) => requireDate(day.date, `declared[${index}].date`));
    this.declared = [...declared];
  }

  /** The public holidays of `year`, sorted by date. */
  holidays(year: number): PublicHoliday[] {
    return [...this.holidayMap(year).values()];
  }

  /** The public holiday on `date`, if there is one. */
  holidayOn(date: string): PublicHoliday | undefined {
    requireDate(date, 'date');
    return this.holidayMap(Number(date.slice(0, 4))).get(date);
  }

  isBusinessDay(date: string): boolean {
    requireDate(date, 'date');
    const weekday = dayOfWeek(date);
    return weekday !== SATURDAY && weekday !== SUNDAY && !this.holidayOn(date);
  }

  /** `date` itself when it is a business day, else the nearest business day before it. */
  onOrBefore(date: string): string {
    let day = requireDate(date, 'date');
    while (!this.isBusinessDay(day)) day = addDays(day, -1);
    return day;
  }

  lastBusinessDayOfMonth(year: number, month: number): string {
    requireYear(year, 'year');
    requireMonthNumber(month, 'month');
    return this.onOrBefore(lastDayOfMonth(year, month));
  }

  /**
   * The day `count` business days after `date`, counted as the Companies Act s5(3) counts:
   * `date` itself is left out (whether or not it is a business day) and the day reached is
   * counted. Zero gives `date` back.
   */
  addBusinessDays(date: string, count: number): string {
    let day = requireDate(date, 'date');
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`count must be a whole number of business days, 0 or more, not ${String(count)}`);
    for (let left = count; left > 0;) {
      day = addDays(day, 1);
      if (this.isBusinessDay(day)) left -= 1;
    }
    return day;
  }

  private holidayMap(year: number): Map<string, PublicHoliday> {
    let holidays = this.holidaysByYear.get(year);
    if (!holidays) {
      holidays = new Map(publicHolidays(year, this.declared).map((holiday) => [holiday.date, holiday]));
      this.holidaysByYear.set(year, holidays);
    }
    return holidays;
  }
}
