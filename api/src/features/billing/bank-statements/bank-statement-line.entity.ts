import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../../db/base-entity';
import type { User } from '../../../accounts/user.entity';
import type { BankLineStatus } from '../../../../../validation/billing/bank-statement-input';
import type { Invoice } from '../invoice.entity';
import type { Payment } from '../payment.entity';
import type { BankAccount } from './bank-account.entity';

/**
 * A line of an imported bank statement (docs/billing.md#bank-statements). Kept once per account
 * whatever is imported twice (its externalId: the bank's id of it, or a digest of what it says),
 * and matched at most once: the claim is a conditional update of `status`, and the payment it
 * became is unique to it.
 */
@Entity('bank_statement_lines')
@Index('UQ_bank_statement_lines_external', ['accountId', 'externalId'], { unique: true })
@Index('UQ_bank_statement_lines_paymentId', ['paymentId'], { unique: true })
@Index('IDX_bank_statement_lines_status', ['accountId', 'status'])
@Index('IDX_bank_statement_lines_invoiceId', ['invoiceId'])
@Index('IDX_bank_statement_lines_matchedById', ['matchedById'])
@Index('IDX_bank_statement_lines_importedById', ['importedById'])
export class BankStatementLine extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  accountId: string;

  /** YYYY-MM-DD (SAST). */
  @Column({ type: 'varchar', length: 10 })
  postedOn: string;

  /** Signed: money in is positive, money out negative. */
  @Column({ type: 'bigint', transformer: decimalTransformer })
  amountCents: number;

  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  /** fitid:… (OFX), id:… (a CSV id column) or sha256:… of the account, day, amount, text and its occurrence in the file. */
  @Column({ type: 'varchar', length: 300 })
  externalId: string;

  @Column({ type: 'varchar', length: 10 })
  status: BankLineStatus;

  @Column({ type: 'varchar', length: 36, nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  invoiceId: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  matchedById: string | null;

  @Column({ type: 'datetime', nullable: true })
  matchedAt: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  importedById: string | null;

  @Column({ type: 'datetime' })
  importedAt: Date;

  @ManyToOne('BankAccount', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_bank_statement_lines_accountId' })
  account: Relation<BankAccount>;

  @ManyToOne('Payment', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_bank_statement_lines_paymentId' })
  payment: Relation<Payment> | null;

  @ManyToOne('Invoice', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_bank_statement_lines_invoiceId' })
  invoice: Relation<Invoice> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'matchedById', foreignKeyConstraintName: 'FK_bank_statement_lines_matchedById' })
  matchedBy: Relation<User> | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'importedById', foreignKeyConstraintName: 'FK_bank_statement_lines_importedById' })
  importedBy: Relation<User> | null;
}
