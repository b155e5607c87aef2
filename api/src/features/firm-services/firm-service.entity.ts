import { Column, Entity, Index } from 'typeorm';
import { EditableRecord, decimalTransformer } from '../../db/base-entity';

/** A service the firm sells, which engagements are for (docs/product.md#services-record). */
@Entity('services')
@Index('IDX_services_category', ['category'])
@Index('IDX_services_isActive', ['isActive'])
export class FirmService extends EditableRecord {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  /** Rand (ZAR). */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  basePrice: number | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
