import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, tagged } from '../../http/openapi/operation-parts';
import { withExample } from '../../http/openapi/examples';
import { signedIn } from '../../http/openapi/security';
import { roleRecord } from '../../accounts/role.record';
import { adminUserRecord } from '../../accounts/user.record';
import { mailStatusValues } from '../../../../validation/mail-queue';
import { createUserSchema, roleNameValues, setUserRolesSchema, userFilterSchema } from '../../../../validation/users';
import { ISO_INSTANT_MAX_LENGTH, PACKAGE_VERSION_MAX_LENGTH, count as countOf } from '../../../../validation/answer-bounds';
import { TEXT_COLUMN_MAX_CHARACTERS } from '../../records/column-bounds';
import { ACTIVE_FORMS, CHECK_DETAIL_MAX_LENGTH, databaseDialects } from '../../../../validation/system-status-values';
import { BACKUP_PERIOD_PATTERN, EMAIL_ADDRESS_MAX_LENGTH, SETTING_PATH_MAX_LENGTH } from '../../config';
import {
  adminStatsExample,
  adminUserExample,
  createUserExample,
  roleExample,
  setUserRolesExample,
  systemStatusExample,
} from './admin.examples';

const adminUser = component('AdminUser', adminUserRecord, adminUserExample);
const admins = signedIn(...adminRoles);

// The System tab's report (features/admin/system-status.service.ts), shaped here: it is no record.
const count = (what: string) => countOf().describe(what);
/** A file's size in bytes, as Node reads it: a whole number below 2^53. */
const byteSize = () => z.int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ format: 'int64' });
export const systemStatusReport = z.strictObject({
  checkedAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH).describe('When these checks ran'),
  healthy: z.boolean().describe('The database and the mail transport both answer'),
  database: z.strictObject({
    reachable: z.boolean(),
    dialect: z.enum(databaseDialects).describe(databaseDialects.join(', ')),
    latencyMs: z.number().nullable().describe('How long a trivial query took'),
    tableCount: countOf().nullable(),
    detail: z.string().max(CHECK_DETAIL_MAX_LENGTH).describe('Connected, or why not (cut short past its length)'),
  }),
  mail: z.strictObject({
    mode: z.enum(['smtp', 'outbox']).describe('smtp with SMTP_URL, else the outbox folder'),
    ok: z.boolean(),
    detail: z.string().max(CHECK_DETAIL_MAX_LENGTH).describe('What answered, or why nothing did (cut short past its length)'),
  }),
  mailQueue: z
    .strictObject({
      waiting: count('E-mails not yet tried'),
      sending: count('E-mails being sent'),
      retrying: count('E-mails to be tried again'),
      failed: count('E-mails that failed their last try'),
      oldestWaitingAgeSeconds: z.number().nullable().describe('Age of the oldest e-mail not yet sent'),
    })
    .describe(`The mail queue's backlog (statuses ${mailStatusValues.join(', ')})`),
  environment: z.enum(['development', 'production', 'test']).describe('NODE_ENV'),
  version: z.string().max(PACKAGE_VERSION_MAX_LENGTH),
  demo: z.boolean().describe('Whether the demo accounts exist'),
  notificationEmail: z.email().max(EMAIL_ADDRESS_MAX_LENGTH).describe('Where new enquiries are e-mailed (NOTIFICATION_EMAIL)'),
  activeForms: z
    .array(z.string().max(Math.max(...ACTIVE_FORMS.map((form) => form.length))))
    .max(ACTIVE_FORMS.length)
    .describe('The public forms that feed the contact tracker'),
  backup: z
    .strictObject({
      // Six digits and the unit, as config.ts takes it.
      every: z.string().regex(BACKUP_PERIOD_PATTERN).max(7).nullable().describe('BACKUP_EVERY, when scheduled'),
      // BACKUP_KEEP is read as a whole number of JavaScript's, 1 or more.
      keep: z.int().min(1).max(Number.MAX_SAFE_INTEGER).meta({ format: 'int64' }).nullable().describe('BACKUP_KEEP'),
      directory: z.string().max(SETTING_PATH_MAX_LENGTH).describe('BACKUP_DIR, resolved'),
      // Kept as one JSON text in a system setting's text column, which bounds its texts.
      last: z
        .strictObject({
          startedAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH),
          finishedAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH),
          succeeded: z.boolean(),
          trigger: z.enum(['scheduled', 'command']),
          fileName: z.string().max(TEXT_COLUMN_MAX_CHARACTERS).nullable(),
          sizeBytes: byteSize().nullable(),
          error: z.string().max(TEXT_COLUMN_MAX_CHARACTERS).nullable(),
        })
        .nullable()
        .describe('The last backup, if any'),
    })
    .nullable()
    .describe('Backups, when they can be read'),
});
const systemStatus = component('SystemStatus', systemStatusReport, systemStatusExample);

/** The admin panel's numbers (features/admin/admin-stats.service.ts), shaped here: it is no record either. */
export const adminStatsReport = z.strictObject({
  totalUsers: count('Every account'),
  activeUsers: count('Accounts signed in within 30 days'),
  totalContactSubmissions: count('Every enquiry and consultation request'),
  getInTouchSubmissions: count('Get In Touch enquiries'),
  consultationSubmissions: count('Consultation requests'),
  systemHealth: z.enum(['healthy', 'degraded']).describe('healthy when the database and the mail transport answer'),
});

/** /api/admin (admin.routes.ts): the administrators' numbers, users and roles. */
export const adminOperations: RestOperation[] = tagged('Users (administrators)', [
  {
    method: 'get',
    path: '/stats',
    operationId: 'getAdminStats',
    summary: 'The admin panel’s numbers',
    ...admins,
    responses: {
      200: json('The numbers', component('AdminStats', adminStatsReport, adminStatsExample)),
    },
  },
  {
    method: 'get',
    path: '/system',
    operationId: 'getSystemStatus',
    summary: 'Live checks of the system (the System tab)',
    ...admins,
    responses: { 200: json('The checks', systemStatus) },
  },
  {
    method: 'get',
    path: '/roles',
    operationId: 'listRoles',
    summary: 'The roles',
    ...admins,
    // One row per name of roleNameValues (the names are unique).
    responses: { 200: json('The roles', z.array(component('Role', roleRecord, roleExample)).max(roleNameValues.length)) },
  },
  {
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    summary: 'Every user, newest first',
    ...admins,
    request: { query: z.object({ search: optional(userFilterSchema.shape.search, 'Words in the name or e-mail, any case') }) },
    responses: { 200: json('The users', z.array(adminUser)), ...errors(400) },
  },
  {
    method: 'post',
    path: '/users',
    operationId: 'createUser',
    summary: 'Create a user and e-mail them an invitation',
    description: 'Only a superadmin may give the admin or superadmin role.',
    ...admins,
    request: { body: jsonBody(withExample(createUserSchema, createUserExample)) },
    responses: { 201: json('The new user', adminUser) },
  },
  {
    method: 'put',
    path: '/users/{id}/roles',
    operationId: 'setUserRoles',
    summary: 'Replace a user’s roles',
    description: 'Only a superadmin may give or take the admin or superadmin role.',
    ...admins,
    request: { params: pathParams({ id: 'The user id' }), body: jsonBody(withExample(setUserRolesSchema, setUserRolesExample)) },
    responses: { 200: json('The user with the new roles', adminUser), ...errors(404) },
  },
]);
