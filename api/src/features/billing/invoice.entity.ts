import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { Engagement } from '../engagements';
import type { Document } from '../documents';
import type { VatTreatment } from '../../../../validation/billing/vat';
import type { InvoiceKind } from '../../../../validation/billing/invoice-input';
import type { InvoiceParty, InvoiceSupplier } from './invoice-document';

/** mysql2 returns bigints as strings, SQLite as numbers: read both as the exact numbers they are (every amount is below 2^53). */
const centsAsNumber = decimalTransformer;

/** What an invoice keeps: DRAFT until issued, then ISSUED for good (its other states are read, not kept). */
export type KeptInvoiceStatus = 'draft' | 'issued';

/** A line as the invoice keeps it, with its amounts worked out at the invoice's rate. */
export interface KeptInvoiceLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  treatment: VatTreatment;
  netCents: number;
  vatCents: number;
}

/**
 * A tax invoice or a credit note (docs/billing.md#invoices-and-credit-notes). A draft is edited
 * freely; issuing gives it the next serial number, the day, the rate and snapshots of the firm and
 * the client as they stand, and from then on nothing of it changes: a credit note corrects it.
 * Money is in integer cents (bigint columns).
 */
@Entity('invoices')
@Index('IDX_invoices_clientId', ['clientId'])
@Index('IDX_invoices_engagementId', ['engagementId'])
@Index('IDX_invoices_creditsInvoiceId', ['creditsInvoiceId'])
@Index('IDX_invoices_createdById', ['createdById'])
@Index('IDX_invoices_issuedById', ['issuedById'])
@Index('IDX_invoices_status', ['status'])
@Index('IDX_invoices_documentId', ['documentId'])
@Index('UQ_invoices_number', ['number'], { unique: true })
export class Invoice extends EditableRecord {
  @Column({ type: 'varchar', length: 20 })
  kind: InvoiceKind;

  @Column({ type: 'varchar', length: 10 })
  status: KeptInvoiceStatus;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  engagementId: string | null;

  /** A credit note: the issued invoice it corrects. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  creditsInvoiceId: string | null;

  /** "INV-00042": null while a draft. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  number: string | null;

  /** Its place in its kind's sequence (document_sequences). */
  @Column({ type: 'integer', nullable: true })
  serial: number | null;

  /** YYYY-MM-DD (SAST). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  issuedOn: string | null;

  /** YYYY-MM-DD (SAST); an invoice's only. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  dueOn: string | null;

  /** The standard rate it charges, fixed at issue (a draft's amounts are at today's rate). */
  @Column({ type: 'integer', nullable: true })
  vatBasisPoints: number | null;

  @Column({ type: 'simple-json', nullable: true })
  supplier: InvoiceSupplier | null;

  @Column({ type: 'simple-json', nullable: true })
  recipient: InvoiceParty | null;

  @Column({ type: 'simple-json' })
  lines: KeptInvoiceLine[];

  @Column({ type: 'bigint', transformer: centsAsNumber })
  netCents: number;

  @Column({ type: 'bigint', transformer: centsAsNumber })
  vatCents: number;

  @Column({ type: 'bigint', transformer: centsAsNumber })
  totalCents: number;

  /** A credit note: why it was issued (section 21(3)). */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdById: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  issuedById: string | null;

  @Column({ type: 'datetime', nullable: true })
  issuedAt: Date | null;

  /**
   * The last overdue round it was part of, in days past due (1: announced overdue; 7, 14, 30:
   * reminded), claimed before anything is sent (invoice-reminders.ts).
   */
  @Column({ type: 'integer', nullable: true })
  overdueRound: number | null;

  /** The original PDF, filed among the client's documents when it was issued. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  documentId: string | null;

  /** Issued invoices are kept five years (Tax Administration Act, section 29): a client with any cannot be deleted. */
  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_invoices_clientId' })
  client: Relation<User>;

  @ManyToOne('Engagement', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'engagementId', foreignKeyConstraintName: 'FK_invoices_engagementId' })
  engagement: Relation<Engagement> | null;

  @ManyToOne('Invoice', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'creditsInvoiceId', foreignKeyConstraintName: 'FK_invoices_creditsInvoiceId' })
  creditsInvoice: Relation<Invoice> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_invoices_createdById' })
  createdBy: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'issuedById', foreignKeyConstraintName: 'FK_invoices_issuedById' })
  issuedBy: Relation<User> | null;

  /** A client may delete the file; the invoice stays, and prints again as a copy. */
  @ManyToOne('Document', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'documentId', foreignKeyConstraintName: 'FK_invoices_documentId' })
  document: Relation<Document> | null;
}
