import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';
import type { User } from '../../accounts/user.entity';

/**
 * A user's company profile; one per user (docs/product.md#companies-record, and the Company shape
 * of docs/product.md#screen-shapes).
 */
@Entity('companies')
@Index('UQ_companies_userId', ['userId'], { unique: true })
export class Company extends EditableRecord {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** CIPC number, e.g. 2015/123456/07. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  registrationNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  taxNumber: string | null;

  /** 10 digits beginning with 4; null when the company is not a VAT vendor (docs/billing.md). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  vatNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  industry: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  province: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, default: 'South Africa' })
  country: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 0 })
  employees: number;

  /** Rand (ZAR). */
  @Column({ type: 'decimal', precision: 12, scale: 2, default: 0, transformer: decimalTransformer })
  annualRevenue: number;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_companies_userId' })
  user: Relation<User>;
}
