import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { EditableRecord } from '../../../db/base-entity';
import type { User } from '../../../accounts/user.entity';
import type { CsvMapping } from '../../../../../validation/billing/bank-statement-input';

/**
 * One of the firm's bank accounts whose statements are imported (docs/billing.md#bank-statements):
 * its name, its bank, the last 4 digits of its number (never the whole number, which the firm's
 * billing settings print for clients to pay into) and how its bank's CSV export is read.
 */
@Entity('bank_accounts')
@Index('IDX_bank_accounts_createdById', ['createdById'])
export class BankAccount extends EditableRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  bankName: string;

  /** An OFX file's ACCTID must end in these. */
  @Column({ type: 'varchar', length: 4 })
  accountLast4: string;

  /** Checked by csvMappingSchema on every save; null until an administrator sets one (OFX needs none). */
  @Column({ type: 'simple-json', nullable: true })
  csvMapping: CsvMapping | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdById: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_bank_accounts_createdById' })
  createdBy: Relation<User> | null;
}
