import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import { choiceField, customField, dayField, describeRecord, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { PERIOD_KEY_MAX_LENGTH, PERIOD_KEY_PATTERN, deadlineRuleValues } from '../../../../validation/tax-calendar/overrides';
import { CALENDAR_MAX_DAYS } from '../../../../validation/tax-calendar-inputs';
import { columnLength } from '../../records/column-bounds';
import { DeadlineOverride } from './deadline-override.entity';
import {
  DEADLINE_LABEL_MAX_LENGTH,
  HOLIDAY_NAME_MAX_LENGTH,
  MOVED_BECAUSE_MAX_LENGTH,
  TAX_CALENDAR_MAX_DEADLINES,
} from './tax-calendar-bounds';

export const DeadlineRuleKind = enumOf(deadlineRuleValues);
export type DeadlineRuleKind = (typeof deadlineRuleValues)[number];
registerEnumType(DeadlineRuleKind, {
  name: 'DeadlineRule',
  description: 'The rule a deadline comes from: a return or payment SARS or CIPC sets (docs/tax-calendar.md)',
});

const publicHolidayReasonValues = ['schedule', 'sunday', 'declared'] as const;
export const PublicHolidayReason = enumOf(publicHolidayReasonValues);
registerEnumType(PublicHolidayReason, {
  name: 'PublicHolidayReason',
  description:
    'Why the day is a public holiday: SCHEDULE (Schedule 1 of the Public Holidays Act), SUNDAY (the Monday after one on a Sunday, s2(1)) or DECLARED (by the President, s2A)',
});

// Worked out from the rules and the firm's entries on every request; nothing is stored as it is shown.
const WORKED_OUT = { computedBy: 'tax-calendar.service.ts, from validation/tax-calendar/' } as const;

export const publicHolidayDescription = describeRecord({
  name: 'PublicHoliday',
  description: 'A public holiday in South Africa',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    date: dayField('The day, YYYY-MM-DD', WORKED_OUT),
    // Schedule 1's, or one the firm entered as declared (declared_holidays.name).
    name: textField('Its name, such as "Freedom Day"', { ...WORKED_OUT, maxLength: HOLIDAY_NAME_MAX_LENGTH }),
    reason: choiceField(publicHolidayReasonValues, PublicHolidayReason, 'Why it is a public holiday', WORKED_OUT),
  },
});
export const publicHolidayRecord = restShapeOf(publicHolidayDescription);

@RecordObjectType(publicHolidayDescription)
export class PublicHolidayType {}

export const taxDeadlineDescription = describeRecord({
  name: 'TaxDeadline',
  description: 'A return or payment due on the firm’s calendar: the day the law names, the business day it falls on, and why it moved',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    periodKey: customField(
      z.string().regex(PERIOD_KEY_PATTERN).max(PERIOD_KEY_MAX_LENGTH),
      () => String,
      'The deadline’s period key, such as emp201:2027-02: what an extension names',
      WORKED_OUT,
    ),
    rule: choiceField(deadlineRuleValues, DeadlineRuleKind, 'The rule it comes from', WORKED_OUT),
    label: textField('What is due, for which period, such as "EMP201 for Feb 2027"', {
      ...WORKED_OUT,
      maxLength: DEADLINE_LABEL_MAX_LENGTH,
    }),
    due: dayField('The day it is due, YYYY-MM-DD: an extension’s, else the rule’s', WORKED_OUT),
    computed: dayField('The day the rule gives, on a business day', WORKED_OUT),
    named: dayField('The day the law names before it is moved onto a business day (the 7th, the month’s last day)', WORKED_OUT),
    movedBecause: textField('Why the rule’s day is before the named day, such as "7 Mar 2027 is a Sunday"', {
      nullable: true,
      ...WORKED_OUT,
      maxLength: MOVED_BECAUSE_MAX_LENGTH,
    }),
    overrideReason: textField('Why SARS moved it, when an administrator entered an extension', {
      nullable: true,
      ...WORKED_OUT,
      maxLength: columnLength(DeadlineOverride, 'reason'),
    }),
  },
});
export const taxDeadlineRecord = restShapeOf(taxDeadlineDescription);

@RecordObjectType(taxDeadlineDescription)
export class TaxDeadlineType {}

export const taxCalendarDescription = describeRecord({
  name: 'TaxCalendar',
  description: 'The firm’s tax calendar between two days: the public holidays and the deadlines due',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    from: dayField('The first day, YYYY-MM-DD', WORKED_OUT),
    to: dayField('The last day, YYYY-MM-DD', WORKED_OUT),
    // Each date once, in a range of at most CALENDAR_MAX_DAYS days after the first.
    holidays: customField(
      z.array(publicHolidayRecord).max(CALENDAR_MAX_DAYS + 1),
      () => [PublicHolidayType],
      'The public holidays in the range, by date',
      WORKED_OUT,
    ),
    // What the months the range reaches and every season that may be entered give (tax-calendar-bounds.ts).
    deadlines: customField(
      z.array(taxDeadlineRecord).max(TAX_CALENDAR_MAX_DEADLINES),
      () => [TaxDeadlineType],
      'The deadlines due in the range, by due day',
      WORKED_OUT,
    ),
  },
});
export const taxCalendarRecord = restShapeOf(taxCalendarDescription);

@RecordObjectType(taxCalendarDescription)
export class TaxCalendarType {}
