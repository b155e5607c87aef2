import { graphql, HttpResponse } from 'msw';
import type { DashboardSummaryQuery } from '../../../graphql/generated';

type Summary = DashboardSummaryQuery['dashboardSummary'];

export function summary(overrides: Partial<Summary> = {}): Summary {
  return {
    __typename: 'DashboardSummary',
    pendingDocuments: 0,
    activeEngagements: 0,
    outstandingAmount: 0,
    openTasks: 0,
    overdueTasks: 0,
    upcomingAppointments: 0,
    nextAppointment: null,
    unreadMessages: 0,
    unreadNotifications: 0,
    ...overrides,
  };
}

/** Answers the dashboard's "at a glance" query. */
export const summaryIs = (answer: Summary) =>
  graphql.query<DashboardSummaryQuery>('DashboardSummary', () => HttpResponse.json({ data: { dashboardSummary: answer } }));
