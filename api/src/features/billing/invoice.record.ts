import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { invoiceKindValues, invoiceStatusValues } from '../../../../validation/billing/invoice-input';
import { taxInvoiceKindValues } from '../../../../validation/billing/invoice-totals';
import { vatTreatmentValues } from '../../../../validation/billing/vat';
import { bankAccountTypeValues } from '../../../../validation/billing/billing-settings-input';
import { INVOICE_LINE_DESCRIPTION_MAX_LENGTH, MAX_INVOICE_LINES } from '../../../../validation/billing/invoice-line-input';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { columnLength } from '../../records/column-bounds';
import { Company } from '../profile';
import { BankAccountTypeKind, firmAddressLines } from './billing-settings.record';
import { BillingSettings } from './billing-settings.entity';
import { Invoice } from './invoice.entity';
import { PRINTED_ADDRESS_LINE_MAX_LENGTH, PRINTED_ADDRESS_MAX_LINES, RECIPIENT_NAME_MAX_LENGTH } from './invoice-parties';
import { Payment } from './payment.entity';
import { STATEMENT_DESCRIPTION_MAX_LENGTH, STATEMENT_MAX_LINES, statementLineKindValues } from './statement';

export const InvoiceKindKind = enumOf(invoiceKindValues);
export type InvoiceKindKind = (typeof invoiceKindValues)[number];
registerEnumType(InvoiceKindKind, {
  name: 'InvoiceKind',
  description: 'INVOICE: a (tax) invoice; CREDIT_NOTE: a credit note correcting one',
});

export const InvoiceStatusKind = enumOf(invoiceStatusValues);
export type InvoiceStatusKind = (typeof invoiceStatusValues)[number];
registerEnumType(InvoiceStatusKind, {
  name: 'InvoiceStatus',
  description:
    'DRAFT: being written, seen by staff only; ISSUED: numbered and fixed, nothing paid yet; PART_PAID: an invoice partly paid, not yet due; PAID: an invoice its payments (and credit notes) cover; OVERDUE: an issued invoice past its due date with something owed; CREDITED: an invoice its credit notes cancel in full',
});

export const VatTreatmentKind = enumOf(vatTreatmentValues);
export type VatTreatmentKind = (typeof vatTreatmentValues)[number];
registerEnumType(VatTreatmentKind, {
  name: 'VatTreatment',
  description: 'STANDARD: VAT at the standard rate; ZERO_RATED: VAT at 0 %; EXEMPT: no VAT (an exempt supply)',
});

export const TaxInvoiceKindKind = enumOf(taxInvoiceKindValues);
export type TaxInvoiceKindKind = (typeof taxInvoiceKindValues)[number];
registerEnumType(TaxInvoiceKindKind, {
  name: 'TaxInvoiceKind',
  description: 'FULL: a full tax invoice (above R 5 000, names the recipient); ABRIDGED: an abridged one (section 20(5) of the VAT Act)',
});

const KEPT = { computedBy: 'the invoice’s lines (invoices.lines), as issued' } as const;

/** One line of an invoice (Invoice.lines). */
export const invoiceLineDescription = describeRecord({
  name: 'InvoiceLine',
  description: 'One line of an invoice or credit note, with its amounts at the document’s rate',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    description: textField('What was supplied', { ...KEPT, maxLength: INVOICE_LINE_DESCRIPTION_MAX_LENGTH }),
    quantityThousandths: integerField('The quantity in thousandths: 2.5 hours is 2500', KEPT),
    unitPriceCents: integerField('The price of one, excluding VAT, in cents', KEPT),
    treatment: choiceField(vatTreatmentValues, VatTreatmentKind, 'standard, zero_rated or exempt', KEPT),
    netCents: integerField('Quantity times unit price, rounded to the cent: the value excluding VAT', KEPT),
    vatCents: integerField('The VAT on the line, rounded to the cent (half away from zero)', KEPT),
  },
});
export const invoiceLineRecord = restShapeOf(invoiceLineDescription);

@RecordObjectType(invoiceLineDescription)
export class InvoiceLineType {}

const SNAPSHOT = { computedBy: 'the snapshot taken when the document was issued' } as const;
/** A text of the snapshot the billing settings gave (invoice-parties.ts): as long as their column at most. */
const SETTING = (column: Extract<keyof BillingSettings, string>) => ({ ...SNAPSHOT, maxLength: columnLength(BillingSettings, column) });

/** The firm's bank details on an invoice (InvoiceSupplier.bank). */
export const invoiceBankDescription = describeRecord({
  name: 'InvoiceBank',
  description: 'Where the client pays by EFT, as the invoice printed it',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    bankName: textField('The bank', SETTING('bankName')),
    accountHolder: textField('The account’s holder', SETTING('accountHolder')),
    accountNumber: textField('The account number', SETTING('accountNumber')),
    branchCode: textField('The branch code', SETTING('branchCode')),
    accountType: choiceField(bankAccountTypeValues, BankAccountTypeKind, 'The kind of account; null when not given', {
      nullable: true,
      ...SNAPSHOT,
    }),
  },
});
export const invoiceBankRecord = restShapeOf(invoiceBankDescription);

@RecordObjectType(invoiceBankDescription)
export class InvoiceBankType {}

/** Who an invoice is from: the firm (Invoice.supplier). */
export const invoiceSupplierDescription = describeRecord({
  name: 'InvoiceSupplier',
  description: 'The firm as the document names it, as its billing settings stood when it was issued',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    name: textField('The firm’s registered name', SETTING('registeredName')),
    addressLines: customField(firmAddressLines, () => [String], 'The firm’s address, line by line', SNAPSHOT),
    vatNumber: textField('The firm’s VAT registration number; null when it is not a vendor', { nullable: true, ...SETTING('vatNumber') }),
    registrationNumber: textField('The firm’s company registration number', { nullable: true, ...SETTING('registrationNumber') }),
    email: textField('Where clients write about invoices', { nullable: true, ...SETTING('email') }),
    phone: textField('Where clients call about invoices', { nullable: true, ...SETTING('phone') }),
    bank: customField(invoiceBankRecord, () => InvoiceBankType, 'Where to pay by EFT; null when the firm took no EFT', {
      nullable: true,
      ...SNAPSHOT,
    }),
  },
});
export const invoiceSupplierRecord = restShapeOf(invoiceSupplierDescription);

@RecordObjectType(invoiceSupplierDescription)
export class InvoiceSupplierType {}

/** Who an invoice is to: the client (Invoice.recipient). */
export const invoiceRecipientDescription = describeRecord({
  name: 'InvoiceRecipient',
  description: 'The client as the document names them (their company, where they have one), as they stood when it was issued',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    name: textField('The company’s or the person’s name', { ...SNAPSHOT, maxLength: RECIPIENT_NAME_MAX_LENGTH }),
    addressLines: customField(
      z.array(z.string().max(PRINTED_ADDRESS_LINE_MAX_LENGTH)).max(PRINTED_ADDRESS_MAX_LINES),
      () => [String],
      'The address, line by line',
      SNAPSHOT,
    ),
    vatNumber: textField('The company’s VAT registration number; null when none was entered', {
      nullable: true,
      ...SNAPSHOT,
      maxLength: columnLength(Company, 'vatNumber'),
    }),
  },
});
export const invoiceRecipientRecord = restShapeOf(invoiceRecipientDescription);

@RecordObjectType(invoiceRecipientDescription)
export class InvoiceRecipientType {}

const INTERNAL = { privacy: privacy.notPersonal } as const;
const STANDING = { computedBy: 'invoice-standing.ts, from its credit notes, payments, due date and today (SAST)' } as const;
// What the issued document says of the client: a tax record kept five years, erasure or not (docs/billing.md#retention).
const TAX_RECORD = { privacy: privacy.exported } as const;

/**
 * An invoice or credit note (docs/billing.md#invoices-and-credit-notes), as both APIs and the
 * OpenAPI document show it.
 */
export const invoiceDescription = describeRecord({
  name: 'Invoice',
  description: 'A tax invoice or a credit note for a client: a draft staff edit, or an issued document that never changes',
  entity: Invoice,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The invoice id', INTERNAL),
    kind: choiceField(invoiceKindValues, InvoiceKindKind, 'invoice or credit_note', INTERNAL),
    // Kept as draft or issued; an issued invoice reads as overdue or credited by invoice-standing.ts.
    status: choiceField(
      invoiceStatusValues,
      InvoiceStatusKind,
      'draft, issued, part_paid, paid, overdue or credited, as it stands today (SAST)',
      INTERNAL,
    ),
    clientId: referenceField('The client billed (a user id)', { ...INTERNAL, graphqlEdge: 'client' }),
    engagementId: referenceField('The engagement billed, if any', { nullable: true, ...INTERNAL, graphqlEdge: 'engagement' }),
    creditsInvoiceId: referenceField('A credit note: the invoice it corrects', {
      nullable: true,
      ...INTERNAL,
      graphqlEdge: 'creditsInvoice',
    }),
    number: textField('Its serial number, such as INV-00042; null while a draft', { nullable: true, ...INTERNAL }),
    issuedOn: dayField('The day it was issued (YYYY-MM-DD, SAST); null while a draft', { nullable: true, ...INTERNAL }),
    dueOn: dayField('An invoice: the day payment is due (YYYY-MM-DD, SAST); null while a draft and on a credit note', {
      nullable: true,
      ...INTERNAL,
    }),
    vatBasisPoints: integerField('The VAT rate charged in basis points (1500 is 15 %); 0 when the firm charges no VAT', {
      nullable: true,
      ...INTERNAL,
    }),
    taxInvoiceKind: choiceField(
      taxInvoiceKindValues,
      TaxInvoiceKindKind,
      'full above R 5 000, abridged otherwise (section 20 of the VAT Act); null when no VAT is charged',
      { nullable: true, ...STANDING },
    ),
    supplier: customField(invoiceSupplierRecord, () => InvoiceSupplierType, 'The firm as it stood at issue; null while a draft', {
      nullable: true,
      ...INTERNAL,
    }),
    recipient: customField(invoiceRecipientRecord, () => InvoiceRecipientType, 'The client as it stood at issue; null while a draft', {
      nullable: true,
      ...TAX_RECORD,
    }),
    // At most MAX_INVOICE_LINES: a draft's (invoiceLinesSchema), a credit note's (its invoice's or its own) and a billing plan's (fewer).
    lines: customField(
      z.array(invoiceLineRecord).max(MAX_INVOICE_LINES),
      () => [InvoiceLineType],
      'What was supplied, line by line',
      TAX_RECORD,
    ),
    netCents: integerField('The total excluding VAT, in cents', INTERNAL),
    vatCents: integerField('The VAT, in cents', INTERNAL),
    totalCents: integerField('The total including VAT, in cents: what the client pays (or is credited)', INTERNAL),
    creditedCents: integerField('An invoice: what its issued credit notes take off it, in cents', STANDING),
    paidCents: integerField(
      'An issued invoice: what has been paid against it less what was refunded, in cents; beyond its total is the client’s credit',
      STANDING,
    ),
    outstandingCents: integerField('An issued invoice: what is still owed on it, in cents', STANDING),
    refundableCents: integerField(
      'An issued invoice: what was paid beyond what it asks after its credit notes, in cents: what may be refunded',
      STANDING,
    ),
    reason: textField('A credit note: why it was issued', { nullable: true, ...TAX_RECORD }),
    notes: textField('A note printed on the document, such as a purchase order number', { nullable: true, ...TAX_RECORD }),
    createdById: referenceField('The staff member who started it', { nullable: true, ...INTERNAL, graphqlEdge: 'createdBy' }),
    issuedById: referenceField('The staff member who issued it', { nullable: true, ...INTERNAL, graphqlEdge: 'issuedBy' }),
    issuedAt: instantField('When it was issued', { nullable: true, ...INTERNAL }),
    documentId: referenceField(
      'The original PDF, filed among the client’s documents when it was issued (GET /api/documents/:id); null while a draft, or once the client deleted it',
      { nullable: true, ...INTERNAL },
    ),
    createdAt: instantField('When it was started', INTERNAL),
    updatedAt: instantField('When it last changed', INTERNAL),
  },
  internal: {
    serial: { privacy: privacy.notPersonal, because: 'its place in the sequence, printed as the number' },
    overdueRound: { privacy: privacy.notPersonal, because: 'which overdue reminder was sent last, so none is sent twice' },
  },
});

/** An invoice as REST answers it (GET /api/invoices). */
export const invoiceRecord = restShapeOf(invoiceDescription);

@RecordObjectType(invoiceDescription)
export class InvoiceType {}

const ON_THE_STATEMENT = { computedBy: 'statement.ts, from the client’s issued documents and payments' } as const;

export const StatementLineKindKind = enumOf(statementLineKindValues);
export type StatementLineKindKind = (typeof statementLineKindValues)[number];
registerEnumType(StatementLineKindKind, {
  name: 'StatementLineKind',
  description: 'INVOICE and REFUND add to what is owed; CREDIT_NOTE and PAYMENT take off it',
});

/** One line of a statement of account (Statement.lines). */
export const statementLineDescription = describeRecord({
  name: 'StatementLine',
  description: 'A document issued to the client, a payment they made or a refund paid to them, and what they owe after it',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    kind: choiceField(statementLineKindValues, StatementLineKindKind, 'invoice, credit_note, payment or refund', ON_THE_STATEMENT),
    invoiceId: textField(
      'The invoice or credit note (GET /api/invoices/:id); for a payment, the invoice it paid; for a refund, the invoice paid beyond',
      { ...ON_THE_STATEMENT, maxLength: RECORD_ID_LENGTH },
    ),
    paymentId: textField('A payment or refund (GET /api/payments/:id); null on a document', {
      nullable: true,
      ...ON_THE_STATEMENT,
      maxLength: RECORD_ID_LENGTH,
    }),
    number: textField('The document’s number; a payment’s or refund’s reference', {
      ...ON_THE_STATEMENT,
      maxLength: Math.max(columnLength(Invoice, 'number'), columnLength(Payment, 'reference')),
    }),
    date: dayField('Its date of issue, or the day the payment came in or the refund went out (YYYY-MM-DD, SAST)', ON_THE_STATEMENT),
    description: textField(
      '"Tax invoice INV-00042", "Credit note CN-00003 against INV-00042", "Payment (PayFast) for INV-00042", "Refund (EFT) for INV-00042"',
      { ...ON_THE_STATEMENT, maxLength: STATEMENT_DESCRIPTION_MAX_LENGTH },
    ),
    debitCents: integerField('What an invoice or a refund adds to what is owed, in cents (0 on the others)', ON_THE_STATEMENT),
    creditCents: integerField('What a credit note or a payment takes off, in cents (0 on an invoice)', ON_THE_STATEMENT),
    balanceCents: integerField('What the client owes after this line, in cents; below 0 is their credit', ON_THE_STATEMENT),
  },
});
export const statementLineRecord = restShapeOf(statementLineDescription);

@RecordObjectType(statementLineDescription)
export class StatementLineType {}

/** A client's statement of account (GET /api/invoices/statement). */
export const statementDescription = describeRecord({
  name: 'Statement',
  description:
    'A client’s statement of account: their issued invoices and credit notes and their payments in order, with the running balance',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    clientId: textField('The client (a user id)', { ...ON_THE_STATEMENT, maxLength: RECORD_ID_LENGTH }),
    lines: customField(
      z.array(statementLineRecord).max(STATEMENT_MAX_LINES),
      () => [StatementLineType],
      `Oldest first: the last ${STATEMENT_MAX_LINES}, whose first balance counts every line before it`,
      ON_THE_STATEMENT,
    ),
    balanceCents: integerField('What the client owes now, in cents; below 0 is their credit', ON_THE_STATEMENT),
  },
});
export const statementRecord = restShapeOf(statementDescription);

@RecordObjectType(statementDescription)
export class StatementType {}
