import { z } from 'zod';
import { letterTemplateSchema } from '@validation/engagement-letters';
import { centsToDecimal } from '@validation/billing/money';
import { vatTreatmentValues, type VatTreatment } from '@validation/billing/vat';
import { enumName } from '@validation/enum-names';
import type { FeeLineFieldsFragment, LetterTemplateFieldsFragment, LetterTemplateInput } from '../../../../graphql/generated';
import { blankLine, formatQuantity, lineInputOf, type InvoiceLineForm } from '../../billing';

/*
 * The letter template form and how it crosses to the shared schema and to GraphQL
 * (docs/billing.md#fees-that-bill-themselves). The fees sit under `feeSchedule`, named as the
 * server names them (`feeSchedule.monthlyLines.0.unitPrice`), so its messages land beneath their
 * fields; unticked, they are kept in the form but sent as null.
 */

export interface TemplateForm {
  title: string;
  body: string;
  /** "Letters from this template charge fees". */
  charges: boolean;
  feeSchedule: {
    onceLines: InvoiceLineForm[];
    monthlyLines: InvoiceLineForm[];
    perReturnLines: InvoiceLineForm[];
    /** The select's value: "1" to "28". */
    dayOfMonth: string;
    reviewFirst: boolean;
  };
}

export type FeeKind = 'onceLines' | 'monthlyLines' | 'perReturnLines';

const treatmentOf = (name: string): VatTreatment => vatTreatmentValues.find((value) => enumName(value) === name) ?? 'standard';

const lineFormOf = (line: FeeLineFieldsFragment): InvoiceLineForm => ({
  description: line.description,
  quantity: formatQuantity(line.quantityThousandths),
  unitPrice: centsToDecimal(line.unitPriceCents),
  vatTreatment: treatmentOf(line.treatment),
});

/** The form for a new template (fees unticked, one blank monthly line ready), or filled from one. */
export function templateForm(template: LetterTemplateFieldsFragment | null): TemplateForm {
  const schedule = template?.feeSchedule;
  return {
    title: template?.title ?? '',
    body: template?.body ?? '',
    charges: !!schedule,
    feeSchedule: schedule
      ? {
          onceLines: schedule.onceLines.map(lineFormOf),
          monthlyLines: schedule.monthlyLines.map(lineFormOf),
          perReturnLines: schedule.perReturnLines.map(lineFormOf),
          dayOfMonth: String(schedule.dayOfMonth),
          reviewFirst: schedule.reviewFirst,
        }
      : { onceLines: [], monthlyLines: [blankLine()], perReturnLines: [], dayOfMonth: '1', reviewFirst: true },
  };
}

/** What the shared schema reads: the fees only when ticked. */
const sharedFieldsOf = (form: TemplateForm) => ({
  title: form.title,
  body: form.body,
  feeSchedule: form.charges ? { ...form.feeSchedule, dayOfMonth: Number(form.feeSchedule.dayOfMonth) } : null,
});

const lineShape = z.object({
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  vatTreatment: z.enum(vatTreatmentValues),
});

/** The form checked as the server checks it, by the shared schema, and turned into LetterTemplateInput. */
export const templateFormSchema = z
  .object({
    title: z.string(),
    body: z.string(),
    charges: z.boolean(),
    feeSchedule: z.object({
      onceLines: z.array(lineShape),
      monthlyLines: z.array(lineShape),
      perReturnLines: z.array(lineShape),
      dayOfMonth: z.string(),
      reviewFirst: z.boolean(),
    }),
  })
  .superRefine((form, context) => {
    const checked = letterTemplateSchema.safeParse(sharedFieldsOf(form));
    for (const issue of checked.success ? [] : checked.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .transform((form): LetterTemplateInput => {
    const { title, body, feeSchedule } = letterTemplateSchema.parse(sharedFieldsOf(form));
    return {
      title,
      body,
      feeSchedule: feeSchedule && {
        onceLines: feeSchedule.onceLines.map(lineInputOf),
        monthlyLines: feeSchedule.monthlyLines.map(lineInputOf),
        perReturnLines: feeSchedule.perReturnLines.map(lineInputOf),
        dayOfMonth: feeSchedule.dayOfMonth,
        reviewFirst: feeSchedule.reviewFirst,
      },
    };
  });

const SCHEDULE_FIELDS = [
  'feeSchedule.onceLines',
  'feeSchedule.monthlyLines',
  'feeSchedule.perReturnLines',
  'feeSchedule.dayOfMonth',
  'feeSchedule.reviewFirst',
];

/** The form's field a server refusal names: the title, the text, a fee list or setting, or any field of a fee line. */
export function templateFieldOf(path: string): string | null {
  if (path === 'title' || path === 'body' || SCHEDULE_FIELDS.includes(path)) return path;
  if (path === 'feeSchedule') return 'feeSchedule.onceLines';
  return /^feeSchedule\.(onceLines|monthlyLines|perReturnLines)\.\d+\.(description|quantity|unitPrice|vatTreatment)$/.test(path)
    ? path
    : null;
}
