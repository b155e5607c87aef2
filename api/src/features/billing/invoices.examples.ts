import type { z } from 'zod';
import { exampleClient, exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { invoiceRecord, statementRecord } from './invoice.record';
import type { receivablesAgeingRecord } from './receivables-ageing.record';
import type { createCreditNoteSchema, createInvoiceSchema, updateInvoiceSchema } from '../../../../validation/billing/invoice-input';
import { billingSettingsExample, exampleFirmBank } from './billing-settings.examples';
import { eftPaymentExample } from './payments.examples';

/*
 * The client's tax invoice for her 2026 return, as the OpenAPI examples show it. The advisor
 * started it on 19 November and issued it on the 20th (INV-00042, due 30 days later); on the 23rd
 * she paid R 2 000.00 of it by EFT (payments.examples.ts), so R 3 663.75 is still owed. Amounts are
 * at 15 %, each line rounded on its own (validation/billing/invoice-totals.ts):
 *   1 × R 3 500.00 = 350 000 cents, VAT 52 500
 *   1.5 × R 950.00 = 142 500 cents, VAT 21 375
 *   net 492 500 + VAT 73 875 = 566 375 cents (R 5 663.75): above R 5 000, a full tax invoice.
 */

// Prices exclude VAT; both lines are standard-rated (the default when vatTreatment is left out).
const returnLine = {
  description: 'Preparation and submission of the 2026 ITR12 income tax return',
  quantity: '1',
  unitPrice: '3500.00',
  vatTreatment: 'standard',
} as const;
const consultationLine = {
  description: 'Consultation on medical aid and retirement annuity deductions (hours)',
  unitPrice: '950.00',
  vatTreatment: 'standard',
} as const;
const paymentNote = 'Please use the invoice number as the reference of your EFT payment.';

/** POST /api/invoices: the draft as first written, with an hour of consultation. */
export const createInvoiceExample: z.input<typeof createInvoiceSchema> = {
  clientId: exampleIds.client,
  engagementId: exampleIds.engagement,
  lines: [returnLine, { ...consultationLine, quantity: '1' }],
  notes: paymentNote,
};

/** PATCH /api/invoices/{id}: the lines again, the consultation now an hour and a half. */
export const updateInvoiceExample: z.input<typeof updateInvoiceSchema> = {
  lines: [returnLine, { ...consultationLine, quantity: '1.5' }],
};

/** POST /api/invoices/{id}/credit-notes: half an hour billed in error taken off the invoice. */
export const createCreditNoteExample: Omit<z.input<typeof createCreditNoteSchema>, 'invoiceId'> = {
  reason: 'The consultation took one hour, not the hour and a half billed.',
  lines: [{ ...consultationLine, quantity: '0.5' }],
};

/** The invoice's total and what is left of it after the EFT payment, in cents. */
const totalCents = 566_375;
const paidCents = eftPaymentExample.amountCents;

/** Its number, its day and due day (SAST), when it was issued, and its original PDF among her documents. */
const invoiceNumber = 'INV-00042';
const issuedOn = '2026-11-20';
const dueOn = '2026-12-20';
const issuedAt = exampleTimes.updated;
const invoiceDocumentId = '3e8f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

/** GET /api/invoices/{id}: issued, partly paid and not yet due, so part_paid. */
export const invoiceExample: z.input<typeof invoiceRecord> = {
  id: exampleIds.invoice,
  kind: 'invoice',
  status: 'part_paid',
  clientId: exampleIds.client,
  engagementId: exampleIds.engagement,
  creditsInvoiceId: null,
  number: invoiceNumber,
  issuedOn,
  dueOn,
  vatBasisPoints: 1500,
  taxInvoiceKind: 'full',
  supplier: {
    name: billingSettingsExample.registeredName,
    addressLines: billingSettingsExample.addressLines,
    vatNumber: billingSettingsExample.vatNumber,
    registrationNumber: billingSettingsExample.registrationNumber,
    email: billingSettingsExample.email,
    phone: billingSettingsExample.phone,
    bank: exampleFirmBank,
  },
  // A person without a company: her name, and her address as printed lines (street, town and code, province).
  recipient: {
    name: `${exampleClient.firstName} ${exampleClient.lastName}`,
    addressLines: ['12 Jacaranda Street', 'Lynnwood Glen', 'Pretoria 0081', 'Gauteng'],
    vatNumber: null,
  },
  lines: [
    {
      description: returnLine.description,
      quantityThousandths: 1000,
      unitPriceCents: 350_000,
      treatment: 'standard',
      netCents: 350_000,
      vatCents: 52_500,
    },
    {
      description: consultationLine.description,
      quantityThousandths: 1500,
      unitPriceCents: 95_000,
      treatment: 'standard',
      netCents: 142_500,
      vatCents: 21_375,
    },
  ],
  netCents: 492_500,
  vatCents: 73_875,
  totalCents,
  creditedCents: 0,
  paidCents,
  outstandingCents: totalCents - paidCents,
  refundableCents: 0,
  reason: null,
  notes: paymentNote,
  createdById: exampleIds.advisor,
  issuedById: exampleIds.advisor,
  issuedAt,
  // The original PDF, filed among the client's documents when it was issued.
  documentId: invoiceDocumentId,
  createdAt: '2026-11-19T14:22:08.000Z',
  // A payment counts as a change of the invoice (touchInvoice): when the EFT was recorded.
  updatedAt: eftPaymentExample.createdAt,
};

/**
 * The answers that show the invoice before it was issued (invoices.service.ts): a draft has no
 * number, no days, no snapshot of the firm or the client and no PDF, and nothing is paid, owed or
 * refundable on it. As first written, with one hour of consultation:
 *   1 × R 3 500.00 = 350 000 cents, VAT 52 500
 *   1 × R 950.00 = 95 000 cents, VAT 14 250
 *   net 445 000 + VAT 66 750 = 511 750 cents (R 5 117.50).
 */
const asDraft = {
  status: 'draft',
  number: null,
  issuedOn: null,
  dueOn: null,
  supplier: null,
  recipient: null,
  paidCents: 0,
  outstandingCents: 0,
  refundableCents: 0,
  issuedById: null,
  issuedAt: null,
  documentId: null,
} as const;

/** POST /api/invoices: the draft as the advisor started it on 19 November. */
export const draftInvoiceExample: z.input<typeof invoiceRecord> = {
  ...invoiceExample,
  ...asDraft,
  lines: [
    {
      description: returnLine.description,
      quantityThousandths: 1000,
      unitPriceCents: 350_000,
      treatment: 'standard',
      netCents: 350_000,
      vatCents: 52_500,
    },
    {
      description: consultationLine.description,
      quantityThousandths: 1000,
      unitPriceCents: 95_000,
      treatment: 'standard',
      netCents: 95_000,
      vatCents: 14_250,
    },
  ],
  netCents: 445_000,
  vatCents: 66_750,
  totalCents: 511_750,
  updatedAt: invoiceExample.createdAt,
};

/** PATCH /api/invoices/{id}: the draft with the hour and a half, changed on the morning of 20 November before it was issued. */
export const updatedDraftInvoiceExample: z.input<typeof invoiceRecord> = {
  ...invoiceExample,
  ...asDraft,
  updatedAt: '2026-11-20T08:09:14.000Z',
};

/** POST /api/invoices/{id}/issue: INV-00042 as just issued, nothing paid on it yet. */
export const issuedInvoiceExample: z.input<typeof invoiceRecord> = {
  ...invoiceExample,
  status: 'issued',
  paidCents: 0,
  outstandingCents: totalCents,
  updatedAt: exampleTimes.updated,
};

/**
 * POST /api/invoices/{id}/credit-notes: the draft credit note for the half hour, at the invoice's
 * rate; it credits nothing until issued. 0.5 × R 950.00 = 47 500 cents, VAT 7 125: R 546.25, an
 * abridged tax document (R 5 000 or less).
 */
export const draftCreditNoteExample: z.input<typeof invoiceRecord> = {
  ...invoiceExample,
  ...asDraft,
  id: 'b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d1e',
  kind: 'credit_note',
  creditsInvoiceId: exampleIds.invoice,
  taxInvoiceKind: 'abridged',
  lines: [
    {
      description: consultationLine.description,
      quantityThousandths: 500,
      unitPriceCents: 95_000,
      treatment: 'standard',
      netCents: 47_500,
      vatCents: 7_125,
    },
  ],
  netCents: 47_500,
  vatCents: 7_125,
  totalCents: 54_625,
  creditedCents: 0,
  reason: createCreditNoteExample.reason,
  notes: null,
  createdAt: '2026-11-25T09:40:11.000Z',
  updatedAt: '2026-11-25T09:40:11.000Z',
};

/** GET /api/invoices/statement: the invoice, then the EFT payment, with the balance after each. */
export const statementExample: z.input<typeof statementRecord> = {
  clientId: exampleIds.client,
  lines: [
    {
      kind: 'invoice',
      invoiceId: exampleIds.invoice,
      paymentId: null,
      number: 'INV-00042',
      date: '2026-11-20',
      description: 'Tax invoice INV-00042',
      debitCents: totalCents,
      creditCents: 0,
      balanceCents: totalCents,
    },
    {
      kind: 'payment',
      invoiceId: exampleIds.invoice,
      paymentId: exampleIds.payment,
      // A payment's line shows its reference.
      number: eftPaymentExample.reference ?? 'INV-00042',
      date: eftPaymentExample.receivedOn,
      description: 'Payment (EFT) for INV-00042',
      debitCents: 0,
      creditCents: paidCents,
      balanceCents: totalCents - paidCents,
    },
  ],
  balanceCents: totalCents - paidCents,
};

/** A second (made-up) client the advisor serves, whose R 12 075.00 invoice is a few days overdue. */
const otherClientId = 'a2b3c4d5-e6f7-4a8b-9c0d-e1f2a3b4c5d6';
const otherOwedCents = 1_207_500;

/** GET /api/invoices/ageing?asOf=2026-11-25: the other client first (owes most), then the client's rest, not yet due. */
export const receivablesAgeingExample: z.input<typeof receivablesAgeingRecord> = {
  asOf: '2026-11-25',
  rows: [
    {
      clientId: otherClientId,
      currentCents: 0,
      days1To30Cents: otherOwedCents,
      days31To60Cents: 0,
      days61To90Cents: 0,
      over90Cents: 0,
      totalCents: otherOwedCents,
      creditCents: 0,
      balanceCents: otherOwedCents,
    },
    {
      clientId: exampleIds.client,
      currentCents: totalCents - paidCents,
      days1To30Cents: 0,
      days31To60Cents: 0,
      days61To90Cents: 0,
      over90Cents: 0,
      totalCents: totalCents - paidCents,
      creditCents: 0,
      balanceCents: totalCents - paidCents,
    },
  ],
  totals: {
    currentCents: totalCents - paidCents,
    days1To30Cents: otherOwedCents,
    days31To60Cents: 0,
    days61To90Cents: 0,
    over90Cents: 0,
    totalCents: totalCents - paidCents + otherOwedCents,
    creditCents: 0,
    balanceCents: totalCents - paidCents + otherOwedCents,
  },
};

/** The events of INV-00042 (webhooks): issued, and overdue had nothing been paid by its due day. */
export const invoiceEventExamples: EventExamples<'invoice.issued' | 'invoice.overdue'> = {
  'invoice.issued': {
    id: 'evt_Sv7Zo6J7rw5CFwA8zvsmC0U_s5',
    type: 'invoice.issued',
    timestamp: issuedAt,
    data: {
      invoiceId: exampleIds.invoice,
      kind: 'invoice',
      number: invoiceNumber,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      creditsInvoiceId: null,
      documentId: invoiceDocumentId,
      totalCents,
      vatCents: invoiceExample.vatCents,
      issuedOn,
      dueOn,
      issuedById: exampleIds.advisor,
      issuedAt,
    },
  },
  'invoice.overdue': {
    id: 'evt_HNEzWK6_N_NVxdstZZFvwJLf5G',
    type: 'invoice.overdue',
    // Had nothing been paid by the due day: found on the morning after it.
    timestamp: '2026-12-21T04:00:00.000Z',
    data: {
      invoiceId: exampleIds.invoice,
      number: invoiceNumber,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      totalCents,
      dueOn,
      overdueSince: '2026-12-21',
    },
  },
};
