import type TestAgent from 'supertest/lib/agent';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { demoId, demoUserIds } from '../../demo/ids';
import { graphql, type TestApp } from '../../test/test-app';
import { agentFor, createUser } from '../../test/people';

export { agentFor, createUser };
import { AuditLog } from '../audit/audit-log.entity';
import { Notification } from '../notifications/notification.entity';

export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID, admin: ADMIN_ID } = demoUserIds;

/** The demo client's seeded appointments (demo-schedule.ts): three past, three upcoming. */
export const seeded = {
  confirmedVideo: demoId('appointment', 'draft-afs-review'),
  scheduledInPerson: demoId('appointment', 'provisional-tax-planning'),
  pendingPhone: demoId('appointment', 'bookkeeping-check-in'),
  completed: demoId('appointment', 'afs-kick-off'),
  cancelled: demoId('appointment', 'vat-verification-call'),
};

export const APPOINTMENT_FIELDS = `id title description scheduledAt duration meetingType location meetingUrl status
  client { id firstName lastName } advisor { id firstName lastName }`;

export const LIST = `query Appointments($search: String) { appointments(search: $search) { ${APPOINTMENT_FIELDS} } }`;
export const SCHEDULE = `mutation Schedule($input: ScheduleAppointmentInput!) { scheduleAppointment(input: $input) { ${APPOINTMENT_FIELDS} } }`;
export const RESCHEDULE = `mutation Reschedule($id: ID!, $input: RescheduleAppointmentInput!) {
  rescheduleAppointment(id: $id, input: $input) { ${APPOINTMENT_FIELDS} } }`;
export const CONFIRM = `mutation Confirm($id: ID!, $meetingUrl: String) { confirmAppointment(id: $id, meetingUrl: $meetingUrl) { ${APPOINTMENT_FIELDS} } }`;
export const CANCEL = `mutation Cancel($id: ID!) { cancelAppointment(id: $id) { ${APPOINTMENT_FIELDS} } }`;

export interface ListedAppointment {
  id: string;
  title: string;
  description: string | null;
  scheduledAt: string;
  duration: number;
  meetingType: string;
  location: string | null;
  meetingUrl: string | null;
  status: string;
  client: { id: string; firstName: string; lastName: string } | null;
  advisor: { id: string; firstName: string; lastName: string } | null;
}

/** The SAST calendar day `days` from today, as the date picker sends it. */
export function sastDay(days: number): string {
  return todayInSouthAfrica(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** A valid booking a week ahead; override what a test is about. */
export function booking(overrides: Record<string, unknown> = {}) {
  return { title: 'Payroll review', description: 'EMP201 reconciliation', date: sastDay(7), time: '10:00', ...overrides };
}

/** Runs an operation that must succeed and returns its data. */
export async function ok<T = Record<string, unknown>>(agent: TestAgent, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await graphql(agent, query, variables).expect(200);
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data as T;
}

/** Runs an operation that must fail and returns its first error's code and field errors. */
export async function refused(agent: TestAgent, query: string, variables?: Record<string, unknown>) {
  const response = await graphql(agent, query, variables).expect(200);
  expect(response.body.errors).toBeDefined();
  // Every error carries the request's id (its X-Request-Id); the rest is what a test compares.
  const { requestId, ...extensions } = response.body.errors[0].extensions;
  expect(requestId).toBe(response.headers['x-request-id']);
  return extensions as { code: string; fieldErrors?: { path: string; message: string }[] };
}

export async function listAs(agent: TestAgent, search?: string): Promise<ListedAppointment[]> {
  return (await ok<{ appointments: ListedAppointment[] }>(agent, LIST, { search })).appointments;
}

export async function scheduleAs(agent: TestAgent, input: Record<string, unknown>): Promise<ListedAppointment> {
  return (await ok<{ scheduleAppointment: ListedAppointment }>(agent, SCHEDULE, { input })).scheduleAppointment;
}

/** The notifications a user has about appointments, newest first. */
export function appointmentNotices(t: TestApp, userId: string) {
  return t.database.dataSource
    .getRepository(Notification)
    .find({ where: { userId, category: 'appointment' }, order: { createdAt: 'DESC' } });
}

export async function auditActions(t: TestApp, resourceId: string): Promise<string[]> {
  const rows = await t.database.dataSource.getRepository(AuditLog).find({ where: { resourceId }, order: { createdAt: 'ASC' } });
  return rows.map((row) => row.action);
}
