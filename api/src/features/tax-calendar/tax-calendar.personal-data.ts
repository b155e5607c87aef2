import { personalDataOf } from '../../records/record-privacy';
import { declaredHolidayDescription } from './declared-holiday.record';
import { deadlineOverrideDescription } from './deadline-override.record';
import { filingSeasonDescription } from './filing-season.record';

/** The firm's calendar: no column is about a person; who entered each row is in the audit log. */
export const taxCalendarColumns = [
  personalDataOf(declaredHolidayDescription),
  personalDataOf(deadlineOverrideDescription),
  personalDataOf(filingSeasonDescription),
];
