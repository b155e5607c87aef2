import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { InvoiceKind } from '../../../../validation/billing/invoice-input';

/**
 * The last serial number given to each kind of document (docs/billing.md#issuing). It is moved
 * on inside the transaction that issues the document, so a number is taken only by an issue that
 * commits (no gaps), and the row's lock makes two instances issuing at once wait for each other
 * (no repeats).
 */
@Entity('document_sequences')
export class DocumentSequence {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: InvoiceKind;

  @Column({ type: 'integer' })
  lastSerial: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
