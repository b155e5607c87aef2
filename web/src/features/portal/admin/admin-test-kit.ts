import { graphql, HttpResponse } from 'msw';
import type {
  AdminRolesQuery,
  AdminStatsQuery,
  AdminUserRowFragment,
  AdminUsersQuery,
  AdminUsersQueryVariables,
  RecentActivityQuery,
  SystemStatusDetailsFragment,
  SystemStatusQuery,
} from '../../../graphql/generated';
import { countsAre, submissionsAre } from '../contact-tracker/contact-test-kit';

type ActivityEntry = RecentActivityQuery['auditLog']['nodes'][number];

export function adminStats(overrides: Partial<AdminStatsQuery['adminStats']> = {}): AdminStatsQuery['adminStats'] {
  return {
    __typename: 'AdminStats',
    totalUsers: 4,
    totalContactSubmissions: 9,
    getInTouchSubmissions: 6,
    consultationSubmissions: 3,
    activeUsers: 2,
    systemHealth: 'HEALTHY',
    ...overrides,
  };
}

/** Answers AdminStats and counts how often it was asked. */
export function statsFrom(stats: AdminStatsQuery['adminStats'] = adminStats()) {
  const counter = { requests: 0 };
  const handler = graphql.query<AdminStatsQuery>('AdminStats', () => {
    counter.requests += 1;
    return HttpResponse.json({ data: { adminStats: stats } });
  });
  return { handler, counter };
}

export function userRow(overrides: Partial<AdminUserRowFragment> = {}): AdminUserRowFragment {
  return {
    __typename: 'User',
    id: 'user-1',
    firstName: 'Sipho',
    lastName: 'Ndlovu',
    email: 'client@example.com',
    phone: null,
    country: 'SOUTH_AFRICA',
    createdAt: '2026-01-10T08:00:00.000Z',
    lastLoginAt: null,
    twoStepEnabled: false,
    roleNames: ['CLIENT'],
    roles: [{ __typename: 'Role', id: 'role-client', name: 'client' }],
    ...overrides,
  };
}

export const roleless = () =>
  userRow({
    id: 'user-2',
    firstName: 'Ayanda',
    lastName: 'Zulu',
    email: 'ayanda@example.com',
    country: 'BOTSWANA',
    roleNames: [],
    roles: [],
  });

/** Answers AdminUsers and records the variables of every request. */
export function usersFrom(users: AdminUserRowFragment[]) {
  const requests: AdminUsersQueryVariables[] = [];
  const handler = graphql.query<AdminUsersQuery, AdminUsersQueryVariables>('AdminUsers', ({ variables }) => {
    requests.push(variables);
    const search = variables.filter?.search?.toLowerCase();
    const nodes = search
      ? users.filter((user) => `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes(search))
      : users;
    return HttpResponse.json({
      data: {
        users: {
          __typename: 'UserConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    });
  });
  return { handler, requests };
}

export const allRoles: AdminRolesQuery['roles'] = [
  { __typename: 'Role', id: 'role-client', name: 'client', description: 'A client of the firm: own documents, engagements and messages' },
  { __typename: 'Role', id: 'role-advisor', name: 'advisor', description: 'Serves clients and approves their documents' },
  { __typename: 'Role', id: 'role-admin', name: 'admin', description: 'Manages users, roles and contact submissions' },
  { __typename: 'Role', id: 'role-superadmin', name: 'superadmin', description: 'Everything an admin does, and grants superadmin' },
];

export const rolesAre = (roles = allRoles) => graphql.query<AdminRolesQuery>('AdminRoles', () => HttpResponse.json({ data: { roles } }));

export function activity(
  action: string,
  details: Record<string, unknown> | null = null,
  overrides: Partial<ActivityEntry> = {},
): ActivityEntry {
  return {
    __typename: 'AuditLogEntry',
    id: `${action}-${Math.random()}`,
    action,
    resourceType: null,
    resourceId: null,
    details,
    createdAt: '2024-03-01T08:00:00.000Z',
    actor: { __typename: 'User', id: 'admin-1', firstName: 'Thandi', lastName: 'Mokoena', email: 'admin@example.com' },
    ...overrides,
  };
}

export const activityIs = (entries: ActivityEntry[]) =>
  graphql.query<RecentActivityQuery>('RecentActivity', () =>
    HttpResponse.json({ data: { auditLog: { __typename: 'AuditLogEntryConnection', nodes: entries } } }),
  );

export function systemStatus(overrides: Partial<SystemStatusDetailsFragment> = {}): SystemStatusDetailsFragment {
  return {
    __typename: 'SystemStatus',
    checkedAt: '2026-11-22T12:05:00.000Z',
    healthy: true,
    environment: 'development',
    version: '1.0.0',
    demo: true,
    notificationEmail: 'info@khanya.co.za',
    activeForms: ['Get in Touch', 'Schedule Consultation'],
    database: {
      __typename: 'DatabaseStatus',
      reachable: true,
      dialect: 'SQLite (embedded)',
      latencyMs: 0.42,
      tableCount: 21,
      detail: 'Connected',
    },
    mail: { __typename: 'MailTransportStatus', mode: 'OUTBOX', ok: true, detail: 'E-mails are written to /data/outbox' },
    backup: backupStatus(),
    mailQueue: { __typename: 'MailQueueStats', waiting: 0, sending: 0, retrying: 0, failed: 0, oldestWaitingAgeSeconds: null },
    ...overrides,
  };
}

/** A nightly schedule whose newest backup succeeded; pass `last` to say otherwise. */
export function backupStatus(last: Partial<NonNullable<BackupStatusFragment['last']>> | null = {}): BackupStatusFragment {
  return {
    __typename: 'BackupStatus',
    every: '24h',
    keep: 14,
    directory: '/srv/khanya/data/backups',
    last: last && {
      __typename: 'LastBackup',
      startedAt: '2026-11-22T00:00:05.000Z',
      finishedAt: '2026-11-22T00:00:09.000Z',
      succeeded: true,
      trigger: 'SCHEDULED',
      fileName: 'khanya-backup-2026-11-22T00-00-05Z.tar.gz',
      sizeBytes: 2_621_440,
      error: null,
      ...last,
    },
  };
}

type BackupStatusFragment = NonNullable<SystemStatusDetailsFragment['backup']>;

export const systemStatusIs = (status = systemStatus()) =>
  graphql.query<SystemStatusQuery>('SystemStatus', () => HttpResponse.json({ data: { systemStatus: status } }));

/** Everything the Overview tab asks for, answered plainly: for tests about the other tabs. */
export function quietOverview() {
  return [statsFrom().handler, countsAre({ total: 0, getInTouch: 0, consultations: 0 }), submissionsAre([]), activityIs([])];
}
