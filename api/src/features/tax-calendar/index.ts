import type { FeatureModule } from '../../context/feature-module';
import { DeclaredHoliday } from './declared-holiday.entity';
import { DeadlineOverride } from './deadline-override.entity';
import { FilingSeason } from './filing-season.entity';
import { TaxCalendarResolver } from './tax-calendar.resolver';
import { taxCalendarRoutes } from './tax-calendar.routes';
import { taxCalendarOperations } from './tax-calendar.openapi';
import type { TaxCalendarService } from './tax-calendar.service';

declare module '../../context/services' {
  interface Services {
    taxCalendar: TaxCalendarService;
  }
}

export const taxCalendarFeature: FeatureModule = {
  name: 'tax-calendar',
  entities: [DeclaredHoliday, DeadlineOverride, FilingSeason],
  resolvers: [TaxCalendarResolver],
  restMounts: [
    {
      path: '/tax-calendar',
      operations: taxCalendarOperations,
      // For signed-in staff only: no token scope reads or keeps the calendar yet (jobs:read comes with the jobs).
      routers: ({ services }) => [taxCalendarRoutes(services)],
    },
  ],
};
export type { TaxCalendarService } from './tax-calendar.service';
export { readDeadlineContext, type DeadlineContext } from './deadline-context';
export { DeadlineRuleKind } from './tax-calendar.record';
