import { columnLength } from '../../records/column-bounds';
import { CALENDAR_MAX_DAYS } from '../../../../validation/tax-calendar-inputs';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import { firmDeadlines } from '../../../../validation/tax-calendar/firm-calendar';
import { SCHEDULE_HOLIDAY_NAME_MAX_LENGTH } from '../../../../validation/tax-calendar/public-holidays';
import { DeclaredHoliday } from './declared-holiday.entity';

/*
 * What the firm's calendar (GET /api/tax-calendar, validation/tax-calendar/firm-calendar.ts) can
 * hold, as the OpenAPI document states it: the calendar makes its texts from the rules, the years
 * and the holidays' names, and its deadlines from the months a range of at most CALENDAR_MAX_DAYS
 * reaches and the seasons administrators entered.
 */

/** The years a filing season may be entered for (TaxCalendarService.setFilingSeason). */
export const FILING_SEASON_YEARS = { first: 2000, last: 2100 } as const;

/** A public holiday's name: Schedule 1's (two on one day at most), or one the firm declared (declared_holidays.name). */
export const HOLIDAY_NAME_MAX_LENGTH = Math.max(SCHEDULE_HOLIDAY_NAME_MAX_LENGTH, columnLength(DeclaredHoliday, 'name'));

/**
 * "Provisional tax (IRP6), voluntary third payment, the year ending Feb 2028": the longest label of
 * every rule. A label is made of the rule's words, month names of three letters and years of four
 * digits (1995 to 9999), so two years holding every rule's deadlines, a VAT period across their
 * turn and a season and both EMP501 windows among them, give every label's longest.
 */
export const DEADLINE_LABEL_MAX_LENGTH = Math.max(
  ...firmDeadlines({
    from: '2028-01-01',
    to: '2029-12-31',
    calendar: new BusinessCalendar(),
    seasons: [{ year: 2028, opens: '2028-07-01', nonProvisionalCloses: '2028-10-20', provisionalCloses: '2029-01-19' }],
    emp501Windows: [
      { year: 2028, kind: 'interim', opens: '2028-09-01', closes: '2028-10-31' },
      { year: 2028, kind: 'annual', opens: '2028-04-01', closes: '2028-05-31' },
    ],
  }).map((deadline) => deadline.label.length),
);

/** "30 Jun 2027 is a public holiday (…)" or "7 Mar 2027 is a Wednesday": the day, and the holiday it is or its weekday. */
export const MOVED_BECAUSE_MAX_LENGTH =
  '30 Jun 2027'.length + Math.max(' is a public holiday ('.length + HOLIDAY_NAME_MAX_LENGTH + ')'.length, ' is a Wednesday'.length);

// A range of CALENDAR_MAX_DAYS days after its first reaches a new month at most once every 28 days.
const MONTHS_IN_A_RANGE = Math.floor(CALENDAR_MAX_DAYS / 28) + 2;
// firmDeadlines reads the periods of the eight months before the range to the seven after it.
const PERIOD_MONTHS = MONTHS_IN_A_RANGE + 8 + 7;

/**
 * The most deadlines one calendar lists. Each month of the periods read gives an EMP201, a monthly
 * VAT period (category C) and a two-monthly one (A or B, whichever ends in it); each February the
 * three IRP6 payments. Each year a season may be entered for gives the two ITR12 days and the two
 * EMP501 windows. An extension only moves a deadline: the range leaves some out, never adds any.
 */
export const TAX_CALENDAR_MAX_DEADLINES =
  PERIOD_MONTHS * 3 + Math.ceil(PERIOD_MONTHS / 12) * 3 + (FILING_SEASON_YEARS.last - FILING_SEASON_YEARS.first + 1) * 4;
