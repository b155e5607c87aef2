import type { DataSource, Repository } from 'typeorm';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import {
  calendarRangeSchema,
  declareHolidaySchema,
  deadlineOverrideSchema,
  filingSeasonKindValues,
  filingSeasonSchema,
  type FilingSeasonKindValue,
} from '../../../../validation/tax-calendar-inputs';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import { firmDeadlines, type CalendarDeadline } from '../../../../validation/tax-calendar/firm-calendar';
import { ruleOfPeriodKey } from '../../../../validation/tax-calendar/overrides';
import type { PublicHoliday } from '../../../../validation/tax-calendar/public-holidays';
import { readDeadlineContext, type DeadlineContext } from './deadline-context';
import { DeclaredHoliday } from './declared-holiday.entity';
import { DeadlineOverride } from './deadline-override.entity';
import { FilingSeason } from './filing-season.entity';
import { FILING_SEASON_YEARS } from './tax-calendar-bounds';

/** The firm's calendar between two days: its public holidays and its deadlines. */
export interface TaxCalendarView {
  from: string;
  to: string;
  holidays: PublicHoliday[];
  deadlines: CalendarDeadline[];
}

/**
 * The firm's tax calendar (docs/tax-calendar.md): the rules of validation/tax-calendar/ over what
 * administrators enter because no rule gives it — the public holidays the President declares, the
 * deadlines SARS extends and the filing seasons it announces. Staff read it; administrators keep
 * it, each change in the audit log. GraphQL and REST both call this.
 */
export class TaxCalendarService {
  private readonly listeners: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get holidays() {
    return this.dataSource.getRepository(DeclaredHoliday);
  }

  private get overrides() {
    return this.dataSource.getRepository(DeadlineOverride);
  }

  private get seasons() {
    return this.dataSource.getRepository(FilingSeason);
  }

  /**
   * Everything a due date is computed from: the business days, the seasons SARS announced and the
   * extensions administrators entered (validation/jobs/job-periods.ts reads it).
   */
  async deadlineContext(): Promise<DeadlineContext> {
    return readDeadlineContext(this.dataSource.manager);
  }

  /**
   * Calls `listener` after every change an administrator makes to the calendar, once the change is
   * saved: the jobs move their due dates with it. The calendar knows nothing of who listens.
   */
  afterChange(listener: () => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /** The calendar from `from` to `to` (YYYY-MM-DD, at most CALENDAR_MAX_DAYS apart). */
  async calendar(viewer: Viewer | null, input: unknown): Promise<TaxCalendarView> {
    assertAllowed(viewer, [...staffRoles]);
    const { from, to } = parseInput(calendarRangeSchema, input ?? {});
    const context = await this.deadlineContext();
    const holidays: PublicHoliday[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
      holidays.push(...context.calendar.holidays(year).filter((holiday) => holiday.date >= from && holiday.date <= to));
    }
    return { from, to, holidays, deadlines: firmDeadlines({ from, to, ...context }) };
  }

  // ---- Declared public holidays ---------------------------------------------------------------

  async declaredHolidays(viewer: Viewer | null): Promise<DeclaredHoliday[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.holidays.find({ order: { date: 'ASC' } });
  }

  async declareHoliday(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<DeclaredHoliday> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(declareHolidaySchema, input ?? {});
    const existing = new BusinessCalendar().holidayOn(values.date);
    if (existing) throw invalidInput([{ path: 'date', message: `${values.date} is already a public holiday (${existing.name})` }]);
    const saved = await this.insertOnce(() => this.holidays.save(this.holidays.create(values)), {
      path: 'date',
      message: `${values.date} is already declared a public holiday`,
    });
    await this.recordChange(admin, 'holiday_declared', 'declared_holiday', saved.id, { date: saved.date, name: saved.name }, origin);
    return saved;
  }

  async removeDeclaredHoliday(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<DeclaredHoliday> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const holiday = String(id).length <= 36 ? await this.holidays.findOneBy({ id: String(id) }) : null;
    return this.removeRow(this.holidays, holiday, (removed) =>
      this.recordChange(admin, 'holiday_removed', 'declared_holiday', removed.id, { date: removed.date, name: removed.name }, origin),
    );
  }

  // ---- Deadlines SARS extended ----------------------------------------------------------------

  async deadlineOverrides(viewer: Viewer | null): Promise<DeadlineOverride[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.overrides.find({ order: { periodKey: 'ASC' } });
  }

  /** Sets one period's due date and why (a new override, or the one it replaces). */
  async overrideDeadline(viewer: Viewer | null, periodKey: string, input: unknown, origin: RequestOrigin): Promise<DeadlineOverride> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const key = checkedPeriodKey(periodKey);
    const values = parseInput(deadlineOverrideSchema, input ?? {});
    const before = await this.overrides.findOneBy({ periodKey: key });
    const previousDueDate = before?.dueDate ?? null;
    const saved = before
      ? await this.overrides.save(Object.assign(before, values))
      : await this.insertOnce(() => this.overrides.save(this.overrides.create({ periodKey: key, ...values })), {
          path: 'periodKey',
          message: `${key} was extended by someone else just now; reload and try again`,
        });
    await this.recordChange(
      admin,
      'deadline_overridden',
      'deadline_override',
      saved.id,
      { periodKey: key, dueDate: saved.dueDate, reason: saved.reason, previousDueDate },
      origin,
    );
    return saved;
  }

  async removeDeadlineOverride(viewer: Viewer | null, periodKey: string, origin: RequestOrigin): Promise<DeadlineOverride> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const override = await this.overrides.findOneBy({ periodKey: checkedPeriodKey(periodKey) });
    return this.removeRow(this.overrides, override, (removed) =>
      this.recordChange(
        admin,
        'deadline_override_removed',
        'deadline_override',
        removed.id,
        { periodKey: removed.periodKey, dueDate: removed.dueDate },
        origin,
      ),
    );
  }

  // ---- Filing seasons SARS announced ------------------------------------------------------------

  async filingSeasons(viewer: Viewer | null): Promise<FilingSeason[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.seasons.find({ order: { year: 'DESC', kind: 'ASC' } });
  }

  /** Sets the season of one kind and year (new, or replacing what was set). */
  async setFilingSeason(viewer: Viewer | null, kind: string, year: unknown, input: unknown, origin: RequestOrigin): Promise<FilingSeason> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const season = checkedSeason(kind, year);
    const values = parseInput(filingSeasonSchema, input ?? {});
    const provisionalCloses = values.provisionalCloses ?? null;
    if (season.kind === 'itr12' && !provisionalCloses) {
      throw invalidInput([{ path: 'provisionalCloses', message: 'Say when the season closes for provisional taxpayers' }]);
    }
    if (season.kind !== 'itr12' && provisionalCloses) {
      throw invalidInput([{ path: 'provisionalCloses', message: 'Only the ITR12 season has a day for provisional taxpayers' }]);
    }
    const before = await this.seasons.findOneBy(season);
    const fields = { opens: values.opens, closes: values.closes, provisionalCloses };
    const saved = before
      ? await this.seasons.save(Object.assign(before, fields))
      : await this.insertOnce(() => this.seasons.save(this.seasons.create({ ...season, ...fields })), {
          path: 'year',
          message: `The ${season.kind} season of ${season.year} was set by someone else just now; reload and try again`,
        });
    await this.recordChange(
      admin,
      'filing_season_set',
      'filing_season',
      saved.id,
      { kind: saved.kind, year: saved.year, ...fields },
      origin,
    );
    return saved;
  }

  async removeFilingSeason(viewer: Viewer | null, kind: string, year: unknown, origin: RequestOrigin): Promise<FilingSeason> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const season = await this.seasons.findOneBy(checkedSeason(kind, year));
    return this.removeRow(this.seasons, season, (removed) =>
      this.recordChange(admin, 'filing_season_removed', 'filing_season', removed.id, { kind: removed.kind, year: removed.year }, origin),
    );
  }

  /** One change to the calendar in the audit log: what, on which row, by whom, from where. */
  private async recordChange(
    admin: Viewer,
    action: string,
    resourceType: string,
    resourceId: string,
    details: Record<string, unknown>,
    origin: RequestOrigin,
  ): Promise<void> {
    await this.audit.record({ actorId: admin.id, action: `tax_calendar.${action}`, resourceType, resourceId, details, ...origin });
    for (const listener of this.listeners) await listener();
  }

  /** Deletes a row that was found (a 404 when none was), then records it. */
  private async removeRow<Row extends { id: string }>(
    repository: Repository<Row>,
    row: Row | null,
    record: (removed: Row) => Promise<void>,
  ): Promise<Row> {
    if (!row) throw notFound();
    await repository.delete(row.id);
    await record(row);
    return row;
  }

  /** Saves a row a unique index guards; two administrators racing get one row and a clear answer. */
  private async insertOnce<T>(save: () => Promise<T>, taken: { path: string; message: string }): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', taken.message, [taken]);
      throw error;
    }
  }
}

/** A deadline's period key as the rules spell it, or a 400 naming it. */
function checkedPeriodKey(periodKey: string): string {
  const key = String(periodKey ?? '').trim();
  if (key.length > 60 || !ruleOfPeriodKey(key)) {
    throw invalidInput([{ path: 'periodKey', message: 'Choose a deadline from the calendar (a period key such as emp201:2027-02)' }]);
  }
  return key;
}

function checkedSeason(kind: string, year: unknown): { kind: FilingSeasonKindValue; year: number } {
  const errors = [];
  if (!(filingSeasonKindValues as readonly string[]).includes(kind)) {
    errors.push({ path: 'kind', message: `Kind must be one of ${filingSeasonKindValues.join(', ')}` });
  }
  const number = typeof year === 'number' ? year : /^\d{4}$/.test(String(year)) ? Number(year) : NaN;
  const { first, last } = FILING_SEASON_YEARS;
  if (!Number.isInteger(number) || number < first || number > last)
    errors.push({ path: 'year', message: `Year must be a year from ${first} to ${last}` });
  if (errors.length) throw invalidInput(errors);
  return { kind: kind as FilingSeasonKindValue, year: number };
}
