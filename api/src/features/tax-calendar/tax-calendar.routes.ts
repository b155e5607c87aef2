import { Router } from 'express';
import { requireAuth } from '../../http/respond';
import { requestOrigin } from '../../auth/session';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { Services } from '../../context/services';
import { recordOf } from '../../shared/record-shape';
import { declaredHolidayRecord } from './declared-holiday.record';
import { deadlineOverrideRecord } from './deadline-override.record';
import { filingSeasonRecord } from './filing-season.record';
import type { DeclaredHoliday } from './declared-holiday.entity';
import type { DeadlineOverride } from './deadline-override.entity';
import type { FilingSeason } from './filing-season.entity';

const holidayJson = (holiday: DeclaredHoliday) => recordOf(declaredHolidayRecord, holiday);
const overrideJson = (override: DeadlineOverride) => recordOf(deadlineOverrideRecord, override);
const seasonJson = (season: FilingSeason) => recordOf(filingSeasonRecord, season);

/** The REST entry point for the tax calendar (docs/tax-calendar.md); every rule is in TaxCalendarService. */
export function taxCalendarRoutes(services: Services): Router {
  const router = Router();

  // ?from and ?to, YYYY-MM-DD.
  router.get('/', requireAuth(...staffRoles), async (req, res) => {
    res.json(await services.taxCalendar.calendar(req.viewer, { from: req.query.from, to: req.query.to }));
  });

  router.get('/holidays', requireAuth(...staffRoles), async (req, res) => {
    res.json((await services.taxCalendar.declaredHolidays(req.viewer)).map(holidayJson));
  });
  router.post('/holidays', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(holidayJson(await services.taxCalendar.declareHoliday(req.viewer, req.body, requestOrigin(req))));
  });
  router.delete('/holidays/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(holidayJson(await services.taxCalendar.removeDeclaredHoliday(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.get('/overrides', requireAuth(...staffRoles), async (req, res) => {
    res.json((await services.taxCalendar.deadlineOverrides(req.viewer)).map(overrideJson));
  });
  router.put('/overrides/:periodKey', requireAuth(...adminRoles), async (req, res) => {
    const override = await services.taxCalendar.overrideDeadline(req.viewer, String(req.params.periodKey), req.body, requestOrigin(req));
    res.json(overrideJson(override));
  });
  router.delete('/overrides/:periodKey', requireAuth(...adminRoles), async (req, res) => {
    res.json(overrideJson(await services.taxCalendar.removeDeadlineOverride(req.viewer, String(req.params.periodKey), requestOrigin(req))));
  });

  router.get('/filing-seasons', requireAuth(...staffRoles), async (req, res) => {
    res.json((await services.taxCalendar.filingSeasons(req.viewer)).map(seasonJson));
  });
  router.put('/filing-seasons/:kind/:year', requireAuth(...adminRoles), async (req, res) => {
    const { kind, year } = req.params;
    res.json(seasonJson(await services.taxCalendar.setFilingSeason(req.viewer, String(kind), String(year), req.body, requestOrigin(req))));
  });
  router.delete('/filing-seasons/:kind/:year', requireAuth(...adminRoles), async (req, res) => {
    const { kind, year } = req.params;
    res.json(seasonJson(await services.taxCalendar.removeFilingSeason(req.viewer, String(kind), String(year), requestOrigin(req))));
  });

  return router;
}
