import { dayMonthYear } from './amounts';
import { centsToDecimal } from '../../../../../validation/billing/money';
import { formatQuantity } from '../../../../../validation/billing/quantity-text';
import { contactNameOf, referenceOf, taxKindOf, type ExportDocument, type ExportOptions, type TaxKind } from './export-document';

/*
 * Xero's sales invoice import template (docs/billing.md#exporting-to-sage-or-xero): one row per
 * line, the invoice's number repeated on each of its lines; a * marks a column Xero requires.
 * A credit note is imported through the same template with negative quantities, so its total
 * comes out negative. Prices are tax exclusive (chosen on Xero's import screen).
 */
export const XERO_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero's South African tax rates, by display name, which the TaxType column takes. */
export const XERO_TAX_TYPES: Record<TaxKind, string> = {
  standard: 'Standard Rate Sales',
  zero_rated: 'Zero Rated',
  exempt: 'Exempt Income',
  none: 'No VAT',
};

export function xeroRows(documents: readonly ExportDocument[], { accountCode }: ExportOptions): string[][] {
  return documents.flatMap((document) => {
    const { invoice } = document;
    const sign = invoice.kind === 'credit_note' ? -1 : 1;
    const address = [...(invoice.recipient?.addressLines ?? []), '', '', '', ''].slice(0, 4);
    const issuedOn = dayMonthYear(invoice.issuedOn ?? '', '/');
    return invoice.lines.map((line) => [
      contactNameOf(document),
      document.email ?? '',
      ...address,
      '',
      '',
      '',
      '',
      invoice.number ?? '',
      referenceOf(document),
      issuedOn,
      invoice.dueOn ? dayMonthYear(invoice.dueOn, '/') : issuedOn,
      '',
      line.description,
      formatQuantity(sign * line.quantityThousandths),
      centsToDecimal(line.unitPriceCents),
      '',
      accountCode,
      XERO_TAX_TYPES[taxKindOf(invoice, line.treatment)],
      centsToDecimal(sign * line.vatCents),
      '',
      '',
      '',
      '',
      'ZAR',
      '',
    ]);
  });
}
