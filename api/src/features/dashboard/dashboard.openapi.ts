import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { component, json, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { appointmentRecord } from '../appointments';
import { count as countOf } from '../../../../validation/answer-bounds';
import { dashboardStatsExample } from './dashboard.examples';

const count = (what: string) => countOf().describe(what);

/** The dashboard's numbers (dashboard.service.ts summary), shaped here: they are no record. */
export const dashboardStatsReport = z.strictObject({
  pendingDocuments: count('Documents awaiting review'),
  activeEngagements: count('Engagements under way'),
  outstandingAmount: z.number().describe('Rand still to be paid on the active engagements'),
  openTasks: count('Tasks not completed'),
  overdueTasks: count('Open tasks past their due date'),
  upcomingAppointments: count('Appointments still to come'),
  nextAppointment: appointmentRecord
    .pick({ id: true, title: true, scheduledAt: true, duration: true, status: true })
    .nullable()
    .describe('The next appointment, if any'),
  unreadMessages: count('Messages received and not yet opened'),
  unreadNotifications: count('Notifications not yet read'),
});

/** /api/dashboard (dashboard.routes.ts). */
export const dashboardOperations: RestOperation[] = tagged('Dashboard', [
  {
    method: 'get',
    path: '/stats',
    operationId: 'getDashboardStats',
    summary: 'The dashboard’s numbers, over what each portal page shows the caller',
    ...signedIn(),
    responses: {
      200: json('The numbers', component('DashboardStats', dashboardStatsReport, dashboardStatsExample)),
    },
  },
]);
