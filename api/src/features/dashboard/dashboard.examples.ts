import type { z } from 'zod';
import { exampleAppointment, exampleIds } from '../../http/openapi/example-values';
import type { dashboardStatsReport } from './dashboard.openapi';

/**
 * The client's dashboard a few days before her meeting: her one engagement under way, its fee
 * (R 3 450.00 with VAT, engagements.examples.ts) already paid, so nothing outstanding (rand, as
 * the engagements hold it); her medical aid certificate waiting for review; the tasks on her
 * return not yet late; and the video meeting her advisor confirmed for 3 December.
 */
export const dashboardStatsExample: z.input<typeof dashboardStatsReport> = {
  pendingDocuments: 1,
  activeEngagements: 1,
  outstandingAmount: 0,
  openTasks: 2,
  overdueTasks: 0,
  upcomingAppointments: 1,
  nextAppointment: {
    id: exampleIds.appointment,
    ...exampleAppointment,
    // Confirmed by her advisor, with his link (appointments.examples.ts).
    status: 'confirmed',
  },
  unreadMessages: 1,
  unreadNotifications: 2,
};
