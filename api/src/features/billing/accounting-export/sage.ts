import { dayMonthYear } from './amounts';
import { centsToDecimal } from '../../../../../validation/billing/money';
import { contactNameOf, taxKindOf, type ExportDocument, type ExportOptions, type TaxKind } from './export-document';

/*
 * Sage Business Cloud Accounting's sales quick entry import (docs/billing.md#exporting-to-sage-or-xero):
 * one row per line, Invoice or Cr Note, with positive amounts (the Type says which way), net, VAT
 * and total exactly as the document charged them. The customer must already exist in Sage under
 * the Customer Reference.
 */
export const SAGE_HEADER = [
  'Type',
  'Customer Reference',
  'Date',
  'Customer Name',
  'Reference',
  'Ledger Account',
  'Details',
  'Net',
  'VAT Rate',
  'VAT',
  'Total',
  'Analysis Type 1',
  'Analysis Type 2',
  'Analysis Type 3',
] as const;

/** The names of the VAT rates the VAT Rate column takes (see docs: not confirmed for Sage's South African edition). */
export const SAGE_VAT_RATES: Record<TaxKind, string> = {
  standard: 'Standard',
  zero_rated: 'Zero Rated',
  exempt: 'Exempt',
  none: 'No VAT',
};

/** Sage's customer reference (at most 10 characters): the client's id's first ten hexadecimal digits, upper case. */
export const sageCustomerReference = (clientId: string) => clientId.replace(/-/g, '').slice(0, 10).toUpperCase();

export function sageRows(documents: readonly ExportDocument[], { accountCode }: ExportOptions): string[][] {
  return documents.flatMap((document) => {
    const { invoice } = document;
    return invoice.lines.map((line) => [
      invoice.kind === 'credit_note' ? 'Cr Note' : 'Invoice',
      sageCustomerReference(invoice.clientId),
      dayMonthYear(invoice.issuedOn ?? '', '-'),
      contactNameOf(document).slice(0, 50),
      (invoice.number ?? '').slice(0, 25),
      accountCode,
      line.description,
      centsToDecimal(line.netCents),
      SAGE_VAT_RATES[taxKindOf(invoice, line.treatment)],
      centsToDecimal(line.vatCents),
      centsToDecimal(line.netCents + line.vatCents),
      '',
      '',
      '',
    ]);
  });
}
