import { southAfricanDateAndTime, southAfricanInstant } from '../../../../validation/south-africa-time';
import { engagementInputFieldValues, type EngagementInputField, type EngagementValues } from '../../../../validation/engagements';
import type { Engagement } from './engagement.entity';

/** The columns the form writes, as the engagements table holds them. */
export type EngagementRow = Pick<
  Engagement,
  'clientId' | 'serviceId' | 'assignedTo' | 'title' | 'description' | 'status' | 'startDate' | 'dueDate' | 'totalAmount' | 'paidAmount'
>;

/** A South African day (YYYY-MM-DD, already checked real) as the instant of its SAST midnight, as the columns keep days. */
const startOfDay = (day: string): Date => southAfricanInstant(day, '00:00') as Date;

/**
 * The form's values as the row stores them: days as instants, the advisor as `assignedTo`. The
 * paid amount is the one given when it is created (left out: 0); an edit keeps the stored one
 * (`paidAmount`), which only payments move (billing/engagement-paid.ts).
 */
export function engagementRowOf(values: EngagementValues, advisorId: string | null, paidAmount = values.paidAmount ?? 0): EngagementRow {
  return {
    clientId: values.clientId,
    serviceId: values.serviceId,
    assignedTo: advisorId,
    title: values.title,
    description: values.description,
    status: values.status,
    startDate: startOfDay(values.startDate),
    dueDate: values.dueDate === null ? null : startOfDay(values.dueDate),
    totalAmount: values.totalAmount,
    paidAmount,
  };
}

/** The column behind each field of the form. */
const columnOf: Record<EngagementInputField, keyof EngagementRow> = {
  clientId: 'clientId',
  serviceId: 'serviceId',
  advisorId: 'assignedTo',
  title: 'title',
  description: 'description',
  status: 'status',
  startDate: 'startDate',
  dueDate: 'dueDate',
  totalAmount: 'totalAmount',
  paidAmount: 'paidAmount',
};

/**
 * Days by their SAST calendar day (an engagement stored at another time of its day, as older rows
 * were, has not moved); amounts (read as numbers from the decimal columns) and text as they are.
 */
const same = (stored: unknown, next: unknown) =>
  stored instanceof Date && next instanceof Date
    ? southAfricanDateAndTime(stored).date === southAfricanDateAndTime(next).date
    : stored === next;

/** The fields of the form whose values differ between the stored engagement and the edit, in the form's order. */
export function changedFields(stored: EngagementRow, next: EngagementRow): EngagementInputField[] {
  return engagementInputFieldValues.filter((field) => !same(stored[columnOf[field]], next[columnOf[field]]));
}

/** Of the edit, only the columns of the fields that changed: the others stay as stored. */
export function changedColumns(next: EngagementRow, fields: readonly EngagementInputField[]): Partial<EngagementRow> {
  return Object.fromEntries(fields.map((field) => [columnOf[field], next[columnOf[field]]]));
}
