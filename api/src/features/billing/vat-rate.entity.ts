import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../db/base-entity';

/**
 * The standard VAT rate from a day on (docs/billing.md#vat-rates). A change of rate is a new row,
 * never an edit: an invoice keeps the rate of its day of issue.
 */
@Entity('vat_rates')
@Index('UQ_vat_rates_appliesFrom', ['appliesFrom'], { unique: true })
export class VatRate extends BaseRecord {
  /** 1500 is 15 %. */
  @Column({ type: 'integer' })
  basisPoints: number;

  /** The first day it applies, YYYY-MM-DD (SAST). */
  @Column({ type: 'varchar', length: 10 })
  appliesFrom: string;
}
