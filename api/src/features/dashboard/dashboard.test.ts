import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type DemoAccount, type TestApp } from '../../test/test-app';
import { appointmentStatusValues } from '../../../../validation/appointment-values';
import { storedValueOf } from '../../../../validation/enum-names';
import { problem } from '../../test/problem';

const SUMMARY = `{
  dashboardSummary {
    pendingDocuments activeEngagements outstandingAmount openTasks overdueTasks
    upcomingAppointments nextAppointment { title scheduledAt status }
    unreadMessages unreadNotifications
  }
}`;

/** The same numbers worked out from the lists each portal page shows. */
const LISTS = `{
  documents(filter: { status: PENDING }, first: 100) { totalCount }
  engagements(status: ACTIVE) { totalAmount paidAmount }
  tasks { status dueDate }
  appointments { title scheduledAt status }
  unreadMessageCount
  unreadNotificationCount
}`;

interface Lists {
  documents: { totalCount: number };
  engagements: { totalAmount: number | null; paidAmount: number }[];
  tasks: { status: string; dueDate: string | null }[];
  appointments: { title: string; scheduledAt: string; status: string }[];
  unreadMessageCount: number;
  unreadNotificationCount: number;
}

function expectedFrom(lists: Lists, now: number) {
  const open = lists.tasks.filter((task) => task.status !== 'COMPLETED');
  const upcoming = lists.appointments
    .filter((appointment) => Date.parse(appointment.scheduledAt) > now && !['CANCELLED', 'COMPLETED'].includes(appointment.status))
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  const outstanding = lists.engagements.reduce((sum, e) => sum + Math.max(0, (e.totalAmount ?? 0) - e.paidAmount), 0);
  return {
    pendingDocuments: lists.documents.totalCount,
    activeEngagements: lists.engagements.length,
    outstandingAmount: Math.round(outstanding * 100) / 100,
    openTasks: open.length,
    overdueTasks: open.filter((task) => task.dueDate !== null && Date.parse(task.dueDate) < now).length,
    upcomingAppointments: upcoming.length,
    nextAppointment: upcoming[0] ?? null,
    unreadMessages: lists.unreadMessageCount,
    unreadNotifications: lists.unreadNotificationCount,
  };
}

describe.each(testDatabaseTargets)('the dashboard summary ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it.each<DemoAccount>(['client', 'advisor', 'admin'])('counts for the %s exactly what their pages list', async (account) => {
    const agent = await t.agent(account);
    const { body: listed } = await graphql(agent, LISTS).expect(200);
    expect(listed.errors).toBeUndefined();
    const { body } = await graphql(agent, SUMMARY).expect(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.dashboardSummary).toEqual(expectedFrom(listed.data, Date.now()));
  });

  it('gives the demo client something to act on: part-paid work, an overdue task and a meeting ahead', async () => {
    const { body } = await graphql(await t.agent('client'), SUMMARY).expect(200);
    const summary = body.data.dashboardSummary;
    expect(summary.activeEngagements).toBeGreaterThan(0);
    expect(summary.outstandingAmount).toBeGreaterThan(0);
    expect(summary.overdueTasks).toBeGreaterThanOrEqual(1);
    expect(summary.nextAppointment).not.toBeNull();
  });

  it('answers the same numbers at GET /api/dashboard/stats, and 401 without a session', async () => {
    const agent = await t.agent('client');
    const { body: viaGraphql } = await graphql(agent, SUMMARY).expect(200);
    const { body: viaRest } = await agent.get('/api/dashboard/stats').expect(200);
    const { nextAppointment, ...counts } = viaGraphql.data.dashboardSummary;
    expect(viaRest).toMatchObject(counts);
    // REST answers the stored status (confirmed) where GraphQL names it (CONFIRMED).
    expect(viaRest.nextAppointment).toMatchObject({
      title: nextAppointment.title,
      status: storedValueOf(appointmentStatusValues, nextAppointment.status),
    });
    await t.request
      .get('/api/dashboard/stats')
      .expect(401)
      .expect(problem({ message: 'Unauthorized' }));
    const { body: anonymous } = await graphql(t.request, SUMMARY).expect(200);
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
