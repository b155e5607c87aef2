import { z } from 'zod';
import { exactNumber } from '../input-parts';
import { parseQuantity } from './invoice-totals';
import { parseRandAmount } from './money';
import { vatTreatmentValues } from './vat';

/*
 * An invoice line as a person types it or a program sends it (docs/billing.md#vat-on-an-invoice):
 * the quantity and unit price as numbers or text, read exactly into thousandths and cents, so
 * what leaves this schema is what invoiceTotals works with.
 */

export const INVOICE_LINE_DESCRIPTION_MAX_LENGTH = 500;
export const MAX_INVOICE_LINES = 100;

const QUANTITY_MESSAGE = 'Quantity must be more than 0 with at most 3 decimals';
const UNIT_PRICE_MESSAGE = 'Unit price must be an amount in rand with at most 2 decimals';

export const invoiceLineSchema = z
  .strictObject({
    description: z
      .string({ error: (issue) => (issue.input === undefined ? 'Description is required' : 'Description must be text') })
      .trim()
      .min(1, 'Description is required')
      .max(INVOICE_LINE_DESCRIPTION_MAX_LENGTH, `Description must be at most ${INVOICE_LINE_DESCRIPTION_MAX_LENGTH} characters`),
    quantity: exactNumber(parseQuantity, QUANTITY_MESSAGE),
    unitPrice: exactNumber(parseRandAmount, UNIT_PRICE_MESSAGE),
    vatTreatment: z.enum(vatTreatmentValues, 'VAT treatment must be standard, zero_rated or exempt').default('standard'),
  })
  .transform(({ description, quantity, unitPrice, vatTreatment }) => ({
    description,
    quantityThousandths: quantity,
    unitPriceCents: unitPrice,
    treatment: vatTreatment,
  }));

/** An invoice's lines: 1 to 100. */
export const invoiceLinesSchema = z
  .array(invoiceLineSchema, 'Lines must be a list')
  .min(1, 'Add at least one line')
  .max(MAX_INVOICE_LINES, `An invoice has at most ${MAX_INVOICE_LINES} lines`);
