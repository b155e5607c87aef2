import 'reflect-metadata';
import { CALENDAR_MAX_DAYS } from '../../../../validation/tax-calendar-inputs';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import type { Emp501Window, FilingSeason } from '../../../../validation/tax-calendar/filing-seasons';
import { firmDeadlines } from '../../../../validation/tax-calendar/firm-calendar';
import {
  PERIOD_KEY_MAX_LENGTH,
  PERIOD_KEY_PATTERN,
  ruleOfPeriodKey,
  type DeadlineOverride,
} from '../../../../validation/tax-calendar/overrides';
import {
  DEADLINE_LABEL_MAX_LENGTH,
  FILING_SEASON_YEARS,
  HOLIDAY_NAME_MAX_LENGTH,
  MOVED_BECAUSE_MAX_LENGTH,
  TAX_CALENDAR_MAX_DEADLINES,
} from './tax-calendar-bounds';

const seasonYears = Array.from(
  { length: FILING_SEASON_YEARS.last - FILING_SEASON_YEARS.first + 1 },
  (_, index) => FILING_SEASON_YEARS.first + index,
);

/** Every season and window an administrator may enter, each closing on `closes`. */
function everySeason(closes: string): { seasons: FilingSeason[]; emp501Windows: Emp501Window[] } {
  const opens = addDays(closes, -1);
  return {
    seasons: seasonYears.map((year) => ({ year, opens, nonProvisionalCloses: closes, provisionalCloses: closes })),
    emp501Windows: seasonYears.flatMap((year) => [
      { year, kind: 'interim' as const, opens, closes },
      { year, kind: 'annual' as const, opens, closes },
    ]),
  };
}

describe('the firm’s calendar, as the OpenAPI document bounds it', () => {
  it('names each deadline by a key of the stated pattern, with a label no longer than stated, in the first and last years', () => {
    let longest = 0;
    for (const [from, to] of [
      ['1996-01-01', '1997-12-31'],
      ['2028-01-01', '2029-12-31'],
      ['9997-01-01', '9998-12-31'],
    ]) {
      const year = Number(from.slice(0, 4));
      const { seasons, emp501Windows } = everySeason(`${year}-10-20`);
      const deadlines = firmDeadlines({
        from,
        to,
        calendar: new BusinessCalendar(),
        seasons: seasons.slice(0, 1).map((season) => ({ ...season, year })),
        emp501Windows: emp501Windows.slice(0, 2).map((window) => ({ ...window, year })),
      });
      for (const deadline of deadlines) {
        expect(deadline.periodKey).toMatch(PERIOD_KEY_PATTERN);
        expect(deadline.periodKey.length).toBeLessThanOrEqual(PERIOD_KEY_MAX_LENGTH);
        expect(ruleOfPeriodKey(deadline.periodKey)).toBe(deadline.rule);
        longest = Math.max(longest, deadline.label.length);
      }
    }
    expect(longest).toBe(DEADLINE_LABEL_MAX_LENGTH);
    expect(DEADLINE_LABEL_MAX_LENGTH).toBe('Provisional tax (IRP6), voluntary third payment, the year ending Feb 2028'.length);
  });

  it('says a deadline moved for the longest holiday name in no more than the stated length', () => {
    // The VAT201 of May 2027 (category C) is named for Wednesday 30 June 2027, declared a holiday here.
    const name = 'Z'.repeat(HOLIDAY_NAME_MAX_LENGTH);
    const calendar = new BusinessCalendar([{ date: '2027-06-30', name }]);
    const moved = firmDeadlines({ from: '2027-06-01', to: '2027-06-30', calendar }).find((deadline) => deadline.named === '2027-06-30');
    expect(moved?.movedBecause).toBe(`30 Jun 2027 is a public holiday (${name})`);
    expect(moved?.movedBecause).toHaveLength(MOVED_BECAUSE_MAX_LENGTH);
  });

  it('lists at most the stated number of deadlines, with every season entered and every deadline moved into the range', () => {
    const from = '2027-01-31';
    const to = addDays(from, CALENDAR_MAX_DAYS);
    const calendar = new BusinessCalendar();
    // Every deadline whose period the range reads (eight months before it to seven after), moved to its first day.
    const around = firmDeadlines({ from: addDays(from, -366), to: addDays(to, 366), calendar });
    const overrides: DeadlineOverride[] = around.map(({ rule, periodKey }) => ({
      rule,
      periodKey,
      dueDate: from,
      reason: 'SARS extended it',
    }));
    const deadlines = firmDeadlines({ from, to, calendar, overrides, ...everySeason(to) });
    expect(deadlines.length).toBeGreaterThan(seasonYears.length * 4);
    expect(deadlines.length).toBeLessThanOrEqual(TAX_CALENDAR_MAX_DEADLINES);
  });
});
