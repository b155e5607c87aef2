import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { PaymentMethod } from '../../../../validation/billing/payment-input';
import type { Invoice } from './invoice.entity';

/**
 * Money received from a client against an invoice (docs/billing.md#payments): through a payment
 * provider's notification, or recorded by staff (EFT, cash). A payment is never edited: it is a
 * record of money that came in. What is paid beyond an invoice's total is the client's credit,
 * shown on the statement. A provider's payment is kept once whatever arrives twice: its id is
 * unique per method. Its updatedAt (when it was recorded) is what a synced list asks of every record.
 */
@Entity('payments')
@Index('IDX_payments_clientId', ['clientId'])
@Index('IDX_payments_invoiceId', ['invoiceId'])
@Index('IDX_payments_recordedById', ['recordedById'])
@Index('UQ_payments_provider', ['method', 'providerPaymentId'], { unique: true })
export class Payment extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @Column({ type: 'varchar', length: 10 })
  method: PaymentMethod;

  @Column({ type: 'bigint', transformer: decimalTransformer })
  amountCents: number;

  /** What the provider kept of it (PayFast's amount_fee), for reconciling; null when unknown or none. */
  @Column({ type: 'bigint', nullable: true, transformer: decimalTransformer })
  feeCents: number | null;

  /** YYYY-MM-DD (SAST): the day the money came in. */
  @Column({ type: 'varchar', length: 10 })
  receivedOn: string;

  /** The provider's id of the payment (PayFast's pf_payment_id, Yoco's payment id); null for EFT and cash. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  /** The bank statement's reference, a receipt number, or the provider's id. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The staff member who recorded it; null for a provider's notification. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  recordedById: string | null;

  /** Payments are tax records like the invoices they pay (Tax Administration Act, section 29). */
  @ManyToOne('User', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_payments_clientId' })
  client: Relation<User>;

  @ManyToOne('Invoice', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_payments_invoiceId' })
  invoice: Relation<Invoice>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recordedById', foreignKeyConstraintName: 'FK_payments_recordedById' })
  recordedBy: Relation<User> | null;
}
