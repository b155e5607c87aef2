import { z } from 'zod';
import { optionalChoice, optionalId, requiredId } from '../input-parts';
import { invoiceLinesSchema } from './invoice-line-input';

/*
 * What staff send about invoices and credit notes (docs/billing.md#invoices-and-credit-notes), the
 * portal's forms and both APIs alike. The amounts' rules are in invoice-totals.ts.
 */

export const invoiceKindValues = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKindValues)[number];

/**
 * Where an invoice stands. Only DRAFT and ISSUED are kept; the others are read from its credit
 * notes, its payments, its due date and today (invoice-standing.ts).
 */
export const invoiceStatusValues = ['draft', 'issued', 'part_paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof invoiceStatusValues)[number];

export const INVOICE_NOTES_MAX_LENGTH = 1000;
export const CREDIT_REASON_MAX_LENGTH = 500;

const reason = z
  .string({ error: (issue) => (issue.input === undefined ? 'Reason is required' : 'Reason must be text') })
  .trim()
  .min(1, 'Reason is required')
  .max(CREDIT_REASON_MAX_LENGTH, `Reason must be at most ${CREDIT_REASON_MAX_LENGTH} characters`);

const notes = z
  .string('Notes must be text')
  .trim()
  .max(INVOICE_NOTES_MAX_LENGTH, `Notes must be at most ${INVOICE_NOTES_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

/** A new draft invoice for a client, optionally for one of their engagements. */
export const createInvoiceSchema = z.strictObject({
  clientId: requiredId('Choose a client'),
  engagementId: optionalId('Engagement'),
  lines: invoiceLinesSchema,
  notes,
});

/** A change to a draft; a field left out stays as it is. The reason is a credit note's only. */
export const updateInvoiceSchema = z.strictObject({
  engagementId: optionalId('Engagement').optional(),
  lines: invoiceLinesSchema.optional(),
  notes: notes.optional(),
  reason: reason.optional(),
});

/**
 * A draft credit note against an issued invoice: why (section 21(3) asks for a brief explanation),
 * and the lines credited; without lines, what is left of the whole invoice.
 */
export const createCreditNoteSchema = z.strictObject({
  invoiceId: requiredId('Choose the invoice to credit'),
  reason,
  lines: invoiceLinesSchema.nullish().transform((value) => value ?? null),
});

const INVOICE_SEARCH_MAX_LENGTH = 100;

/**
 * The lists' filters, every one optional. `search` keeps the documents each of whose words is part
 * of the number or the client's first or last name, in any case; `unpaidOnly` the issued invoices
 * with something still owed (issued, part paid or overdue).
 */
export const invoiceFilterSchema = z.object({
  clientId: optionalId('Client'),
  engagementId: optionalId('Engagement'),
  kind: optionalChoice(invoiceKindValues, 'Kind must be invoice or credit_note'),
  status: optionalChoice(invoiceStatusValues, 'Status must be draft, issued, part_paid, paid, overdue or credited'),
  search: z
    .string('Search must be text')
    .trim()
    .max(INVOICE_SEARCH_MAX_LENGTH, `Search must be at most ${INVOICE_SEARCH_MAX_LENGTH} characters`)
    .nullish(),
  unpaidOnly: z.boolean('Unpaid only must be true or false').nullish(),
});
