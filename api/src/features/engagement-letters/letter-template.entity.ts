import { Column, Entity } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import { feeScheduleTransformer } from '../billing';
import type { FeeSchedule } from '../../../../validation/billing/fee-schedule';

/**
 * A letter the firm sends again and again (docs/product.md#engagement-letters): a title and a body
 * in Markdown with merge fields (`{{client.fullName}}`). Letters sent from it keep their own text:
 * editing or deleting a template changes no letter.
 */
@Entity('letter_templates')
export class LetterTemplate extends EditableRecord {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Markdown, at most 50,000 characters and 64 KB (validation/engagement-letters.ts). */
  @Column({ type: 'text' })
  body: string;

  /**
   * What the letter charges (docs/billing.md#fees-that-bill-themselves): copied into each letter
   * sent from it; its signing starts the engagement's billing plan. Null: the letter bills nothing.
   */
  @Column({ type: 'simple-json', nullable: true, transformer: feeScheduleTransformer })
  feeSchedule: FeeSchedule | null;
}
