import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import type { AppointmentsService } from '../appointments';
import type { Appointment } from '../appointments';
import type { DocumentsService } from '../documents';
import type { EngagementsService } from '../engagements';
import type { MessagesService } from '../messages';
import type { NotificationsService } from '../notifications';
import type { TasksService } from '../tasks';

/** What needs the viewer's attention, counted over exactly what each portal page shows them. */
export interface DashboardSummary {
  pendingDocuments: number;
  activeEngagements: number;
  /** Rand still to be paid on the active engagements. */
  outstandingAmount: number;
  openTasks: number;
  overdueTasks: number;
  upcomingAppointments: number;
  nextAppointment: Appointment | null;
  unreadMessages: number;
  unreadNotifications: number;
}

/**
 * GET /api/dashboard/stats (docs/product.md#rest-calls) and the dashboard's "at a glance" cards. It
 * owns no table: every number comes from the feature that owns the records, under that feature's
 * access rule, so the dashboard never counts something the page behind it would not list.
 */
export class DashboardService {
  constructor(
    private readonly features: {
      documents: DocumentsService;
      engagements: EngagementsService;
      tasks: TasksService;
      appointments: AppointmentsService;
      messages: MessagesService;
      notifications: NotificationsService;
    },
  ) {}

  async summary(viewer: Viewer | null, now = new Date()): Promise<DashboardSummary> {
    const signedIn = assertAllowed(viewer);
    const { documents, engagements, tasks, appointments, messages, notifications } = this.features;
    const [pendingDocuments, engagementSummary, taskSummary, appointmentSummary, unreadMessages, unreadNotifications] = await Promise.all([
      documents.pendingCount(signedIn),
      engagements.summary(signedIn),
      tasks.summary(signedIn, now),
      appointments.summary(signedIn, now),
      messages.unreadCount(signedIn),
      notifications.unreadCount(signedIn),
    ]);
    return {
      pendingDocuments,
      activeEngagements: engagementSummary.active,
      outstandingAmount: engagementSummary.outstandingAmount,
      openTasks: taskSummary.open,
      overdueTasks: taskSummary.overdue,
      upcomingAppointments: appointmentSummary.upcoming,
      nextAppointment: appointmentSummary.next,
      unreadMessages,
      unreadNotifications,
    };
  }
}
