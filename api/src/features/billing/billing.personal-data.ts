import type { DataSource } from 'typeorm';
import { deleteRows, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { recordDeletions } from '../changes';
import { billingSettingsDescription, vatRateDescription } from './billing-settings.record';
import { documentSequenceDescription } from './document-sequence.record';
import { Invoice } from './invoice.entity';
import { invoiceDescription } from './invoice.record';
import { PaymentCheckout } from './payment-checkout.entity';
import { Payment } from './payment.entity';
import { paymentCheckoutDescription, paymentDescription } from './payment.record';
import { bankAccountDescription, bankStatementLineDescription } from './bank-statements/bank-statements.record';
import { billingPlanDescription, billingPlanRunDescription } from './billing-plan.record';

/*
 * The firm's own billing settings, rates and counters hold nothing about a person. An issued
 * invoice or credit note is a tax record the firm must keep for five years (Tax Administration
 * Act, section 29; docs/billing.md#retention): an erasure keeps it as issued, since the document
 * the client received cannot be changed, and deletes the client's drafts, which were never sent.
 * Payments are kept with the invoices they paid; the checkouts behind online payments are deleted.
 */
export const billingColumns = [
  personalDataOf(billingSettingsDescription),
  personalDataOf(vatRateDescription),
  personalDataOf(documentSequenceDescription),
  personalDataOf(invoiceDescription),
  personalDataOf(paymentDescription),
  personalDataOf(paymentCheckoutDescription),
  // The firm's bank statements: its own records, kept as tax records with the payments they became (bank-statements.record.ts).
  personalDataOf(bankAccountDescription),
  personalDataOf(bankStatementLineDescription),
  // A billing plan: the firm's arrangement; its fees are in the signed letter, exported with it (billing-plan.record.ts).
  personalDataOf(billingPlanDescription),
  personalDataOf(billingPlanRunDescription),
];

/** invoices.json: the invoices and credit notes issued to the person. */
export const invoicesSection = (dataSource: DataSource): DataSection => ({
  key: 'invoices',
  file: 'invoices.json',
  label: 'Invoices',
  explains:
    'The invoices and credit notes the firm issued to you: their numbers, dates, lines and amounts in cents, and who they were from and to as printed.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Invoice)
        .createQueryBuilder('invoice')
        .where('invoice.clientId = :id', { id })
        .andWhere("invoice.status = 'issued'"),
    (invoices) => invoices.map((invoice) => archiveRecordOf(invoiceDescription, invoice)),
  ),
});

/** Deletes the person's draft invoices and credit notes; what was issued is kept (see above). */
export const deleteDraftInvoices: ErasureStep = {
  action: 'privacy.erasure.draft_invoices_deleted',
  run: async ({ manager, person, now }) => {
    const drafts = await manager.find(Invoice, { where: { clientId: person.id, status: 'draft' }, select: { id: true } });
    const count = await deleteRows(
      manager,
      Invoice,
      drafts.map(({ id }) => id),
    );
    // A syncing integration hears the drafts went (features/changes): staff only, as only staff saw them.
    await recordDeletions(
      manager,
      'invoice',
      drafts.map(({ id }) => ({ id, clientId: null })),
      now,
    );
    return { count };
  },
};

/** payments.json: what the person paid against their invoices. */
export const paymentsSection = (dataSource: DataSource): DataSection => ({
  key: 'payments',
  file: 'payments.json',
  label: 'Payments',
  explains: 'The payments you made against your invoices: how, how much in cents, on which day and with which reference.',
  ...records(
    ({ id }) => dataSource.getRepository(Payment).createQueryBuilder('payment').where('payment.clientId = :id', { id }),
    (payments) => payments.map((payment) => archiveRecordOf(paymentDescription, payment)),
  ),
});

/** Deletes the person's checkouts: the payments they became are kept (see above). */
export const deletePaymentCheckouts: ErasureStep = {
  action: 'privacy.erasure.payment_checkouts_deleted',
  run: async ({ manager, person }) => {
    const checkouts = await manager.find(PaymentCheckout, { where: { clientId: person.id }, select: { id: true } });
    return {
      count: await deleteRows(
        manager,
        PaymentCheckout,
        checkouts.map(({ id }) => id),
      ),
    };
  },
};
