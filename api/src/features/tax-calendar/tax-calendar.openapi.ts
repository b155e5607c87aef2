import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, pathParams, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import {
  CALENDAR_MAX_DAYS,
  calendarRangeSchema,
  declareHolidaySchema,
  deadlineOverrideSchema,
  filingSeasonSchema,
} from '../../../../validation/tax-calendar-inputs';
import { declaredHolidayRecord } from './declared-holiday.record';
import { deadlineOverrideRecord } from './deadline-override.record';
import { filingSeasonRecord } from './filing-season.record';
import { taxCalendarRecord } from './tax-calendar.record';
import { withExample } from '../../http/openapi/examples';
import {
  deadlineOverrideExample,
  deadlineOverrideInputExample,
  declareHolidayExample,
  declaredHolidayExample,
  filingSeasonExample,
  filingSeasonInputExample,
  taxCalendarExample,
} from './tax-calendar.examples';

const holiday = component('DeclaredHoliday', declaredHolidayRecord, declaredHolidayExample);
const override = component('DeadlineOverride', deadlineOverrideRecord, deadlineOverrideExample);
const season = component('FilingSeason', filingSeasonRecord, filingSeasonExample);
const periodKey = pathParams({ periodKey: 'The deadline’s period key, such as emp201:2027-02 (docs/tax-calendar.md)' });
const seasonOf = pathParams({
  kind: 'itr12, emp501-interim or emp501-annual',
  year: 'ITR12: the year of assessment; EMP501: the tax year',
});

/** /api/tax-calendar (tax-calendar.routes.ts): staff read the calendar, administrators keep what no rule gives. */
export const taxCalendarOperations: RestOperation[] = tagged('Tax calendar', [
  {
    method: 'get',
    path: '/',
    operationId: 'getTaxCalendar',
    summary: 'The public holidays and deadlines due from one day to another',
    description: 'Each deadline with the day the law names, the business day it falls on and why it moved, and any extension SARS gave.',
    ...signedIn(...staffRoles),
    request: {
      query: z.object({
        from: calendarRangeSchema.shape.from.describe('The first day, YYYY-MM-DD'),
        to: calendarRangeSchema.shape.to.describe(`The last day, YYYY-MM-DD; at most ${CALENDAR_MAX_DAYS} days after from`),
      }),
    },
    responses: { 200: json('The calendar', component('TaxCalendar', taxCalendarRecord, taxCalendarExample)), ...errors(400) },
  },
  {
    method: 'get',
    path: '/holidays',
    operationId: 'listDeclaredHolidays',
    summary: 'The public holidays the President declared, by date',
    ...signedIn(...staffRoles),
    responses: { 200: json('The declared holidays', z.array(holiday)) },
  },
  {
    method: 'post',
    path: '/holidays',
    operationId: 'declareHoliday',
    summary: 'Enter a day the President declared a public holiday',
    description: 'Every deadline the day touches moves to the business day before it.',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(withExample(declareHolidaySchema, declareHolidayExample)) },
    responses: { 201: json('The declared holiday', holiday), ...errors(400, 409) },
  },
  {
    method: 'delete',
    path: '/holidays/{id}',
    operationId: 'removeDeclaredHoliday',
    summary: 'Remove a declared holiday entered by mistake',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The declared holiday’s id' }) },
    responses: { 200: json('The holiday removed', holiday), ...errors(404) },
  },
  {
    method: 'get',
    path: '/overrides',
    operationId: 'listDeadlineOverrides',
    summary: 'The deadlines SARS extended, by period key',
    ...signedIn(...staffRoles),
    responses: { 200: json('The extensions', z.array(override)) },
  },
  {
    method: 'put',
    path: '/overrides/{periodKey}',
    operationId: 'overrideDeadline',
    summary: 'Set the due date SARS moved one deadline to, and why',
    ...signedIn(...adminRoles),
    request: { params: periodKey, body: jsonBody(withExample(deadlineOverrideSchema, deadlineOverrideInputExample)) },
    responses: { 200: json('The extension', override), ...errors(400, 409) },
  },
  {
    method: 'delete',
    path: '/overrides/{periodKey}',
    operationId: 'removeDeadlineOverride',
    summary: 'Take an extension away: the deadline is the rule’s day again',
    ...signedIn(...adminRoles),
    request: { params: periodKey },
    responses: { 200: json('The extension removed', override), ...errors(400, 404) },
  },
  {
    method: 'get',
    path: '/filing-seasons',
    operationId: 'listFilingSeasons',
    summary: 'The filing seasons SARS announced, the latest year first',
    ...signedIn(...staffRoles),
    responses: { 200: json('The filing seasons', z.array(season)) },
  },
  {
    method: 'put',
    path: '/filing-seasons/{kind}/{year}',
    operationId: 'setFilingSeason',
    summary: 'Set the dates SARS announced for one filing season',
    ...signedIn(...adminRoles),
    request: { params: seasonOf, body: jsonBody(withExample(filingSeasonSchema, filingSeasonInputExample)) },
    responses: { 200: json('The filing season', season), ...errors(400, 409) },
  },
  {
    method: 'delete',
    path: '/filing-seasons/{kind}/{year}',
    operationId: 'removeFilingSeason',
    summary: 'Remove a filing season entered by mistake',
    ...signedIn(...adminRoles),
    request: { params: seasonOf },
    responses: { 200: json('The filing season removed', season), ...errors(400, 404) },
  },
]);
