import type { EntityManager } from 'typeorm';
import { BillingPlanRun } from '../features/billing/billing-plan-run.entity';
import { BillingSettings } from '../features/billing/billing-settings.entity';
import type { BillingSettingsView } from '../features/billing/billing-settings.service';
import { DocumentSequence } from '../features/billing/document-sequence.entity';
import { documentTitleOf, invoiceDocumentOf } from '../features/billing/invoice-document-of';
import { recipientOf, supplierOf } from '../features/billing/invoice-parties';
import { renderInvoicePdf } from '../features/billing/invoice-pdf';
import { Invoice } from '../features/billing/invoice.entity';
import { PaymentCheckout } from '../features/billing/payment-checkout.entity';
import { Payment } from '../features/billing/payment.entity';
import { priced, type TypedLine } from '../features/billing/priced-lines';
import { VatRate } from '../features/billing/vat-rate.entity';
import { Document } from '../features/documents/document.entity';
import { documentNumber } from '../../../validation/billing/billing-settings-input';
import type { InvoiceKind } from '../../../validation/billing/invoice-input';
import type { PaymentMethod } from '../../../validation/billing/payment-input';
import { rateOn } from '../../../validation/billing/vat';
import { formatLetterDate } from '../../../validation/engagement-letter-values';
import { southAfricanDateAndTime } from '../../../validation/south-africa-time';
import { addDays } from '../../../validation/tax-calendar/calendar-days';
import type { DemoContext } from './context';
import { demoRetainerInvoices, seedDemoBillingPlan } from './demo-billing-plan';
import { demoEngagementIds } from './demo-portal';
import { demoId, sastAt } from './ids';
import { insertMissing } from './insert-missing';

/** Money that came in against a demo invoice. */
export interface DemoPayment {
  key: string;
  method: PaymentMethod;
  /** 'total': the whole invoice. */
  amountCents: number | 'total';
  /** YYYY-MM-DD (SAST). */
  receivedOn: string;
  /** When it was recorded: staff keying in the EFT, or the provider's notification. */
  recordedAt: Date;
  providerPaymentId: string | null;
  /** The provider's checkout id (Yoco's); null for PayFast and EFT. */
  providerCheckoutId?: string | null;
  feeCents: number | null;
  recordedById: string | null;
  note?: string;
}

/** An invoice issued to a demo client, before it is numbered and priced. */
export interface DemoInvoice {
  key: string;
  clientId: string;
  engagementId: string;
  issuedAt: Date;
  lines: TypedLine[];
  notes: string | null;
  createdById: string | null;
  issuerId: string;
  /** The last overdue round it was part of (invoice-reminders.ts), so the job at start sends nothing. */
  overdueRound: number | null;
  /** The billing plan's period it bills, for a retainer's invoice. */
  run?: { planId: string; period: string };
  payments: DemoPayment[];
}

/** A credit note against one of the demo invoices, crediting all of it. */
interface DemoCreditNote {
  key: string;
  credits: string;
  issuedAt: Date;
  reason: string;
  issuerId: string;
}

/** The demo's invoices and credit note with fixed ids (the retainer's are named by their month). */
export const demoInvoiceIds = {
  annualFinancials: demoId('invoice', 'dlamini-afs-deposit'),
  secretarial: demoId('invoice', 'dlamini-cipc-annual-return'),
  fleetReview: demoId('invoice', 'dlamini-fleet-review-first-stage'),
  fleetLogbooks: demoId('invoice', 'dlamini-fleet-review-logbooks'),
  tenderDeposit: demoId('invoice', 'dlamini-cidb-tender-deposit'),
  tenderCredit: demoId('invoice', 'dlamini-cidb-tender-credit'),
  secondClientVat: demoId('invoice', 'patel-vat-registration'),
};

/** One standard-rated line: the unit price is net, chosen so that the total with 15 % VAT is round. */
const line = (description: string, unitPriceCents: number): TypedLine => ({
  description,
  quantityThousandths: 1000,
  unitPriceCents,
  treatment: 'standard',
});

/**
 * The demo clients' invoices (docs/billing.md#invoices-and-credit-notes), every standing an
 * invoice can have. Sipho Dlamini's: the annual financial statements' deposit paid by EFT, the
 * CIPC annual return's paid through PayFast, the fleet review's first stage paid through Yoco and
 * its logbook capture overdue (its reminder rounds already sent), the tender pack's deposit
 * credited in full when the tender was withdrawn, and the bookkeeping retainer's monthly invoices
 * (demo-billing-plan.ts). Ayesha Patel's VAT registration, part paid. The payments add up to each
 * engagement's paid amount as demo-portal.ts seeds it.
 */
function demoInvoices({ now, users }: DemoContext): { invoices: DemoInvoice[]; creditNotes: DemoCreditNote[] } {
  const e = demoEngagementIds;
  const advisor = users.advisor;
  const day = (days: number) => southAfricanDateAndTime(sastAt(now, days, 12)).date;
  const eft = (key: string, amountCents: number | 'total', days: number, note?: string): DemoPayment => ({
    key,
    method: 'eft',
    amountCents,
    receivedOn: day(days),
    recordedAt: sastAt(now, days, 11, 20),
    providerPaymentId: null,
    feeCents: null,
    recordedById: advisor,
    note,
  });
  const invoices: DemoInvoice[] = [
    {
      key: 'dlamini-afs-deposit',
      clientId: users.client,
      engagementId: e.annualFinancials,
      issuedAt: sastAt(now, -34, 9, 0),
      // R 8 043.48 + R 1 206.52 VAT = R 9 250.00.
      lines: [line('Deposit: half the fee for the annual financial statements and ITR14', 804_348)],
      notes: 'The balance is invoiced when the financial statements are approved.',
      createdById: advisor,
      issuerId: advisor,
      overdueRound: null,
      payments: [eft('dlamini-afs-deposit-eft', 'total', -31)],
    },
    {
      key: 'dlamini-cipc-annual-return',
      clientId: users.client,
      engagementId: e.secretarial,
      issuedAt: sastAt(now, -32, 16, 0),
      // R 2 173.91 + R 326.09 VAT = R 2 500.00: an abridged tax invoice.
      lines: [line('CIPC annual return, beneficial ownership declaration and B-BBEE affidavit', 217_391)],
      notes: null,
      createdById: advisor,
      issuerId: advisor,
      overdueRound: null,
      payments: [
        {
          key: 'dlamini-cipc-annual-return-payfast',
          method: 'payfast',
          amountCents: 'total',
          receivedOn: day(-30),
          recordedAt: sastAt(now, -30, 20, 14),
          providerPaymentId: '2174536',
          // PayFast's card fee: 2.9 % + R 2.00.
          feeCents: 7_450,
          recordedById: null,
        },
      ],
    },
    {
      key: 'dlamini-fleet-review-first-stage',
      clientId: users.client,
      engagementId: e.fleetReview,
      issuedAt: sastAt(now, -48, 9, 30),
      // R 4 826.09 + R 723.91 VAT = R 5 550.00.
      lines: [line('Fleet cost review, first stage: cost-per-kilometre analysis of the fleet', 482_609)],
      notes: null,
      createdById: advisor,
      issuerId: advisor,
      overdueRound: null,
      payments: [
        {
          key: 'dlamini-fleet-review-first-stage-yoco',
          method: 'yoco',
          amountCents: 'total',
          receivedOn: day(-44),
          recordedAt: sastAt(now, -44, 13, 37),
          providerPaymentId: 'p_7QmK2xWd9LrT4vBn8HsJ3cYe',
          providerCheckoutId: 'ch_Xb5NqR8tLw2ZkP6fDy9MaG4s',
          feeCents: null,
          recordedById: null,
        },
      ],
    },
    {
      key: 'dlamini-fleet-review-logbooks',
      clientId: users.client,
      engagementId: e.fleetReview,
      issuedAt: sastAt(now, -40, 9, 15),
      // R 3 217.39 + R 482.61 VAT = R 3 700.00, due 10 days ago: announced overdue and reminded once.
      lines: [line('Vehicle logbook capture', 321_739)],
      notes: null,
      createdById: advisor,
      issuerId: advisor,
      overdueRound: 7,
      payments: [],
    },
    {
      key: 'dlamini-cidb-tender-deposit',
      clientId: users.client,
      engagementId: e.tender,
      issuedAt: sastAt(now, -75, 10, 0),
      // R 3 260.87 + R 489.13 VAT = R 3 750.00.
      lines: [line('Deposit: half the fee for the CIDB tender readiness pack', 326_087)],
      notes: null,
      createdById: advisor,
      issuerId: advisor,
      overdueRound: null,
      payments: [],
    },
    {
      key: 'patel-vat-registration',
      clientId: users.secondClient,
      engagementId: e.secondClientVat,
      issuedAt: sastAt(now, -18, 10, 45),
      // R 5 652.17 + R 847.83 VAT = R 6 500.00: a full tax invoice, with her company's address.
      lines: [line('Compulsory VAT registration with SARS and the first VAT201 return', 565_217)],
      notes: null,
      createdById: advisor,
      issuerId: advisor,
      overdueRound: null,
      payments: [eft('patel-vat-registration-eft', 325_000, -10, 'Part payment: the balance follows once the VAT201 is filed')],
    },
  ];
  const creditNotes: DemoCreditNote[] = [
    {
      key: 'dlamini-cidb-tender-credit',
      credits: 'dlamini-cidb-tender-deposit',
      issuedAt: sastAt(now, -55, 14, 30),
      reason: 'The tender was withdrawn and the engagement cancelled before the work began',
      issuerId: advisor,
    },
  ];
  return { invoices, creditNotes };
}

/** The highest serial of a kind given so far: its sequence's, or a stored document's if higher. */
async function lastSerialOf(manager: EntityManager, kind: InvoiceKind): Promise<number> {
  const sequence = await manager.findOneBy(DocumentSequence, { kind });
  const [{ highest }]: { highest: string | number | null }[] = await manager.query(
    'SELECT MAX(serial) AS highest FROM invoices WHERE kind = ?',
    [kind],
  );
  return Math.max(sequence?.lastSerial ?? 0, Number(highest ?? 0));
}

/** Moves a kind's sequence on to `serial`, making its row when missing; never back. */
async function raiseSequence(manager: EntityManager, kind: InvoiceKind, serial: number): Promise<void> {
  const sequence = await manager.findOneBy(DocumentSequence, { kind });
  if (!sequence) await manager.insert(DocumentSequence, { kind, lastSerial: serial });
  else if (sequence.lastSerial < serial) await manager.update(DocumentSequence, { kind }, { lastSerial: serial });
}

/**
 * The demo's invoices, credit note, payments and retainer, as issuing and paying would have left
 * them: numbered in order of issue from the firm's sequences (INV-00001… and CN-00001 in a new
 * database; after what is there in one that has invoices), priced at the rate of their day, with
 * the firm and the client as they stand, each with its original PDF filed among the client's
 * documents (written with the demo's other files). Once seeded it is left alone: a later start
 * renders nothing, and the retainer's later months are billed by the billing-plans job.
 */
export async function seedDemoInvoices(context: DemoContext): Promise<void> {
  const { manager, now, users, files } = context;
  const plan = await seedDemoBillingPlan(context);
  if (await manager.existsBy(Invoice, { id: demoInvoiceIds.tenderDeposit })) return;

  const saved = await manager.findOneByOrFail(BillingSettings, { key: 'firm' });
  const settings: BillingSettingsView = { ...saved, vatVendor: saved.vatNumber !== null, updatedAt: saved.updatedAt };
  const supplier = supplierOf(settings);
  const rates = await manager.find(VatRate);
  const rateOnDay = (day: string) => {
    if (!settings.vatVendor) return 0;
    const rate = rateOn(rates, day);
    if (!rate) throw new Error(`No VAT rate applies on ${day}: the demo invoices cannot be priced`);
    return rate.basisPoints;
  };
  const recipients = new Map<string, Awaited<ReturnType<typeof recipientOf>>>();
  const recipientFor = async (clientId: string) => {
    if (!recipients.has(clientId)) recipients.set(clientId, await recipientOf(manager, clientId));
    return recipients.get(clientId)!;
  };

  const { invoices: fixed, creditNotes } = demoInvoices(context);
  const byIssue = <T extends { issuedAt: Date; key: string }>(a: T, b: T) =>
    a.issuedAt.getTime() - b.issuedAt.getTime() || a.key.localeCompare(b.key);
  const invoices = [...fixed, ...demoRetainerInvoices(plan, now, users.advisor)].sort(byIssue);
  const firstInvoice = (await lastSerialOf(manager, 'invoice')) + 1;
  const firstCreditNote = (await lastSerialOf(manager, 'credit_note')) + 1;

  const issued = new Map<string, Invoice>();
  for (const [index, spec] of invoices.entries()) {
    const issuedOn = southAfricanDateAndTime(spec.issuedAt).date;
    const serial = firstInvoice + index;
    const rate = rateOnDay(issuedOn);
    issued.set(
      spec.key,
      manager.create(Invoice, {
        id: demoId('invoice', spec.key),
        kind: 'invoice',
        status: 'issued',
        clientId: spec.clientId,
        engagementId: spec.engagementId,
        creditsInvoiceId: null,
        ...priced(spec.lines, rate),
        vatBasisPoints: rate,
        serial,
        number: documentNumber(settings.invoicePrefix, settings.numberDigits, serial),
        issuedOn,
        dueOn: addDays(issuedOn, settings.paymentTermsDays),
        supplier,
        recipient: await recipientFor(spec.clientId),
        reason: null,
        notes: spec.notes,
        createdById: spec.createdById,
        issuedById: spec.issuerId,
        issuedAt: spec.issuedAt,
        overdueRound: spec.overdueRound,
        createdAt: spec.issuedAt,
        updatedAt: spec.issuedAt,
      }),
    );
  }
  const credits = new Map<string, Invoice>();
  for (const [index, spec] of [...creditNotes].sort(byIssue).entries()) {
    const invoice = issued.get(spec.credits)!;
    const serial = firstCreditNote + index;
    const rate = invoice.vatBasisPoints ?? 0;
    credits.set(
      spec.key,
      manager.create(Invoice, {
        id: demoId('invoice', spec.key),
        kind: 'credit_note',
        status: 'issued',
        clientId: invoice.clientId,
        engagementId: invoice.engagementId,
        creditsInvoiceId: invoice.id,
        ...priced(invoice.lines, rate),
        vatBasisPoints: rate,
        serial,
        number: documentNumber(settings.creditNotePrefix, settings.numberDigits, serial),
        issuedOn: southAfricanDateAndTime(spec.issuedAt).date,
        dueOn: null,
        supplier,
        recipient: invoice.recipient,
        reason: spec.reason,
        notes: null,
        createdById: spec.issuerId,
        issuedById: spec.issuerId,
        issuedAt: spec.issuedAt,
        overdueRound: null,
        createdAt: spec.issuedAt,
        updatedAt: spec.issuedAt,
      }),
    );
  }

  // Each document's original PDF, filed as issuing files it.
  const documents: Partial<Document>[] = [];
  for (const [key, document] of [...issued, ...credits]) {
    const credited = document.creditsInvoiceId ? [...issued.values()].find((invoice) => invoice.id === document.creditsInvoiceId)! : null;
    const pdf = await renderInvoicePdf(invoiceDocumentOf(document, credited, false));
    const fileName = `${demoId('document-file', `invoice-${key}`)}.pdf`;
    files.push({ fileName, bytes: pdf });
    document.documentId = demoId('document', `invoice-${key}`);
    const issuerId = document.issuedById!;
    documents.push({
      id: document.documentId,
      userId: document.clientId,
      fileName,
      originalName: `${document.number}.pdf`,
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      category: 'correspondence',
      description: `${documentTitleOf(document)} ${document.number} issued on ${formatLetterDate(document.issuedAt!)}`,
      status: 'approved',
      uploadedBy: issuerId,
      approvedBy: issuerId,
      approvedAt: document.issuedAt,
      createdAt: document.issuedAt!,
      updatedAt: document.issuedAt!,
    });
  }
  await insertMissing(manager, Document, documents);
  await insertMissing(manager, Invoice, [...issued.values(), ...credits.values()]);

  const payments: Partial<Payment>[] = [];
  const checkouts: Partial<PaymentCheckout>[] = [];
  for (const spec of invoices) {
    const invoice = issued.get(spec.key)!;
    for (const paid of spec.payments) {
      const amountCents = paid.amountCents === 'total' ? invoice.totalCents : paid.amountCents;
      const id = demoId('payment', paid.key);
      payments.push({
        id,
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        method: paid.method,
        amountCents,
        feeCents: paid.feeCents,
        receivedOn: paid.receivedOn,
        providerPaymentId: paid.providerPaymentId,
        reference: paid.providerPaymentId ?? invoice.number,
        note: paid.note ?? null,
        recordedById: paid.recordedById,
        createdAt: paid.recordedAt,
      });
      // A provider's payment came from the client's checkout, which it settled.
      if (paid.method === 'payfast' || paid.method === 'yoco') {
        const pressedPay = new Date(paid.recordedAt.getTime() - 3 * 60 * 1000);
        checkouts.push({
          id: demoId('payment-checkout', paid.key),
          invoiceId: invoice.id,
          clientId: invoice.clientId,
          provider: paid.method,
          amountCents,
          status: 'paid',
          providerCheckoutId: paid.providerCheckoutId ?? null,
          startedById: invoice.clientId,
          paymentId: id,
          createdAt: pressedPay,
          updatedAt: paid.recordedAt,
        });
      }
    }
  }
  await insertMissing(manager, Payment, payments);
  await insertMissing(manager, PaymentCheckout, checkouts);
  await insertMissing(
    manager,
    BillingPlanRun,
    invoices
      .filter((spec) => spec.run)
      .map((spec) => ({
        id: demoId('billing-plan-run', spec.key),
        planId: spec.run!.planId,
        period: spec.run!.period,
        invoiceId: demoId('invoice', spec.key),
        createdAt: spec.issuedAt,
      })),
  );
  await raiseSequence(manager, 'invoice', firstInvoice + invoices.length - 1);
  if (credits.size > 0) await raiseSequence(manager, 'credit_note', firstCreditNote + credits.size - 1);
}
