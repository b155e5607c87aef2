import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { FilingSeasonKind } from './filing-season.record';
import { TaxCalendarType } from './tax-calendar.record';
import {
  DeadlineOverrideInput,
  DeadlineOverrideType,
  DeclaredHolidayType,
  DeclareHolidayInput,
  FilingSeasonInput,
  FilingSeasonType,
} from './tax-calendar.types';

/** The firm's tax calendar: staff read it, administrators keep what no rule gives. Every rule is in TaxCalendarService. */
@Resolver()
export class TaxCalendarResolver {
  @Auth(...staffRoles)
  @Query(() => TaxCalendarType, {
    description: 'The public holidays and the deadlines due from one day to another (YYYY-MM-DD, at most 800 days apart)',
  })
  taxCalendar(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() { viewer, services }: RequestContext) {
    return services.taxCalendar.calendar(viewer, { from, to });
  }

  @Auth(...staffRoles)
  @Query(() => [DeclaredHolidayType], {
    description: 'The public holidays the President declared, as administrators entered them, by date',
  })
  declaredHolidays(@Ctx() { viewer, services }: RequestContext) {
    return services.taxCalendar.declaredHolidays(viewer);
  }

  @Auth(...staffRoles)
  @Query(() => [DeadlineOverrideType], { description: 'The deadlines SARS extended, as administrators entered them, by period key' })
  deadlineOverrides(@Ctx() { viewer, services }: RequestContext) {
    return services.taxCalendar.deadlineOverrides(viewer);
  }

  @Auth(...staffRoles)
  @Query(() => [FilingSeasonType], { description: 'The filing seasons SARS announced, the latest year first' })
  filingSeasons(@Ctx() { viewer, services }: RequestContext) {
    return services.taxCalendar.filingSeasons(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => DeclaredHolidayType, {
    description: 'Enters a day the President declared a public holiday; every deadline it touches moves',
  })
  declareHoliday(@Arg('input', () => DeclareHolidayInput) input: DeclareHolidayInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.taxCalendar.declareHoliday(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => DeclaredHolidayType, { description: 'Removes a declared public holiday entered by mistake' })
  removeDeclaredHoliday(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.taxCalendar.removeDeclaredHoliday(viewer, id, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => DeadlineOverrideType, { description: 'Sets the due date SARS moved one deadline to, and why' })
  overrideDeadline(
    @Arg('periodKey', () => String) periodKey: string,
    @Arg('input', () => DeadlineOverrideInput) input: DeadlineOverrideInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.taxCalendar.overrideDeadline(viewer, periodKey, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => DeadlineOverrideType, { description: 'Takes an extension away: the deadline is the rule’s day again' })
  removeDeadlineOverride(@Arg('periodKey', () => String) periodKey: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.taxCalendar.removeDeadlineOverride(viewer, periodKey, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => FilingSeasonType, { description: 'Sets the dates SARS announced for one filing season' })
  setFilingSeason(
    @Arg('kind', () => FilingSeasonKind) kind: FilingSeasonKind,
    @Arg('year', () => Int) year: number,
    @Arg('input', () => FilingSeasonInput) input: FilingSeasonInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.taxCalendar.setFilingSeason(viewer, kind, year, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => FilingSeasonType, { description: 'Removes a filing season entered by mistake' })
  removeFilingSeason(
    @Arg('kind', () => FilingSeasonKind) kind: FilingSeasonKind,
    @Arg('year', () => Int) year: number,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.taxCalendar.removeFilingSeason(viewer, kind, year, requestOrigin(req));
  }
}
