import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';
import type { PaymentProvider } from '../../../../validation/billing/payment-input';
import type { Invoice } from './invoice.entity';
import type { Payment } from './payment.entity';

/** PENDING until the provider says it was paid (PAID) or the client turned back (CANCELLED). */
export type PaymentCheckoutStatus = 'pending' | 'paid' | 'cancelled';

/**
 * A client's start at paying an invoice through a provider (docs/billing.md#paying-online): the
 * amount asked for, fixed when the client pressed Pay, which the provider's notification must
 * match. Its id is what the provider carries back (PayFast's m_payment_id, Yoco's metadata).
 */
@Entity('payment_checkouts')
@Index('IDX_payment_checkouts_invoiceId', ['invoiceId'])
@Index('IDX_payment_checkouts_clientId', ['clientId'])
@Index('IDX_payment_checkouts_startedById', ['startedById'])
@Index('IDX_payment_checkouts_paymentId', ['paymentId'])
export class PaymentCheckout extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  invoiceId: string;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 10 })
  provider: PaymentProvider;

  @Column({ type: 'bigint', transformer: decimalTransformer })
  amountCents: number;

  @Column({ type: 'varchar', length: 10 })
  status: PaymentCheckoutStatus;

  /** The provider's id of the checkout (Yoco's); null for PayFast, which knows it by our id. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerCheckoutId: string | null;

  /** Who pressed Pay. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  startedById: string | null;

  /** The payment it became. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  paymentId: string | null;

  @ManyToOne('Invoice', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_payment_checkouts_invoiceId' })
  invoice: Relation<Invoice>;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clientId', foreignKeyConstraintName: 'FK_payment_checkouts_clientId' })
  client: Relation<User>;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'startedById', foreignKeyConstraintName: 'FK_payment_checkouts_startedById' })
  startedBy: Relation<User> | null;

  @ManyToOne('Payment', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_payment_checkouts_paymentId' })
  payment: Relation<Payment> | null;
}
