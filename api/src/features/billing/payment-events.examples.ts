import { exampleIds } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import { invoiceExample } from './invoices.examples';
import { eftPaymentExample, recordRefundExample, refundPaymentExample } from './payments.examples';

/*
 * The payment events of INV-00042 (webhooks): her EFT received, and the R 250.00 she paid beyond
 * the invoice refunded. A file of their own, not payments.examples.ts: they read the invoice's
 * total (invoices.examples.ts), which itself reads the EFT payment from payments.examples.ts.
 */

/** The refund (payments.examples.ts), and when the advisor recorded it. */
const refundId = refundPaymentExample.id;
const refundRecordedAt = refundPaymentExample.createdAt;

/** Invoice INV-00042 as both events name it. */
const invoice = {
  invoiceId: exampleIds.invoice,
  number: 'INV-00042',
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
} as const;

export const paymentEventExamples: EventExamples<'payment.received' | 'payment.refunded'> = {
  'payment.received': {
    id: 'evt_nORCWqtLPmYRq9JAnzb7nfbzjm',
    type: 'payment.received',
    timestamp: eftPaymentExample.createdAt,
    data: {
      paymentId: exampleIds.payment,
      ...invoice,
      method: 'eft',
      amountCents: eftPaymentExample.amountCents,
      receivedOn: eftPaymentExample.receivedOn,
      outstandingCents: invoiceExample.totalCents - eftPaymentExample.amountCents,
      recordedById: eftPaymentExample.recordedById,
    },
  },
  'payment.refunded': {
    id: 'evt_oTl5BAcc1B8le_1cWjVD8jIxX1',
    type: 'payment.refunded',
    timestamp: refundRecordedAt,
    data: {
      paymentId: refundId,
      ...invoice,
      method: 'eft',
      // R 250.00, as recordRefundExample's amount says.
      amountCents: 25_000,
      refundedOn: recordRefundExample.refundedOn,
      recordedById: exampleIds.advisor,
    },
  },
};
