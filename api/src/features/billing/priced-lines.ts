import { invoiceTotals, type InvoiceLine } from '../../../../validation/billing/invoice-totals';
import type { KeptInvoiceLine } from './invoice.entity';

/** A line as typed or kept before pricing: what invoiceTotals works with, and its words. */
export interface TypedLine extends InvoiceLine {
  description: string;
}

/**
 * Lines' amounts at a rate, as an invoice keeps them: each line's net and VAT, and the totals.
 * The one way invoices are priced, by the invoices service and by the demo seed alike.
 */
export function priced(
  lines: TypedLine[],
  basisPoints: number,
): { lines: KeptInvoiceLine[]; netCents: number; vatCents: number; totalCents: number } {
  const totals = invoiceTotals(lines, basisPoints);
  return {
    lines: lines.map((line, index) => ({
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceCents: line.unitPriceCents,
      treatment: line.treatment,
      netCents: totals.lines[index].netCents,
      vatCents: totals.lines[index].vatCents,
    })),
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
  };
}
