import { deferredDialog } from '../../../components/deferred-dialog';

/*
 * The invoice, credit note and payment forms: their code (react-hook-form, zod and the shared money rules)
 * is fetched when someone means to press the button, not with the list, which clients read far
 * more often than staff write invoices.
 */
export const { Deferred: DeferredInvoiceDialog, prefetch: prefetchInvoiceDialog } = deferredDialog(
  () => import('./InvoiceDialog').then((module) => module.InvoiceDialog),
  (props) => props.open,
);

export const { Deferred: DeferredCreditNoteDialog, prefetch: prefetchCreditNoteDialog } = deferredDialog(
  () => import('./CreditNoteDialog').then((module) => module.CreditNoteDialog),
  (props) => props.invoice !== null,
);

export const { Deferred: DeferredRecordPaymentDialog, prefetch: prefetchRecordPaymentDialog } = deferredDialog(
  () => import('./RecordPaymentDialog').then((module) => module.RecordPaymentDialog),
  (props) => props.invoice !== null,
);

export const { Deferred: DeferredAccountingExportDialog, prefetch: prefetchAccountingExportDialog } = deferredDialog(
  () => import('./AccountingExportDialog').then((module) => module.AccountingExportDialog),
  (props) => props.open,
);
