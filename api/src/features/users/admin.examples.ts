import type { z } from 'zod';
import { exampleClient, exampleIds } from '../../http/openapi/example-values';
import type { roleRecord } from '../../accounts/role.record';
import type { adminUserRecord } from '../../accounts/user.record';
import type { createUserSchema, setUserRolesSchema } from '../../../../validation/users';
import { ACTIVE_FORMS } from '../../../../validation/system-status-values';
import type { adminStatsReport, systemStatusReport } from './admin.openapi';

/** The client role's id: the same in the roles list and in each client's roles. */
const clientRoleId = '4ccfab62-fc5c-45e0-a1ca-f4d00dee0b0e';

/** GET /api/admin/roles: the client role, with the description the roles are seeded with (demo/roles.ts). */
export const roleExample: z.input<typeof roleRecord> = {
  id: clientRoleId,
  name: 'client',
  description:
    'Client of the firm: sees and manages only their own documents, engagements, tasks, appointments, messages, notifications and company profile.',
};

/**
 * The client's account as the administrators' list shows it: made in February, before her
 * engagement; last changed when she signed in (whole seconds: the database's own clock).
 */
export const adminUserExample: z.input<typeof adminUserRecord> = {
  id: exampleIds.client,
  firstName: exampleClient.firstName,
  lastName: exampleClient.lastName,
  email: exampleClient.email,
  phone: '082 555 0143',
  country: 'South Africa',
  createdAt: '2026-02-23T09:12:05.318Z',
  updatedAt: '2026-11-20T10:02:48.000Z',
  roles: [{ id: clientRoleId, name: 'client' }],
};

/** POST /api/admin/users: the same client's account, as an administrator creates it. */
export const createUserExample: z.input<typeof createUserSchema> = {
  email: exampleClient.email,
  firstName: exampleClient.firstName,
  lastName: exampleClient.lastName,
  phone: '082 555 0143',
  country: 'South Africa',
  roleNames: ['client'],
};

/** PUT /api/admin/users/{id}/roles: the whole set, here the client role alone. */
export const setUserRolesExample: z.input<typeof setUserRolesSchema> = { roleNames: ['client'] };

/** GET /api/admin/stats: a small firm's numbers (the two forms' counts add up to the total). */
export const adminStatsExample: z.input<typeof adminStatsReport> = {
  totalUsers: 48,
  activeUsers: 31,
  totalContactSubmissions: 127,
  getInTouchSubmissions: 94,
  consultationSubmissions: 33,
  systemHealth: 'healthy',
};

/**
 * GET /api/admin/system: a healthy production server on MariaDB, sending by SMTP, one e-mail just
 * queued, and last night's scheduled backup (BACKUP_EVERY=24h: its slot starts at midnight UTC).
 */
export const systemStatusExample: z.input<typeof systemStatusReport> = {
  checkedAt: '2026-11-19T14:03:27.361Z',
  healthy: true,
  database: { reachable: true, dialect: 'MariaDB', latencyMs: 0.84, tableCount: 54, detail: 'Connected' },
  mail: { mode: 'smtp', ok: true, detail: 'SMTP server answered' },
  mailQueue: { waiting: 1, sending: 0, retrying: 0, failed: 0, oldestWaitingAgeSeconds: 2 },
  environment: 'production',
  version: '1.0.0',
  demo: false,
  notificationEmail: 'enquiries@khanya-advisory.co.za',
  activeForms: ACTIVE_FORMS,
  backup: {
    every: '24h',
    keep: 14,
    directory: '/var/lib/khanya/backups',
    last: {
      startedAt: '2026-11-19T00:00:03.118Z',
      finishedAt: '2026-11-19T00:00:09.846Z',
      succeeded: true,
      trigger: 'scheduled',
      fileName: 'khanya-backup-2026-11-19T00-00-03Z.tar.gz',
      sizeBytes: 48213067,
      error: null,
    },
  },
};
