import type { EntityManager } from 'typeorm';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import type { Emp501Window, FilingSeason as AnnouncedSeason } from '../../../../validation/tax-calendar/filing-seasons';
import { ruleOfPeriodKey, type DeadlineOverride as OverrideRule } from '../../../../validation/tax-calendar/overrides';
import { DeclaredHoliday } from './declared-holiday.entity';
import { DeadlineOverride } from './deadline-override.entity';
import { FilingSeason } from './filing-season.entity';

/** What every due date is computed from (validation/jobs/job-periods.ts). */
export interface DeadlineContext {
  calendar: BusinessCalendar;
  seasons: AnnouncedSeason[];
  emp501Windows: Emp501Window[];
  overrides: OverrideRule[];
}

/**
 * Reads what the rules cannot compute: the declared holidays (into the business days), the
 * extensions SARS gave and the seasons it announced. `manager` is the app's (through
 * TaxCalendarService) or a transaction's (the demo seed, which reads the seasons it just wrote).
 */
export async function readDeadlineContext(manager: EntityManager): Promise<DeadlineContext> {
  const [holidays, overrides, seasons] = await Promise.all([
    manager.getRepository(DeclaredHoliday).find({ order: { date: 'ASC' } }),
    manager.getRepository(DeadlineOverride).find(),
    manager.getRepository(FilingSeason).find(),
  ]);
  return {
    calendar: new BusinessCalendar(holidays.map(({ date, name }) => ({ date, name }))),
    // A key no rule has (entered before a rule changed) extends nothing.
    overrides: overrides.flatMap(({ periodKey, dueDate, reason }) => {
      const rule = ruleOfPeriodKey(periodKey);
      return rule ? [{ rule, periodKey, dueDate, reason }] : [];
    }),
    seasons: seasons
      .filter((season) => season.kind === 'itr12' && season.provisionalCloses)
      .map(({ year, opens, closes, provisionalCloses }) => ({
        year,
        opens,
        nonProvisionalCloses: closes,
        provisionalCloses: provisionalCloses as string,
      })),
    emp501Windows: seasons
      .filter((season) => season.kind !== 'itr12')
      .map(({ kind, year, opens, closes }) => ({ year, kind: kind === 'emp501-interim' ? 'interim' : 'annual', opens, closes })),
  };
}
