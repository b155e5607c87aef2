import { z } from 'zod';
import { Field, InputType, Int } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { choiceField, customField, describeRecord, flagField, integerField, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { vatTreatmentValues } from '../../../../validation/billing/vat';
import { MAX_FEE_LINES } from '../../../../validation/billing/fee-schedule';
import { INVOICE_LINE_DESCRIPTION_MAX_LENGTH } from '../../../../validation/billing/invoice-line-input';
import { InvoiceLineInput } from './invoices.types';
import { VatTreatmentKind } from './invoice.record';

const KEPT = { computedBy: 'the fee schedule as the template or letter keeps it (simple-json)' } as const;

/** A list of fees as feeScheduleSchema takes it: at most MAX_FEE_LINES. */
const feeLines = () => z.array(feeLineRecord).max(MAX_FEE_LINES);

/** One fee of a schedule: an invoice line before it is priced at the day's VAT rate. */
export const feeLineDescription = describeRecord({
  name: 'FeeLine',
  description: 'One fee of a fee schedule: what it is, how many and the price of one excluding VAT',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    description: textField('What is charged for', { ...KEPT, maxLength: INVOICE_LINE_DESCRIPTION_MAX_LENGTH }),
    quantityThousandths: integerField('The quantity in thousandths: 1 is 1000', KEPT),
    unitPriceCents: integerField('The price of one, excluding VAT, in cents', KEPT),
    treatment: choiceField(vatTreatmentValues, VatTreatmentKind, 'standard, zero_rated or exempt', KEPT),
  },
});
export const feeLineRecord = restShapeOf(feeLineDescription);

@RecordObjectType(feeLineDescription)
export class FeeLineType {}

/** What a letter charges (docs/billing.md#fees-that-bill-themselves). */
export const feeScheduleDescription = describeRecord({
  name: 'FeeSchedule',
  description:
    'What an engagement letter charges: once-off fees, a monthly retainer billed on a day of each month, and fees per return billed as each return is filed',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    onceLines: customField(feeLines(), () => [FeeLineType], 'Invoiced once, when the letter is signed', KEPT),
    monthlyLines: customField(feeLines(), () => [FeeLineType], 'Invoiced every month on dayOfMonth', KEPT),
    perReturnLines: customField(
      feeLines(),
      () => [FeeLineType],
      'Invoiced for each of the engagement’s jobs that reaches Submitted (or Done) while the plan bills',
      KEPT,
    ),
    dayOfMonth: integerField('The day of each month the monthly fees are invoiced, 1 to 28', KEPT),
    reviewFirst: flagField('Each invoice waits as a draft for staff to issue, instead of being issued at once', KEPT),
  },
});
export const feeScheduleRecord = restShapeOf(feeScheduleDescription);

@RecordObjectType(feeScheduleDescription)
export class FeeScheduleType {}

@InputType({ description: 'What a letter template charges; at least one fee: once-off, monthly or per return' })
export class FeeScheduleInput {
  @Field(() => [InvoiceLineInput], { nullable: true, description: 'Invoiced once, when the letter is signed; at most 20' })
  onceLines?: InvoiceLineInput[] | null;

  @Field(() => [InvoiceLineInput], { nullable: true, description: 'Invoiced every month on dayOfMonth; at most 20' })
  monthlyLines?: InvoiceLineInput[] | null;

  @Field(() => [InvoiceLineInput], {
    nullable: true,
    description: 'Invoiced for each of the engagement’s jobs that reaches Submitted (or Done) while the plan bills; at most 20',
  })
  perReturnLines?: InvoiceLineInput[] | null;

  @Field(() => Int, { nullable: true, description: '1 to 28; default 1' })
  dayOfMonth?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Drafts for staff to issue (the default), or issued at once' })
  reviewFirst?: boolean | null;
}
