/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { blankLine, lineInputOf, type InvoiceLineForm } from './invoice-form';
export { formatQuantity, invoicePath, invoiceStatusLabels } from './invoice-labels';
export { InvoiceLineFields } from './InvoiceLineFields';
