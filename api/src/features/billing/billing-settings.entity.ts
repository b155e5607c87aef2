import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { BankAccountType } from '../../../../validation/billing/billing-settings-input';

/**
 * What the firm's invoices say about the firm (docs/billing.md#billing-settings): one row, kept by
 * administrators, each change in the audit log. Until it is first saved, the firm's identity
 * (validation/firm-identity.ts) stands in for it.
 */
@Entity('billing_settings')
@Index('UQ_billing_settings_key', ['key'], { unique: true })
export class BillingSettings extends EditableRecord {
  /** Always "firm": the unique key keeps it one row, however many instances save it first. */
  @Column({ type: 'varchar', length: 20 })
  key: string;

  @Column({ type: 'varchar', length: 200 })
  registeredName: string;

  @Column({ type: 'simple-json' })
  addressLines: string[];

  /** Null: the firm is not a VAT vendor, and charges no VAT. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  vatNumber: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  registrationNumber: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  bankName: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  accountHolder: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  accountNumber: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  branchCode: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  accountType: BankAccountType | null;

  @Column({ type: 'varchar', length: 10 })
  invoicePrefix: string;

  @Column({ type: 'varchar', length: 10 })
  creditNotePrefix: string;

  @Column({ type: 'integer' })
  numberDigits: number;

  @Column({ type: 'integer' })
  paymentTermsDays: number;
}
