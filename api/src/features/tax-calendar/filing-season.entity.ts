import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
import type { FilingSeasonKindValue } from '../../../../validation/tax-calendar-inputs';

/**
 * A filing window SARS announces each year and no rule gives: the ITR12 season (its closing dates
 * for non-provisional and provisional taxpayers) or an EMP501 reconciliation window, interim or
 * annual. One per kind and year.
 */
@Entity('filing_seasons')
@Index('UQ_filing_seasons_kind_year', ['kind', 'year'], { unique: true })
export class FilingSeason extends EditableRecord {
  @Column({ type: 'varchar', length: 20 })
  kind: FilingSeasonKindValue;

  /** ITR12: the year of the season (2026 for the season that files the year ending February 2026). EMP501: the tax year. */
  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 10 })
  opens: string;

  /** The last day: for ITR12, non-provisional taxpayers'. */
  @Column({ type: 'varchar', length: 10 })
  closes: string;

  /** ITR12 only: the last day for provisional taxpayers. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  provisionalCloses: string | null;
}
