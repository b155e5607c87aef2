import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Appointment } from './appointment.entity';
import {
  ADVISOR_ID,
  CANCEL,
  CLIENT_ID,
  CONFIRM,
  RESCHEDULE,
  appointmentNotices,
  auditActions,
  booking,
  ok,
  refused,
  sastDay,
  scheduleAs,
  seeded,
  type ListedAppointment,
} from './appointments-test-kit';

describe.each(testDatabaseTargets)('rescheduling, confirming and cancelling ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  const confirm = async (agent: TestAgent, id: string, meetingUrl?: string | null) =>
    (await ok<{ confirmAppointment: ListedAppointment }>(agent, CONFIRM, { id, meetingUrl })).confirmAppointment;
  const reschedule = async (agent: TestAgent, id: string, input: Record<string, unknown>) =>
    (await ok<{ rescheduleAppointment: ListedAppointment }>(agent, RESCHEDULE, { id, input })).rescheduleAppointment;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
  }, 60_000);
  afterAll(() => t.close());

  it('lets the advisor confirm a scheduled video meeting with its link; the client is told', async () => {
    const booked = await scheduleAs(client, booking({ title: 'VAT201 review' }));
    const confirmed = await confirm(advisor, booked.id, 'https://meet.jit.si/KhanyaVat201');
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', meetingUrl: 'https://meet.jit.si/KhanyaVat201' });
    const [notice] = await appointmentNotices(t, CLIENT_ID);
    expect(notice).toMatchObject({ title: 'Appointment confirmed', type: 'success', actionUrl: '/portal/appointments' });
    expect(notice.content).toContain('Lerato Mokoena confirmed "VAT201 review"');
    expect(notice.content).toContain('The meeting link is on the appointment.');
    expect(await auditActions(t, booked.id)).toEqual(['appointment.schedule', 'appointment.confirm']);
  });

  it('confirms without a link, and adds the link later without losing it on a second confirm', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Link later' }));
    expect(await confirm(advisor, booked.id)).toMatchObject({ status: 'CONFIRMED', meetingUrl: null });
    expect((await confirm(advisor, booked.id, 'https://teams.example.com/l/meetup')).meetingUrl).toBe('https://teams.example.com/l/meetup');
    expect((await confirm(admin, booked.id)).meetingUrl).toBe('https://teams.example.com/l/meetup');
  });

  it('refuses a meeting link that is not an http(s) address, or one for a meeting not held by video', async () => {
    const video = await scheduleAs(client, booking());
    expect((await refused(advisor, CONFIRM, { id: video.id, meetingUrl: 'javascript:alert(1)' })).fieldErrors).toEqual([
      { path: 'meetingUrl', message: 'Meeting link must be a web address starting with http:// or https://' },
    ]);
    const response = await advisor
      .put(`/api/appointments/${video.id}/confirm`)
      .send({ meetingUrl: 'x'.repeat(501) })
      .expect(400);
    expect(response.body.errors[0].path).toBe('meetingUrl');
    expect(
      (await refused(advisor, CONFIRM, { id: seeded.scheduledInPerson, meetingUrl: 'https://meet.example.com/x' })).fieldErrors,
    ).toEqual([{ path: 'meetingUrl', message: 'A meeting link is only for video meetings' }]);
    expect((await advisor.put(`/api/appointments/${seeded.pendingPhone}/confirm`).send({}).expect(200)).body.status).toBe('confirmed');
  });

  it('refuses to confirm a completed, cancelled or past appointment', async () => {
    for (const id of [seeded.completed, seeded.cancelled]) {
      expect((await refused(advisor, CONFIRM, { id })).fieldErrors?.[0].path).toBe('status');
    }
    const past = await t.app.services.appointments.schedule(
      { id: CLIENT_ID, email: 'client@example.com', firstName: 'Sipho', roles: [] },
      booking({ date: '2030-01-07', time: '10:00' }),
      {},
      new Date('2030-01-01T00:00:00Z'),
    );
    // Time passes: the appointment is now behind us.
    await t.database.dataSource.getRepository(Appointment).update(past.id, { scheduledAt: new Date('2024-01-08T08:00:00Z') });
    expect((await refused(advisor, CONFIRM, { id: past.id })).fieldErrors).toEqual([
      { path: 'scheduledAt', message: 'A past appointment cannot be confirmed' },
    ]);
  });

  it('lets the client reschedule their own: it moves, turns scheduled again, and the advisor is told', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Move me' }));
    await confirm(advisor, booked.id, 'https://meet.jit.si/MoveMe');
    const date = sastDay(12);
    const moved = await reschedule(client, booked.id, { date, time: '15:30', duration: 90 });
    expect(moved).toMatchObject({ status: 'SCHEDULED', scheduledAt: `${date}T13:30:00.000Z`, duration: 90, title: 'Move me' });
    const [notice] = await appointmentNotices(t, ADVISOR_ID);
    expect(notice).toMatchObject({ title: 'Appointment rescheduled', category: 'appointment' });
    expect(notice.content).toMatch(/^Sipho Dlamini moved "Move me" to \d{1,2} \w{3} \d{4} at 15:30 \(SAST\)\.$/);
    expect(await auditActions(t, booked.id)).toEqual(['appointment.schedule', 'appointment.confirm', 'appointment.reschedule']);
  });

  it('reschedules over REST with scheduledAt, and only into the future', async () => {
    const booked = await scheduleAs(client, booking());
    const response = await client
      .put(`/api/appointments/${booked.id}/reschedule`)
      .send({ scheduledAt: `${sastDay(8)}T09:00:00+02:00` })
      .expect(200);
    expect(response.body).toMatchObject({ scheduledAt: `${sastDay(8)}T07:00:00.000Z`, duration: 60, status: 'scheduled' });
    expect((await refused(client, RESCHEDULE, { id: booked.id, input: { date: sastDay(-2), time: '10:00' } })).fieldErrors).toEqual([
      { path: 'date', message: 'Date cannot be in the past' },
    ]);
    await client.put(`/api/appointments/${booked.id}/reschedule`).send({ scheduledAt: '2020-01-01T10:00:00+02:00' }).expect(400);
  });

  it('lets the advisor and an admin reschedule too, telling the client (and the advisor when an admin does it)', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Staff move' }));
    await reschedule(advisor, booked.id, { date: sastDay(10), time: '11:00' });
    expect((await appointmentNotices(t, CLIENT_ID))[0].content).toContain('Lerato Mokoena moved "Staff move"');
    await reschedule(admin, booked.id, { date: sastDay(11), time: '11:00' });
    expect((await appointmentNotices(t, CLIENT_ID))[0].content).toContain('Pieter van der Merwe moved "Staff move"');
    expect((await appointmentNotices(t, ADVISOR_ID))[0].content).toContain('Pieter van der Merwe moved "Staff move"');
  });

  it('refuses to reschedule or cancel a completed or cancelled appointment', async () => {
    for (const id of [seeded.completed, seeded.cancelled]) {
      expect((await refused(client, RESCHEDULE, { id, input: { date: sastDay(5), time: '10:00' } })).fieldErrors?.[0]).toEqual({
        path: 'status',
        message: 'A completed or cancelled appointment cannot be rescheduled',
      });
      expect((await client.put(`/api/appointments/${id}/cancel`).expect(400)).body.errors[0]).toEqual({
        path: 'status',
        message: 'A completed or cancelled appointment cannot be cancelled',
      });
    }
  });

  it('lets the client cancel their own; the advisor is told and it cannot be cancelled twice', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Cancel me' }));
    const cancelled = (await ok<{ cancelAppointment: ListedAppointment }>(client, CANCEL, { id: booked.id })).cancelAppointment;
    expect(cancelled.status).toBe('CANCELLED');
    const [notice] = await appointmentNotices(t, ADVISOR_ID);
    expect(notice).toMatchObject({ title: 'Appointment cancelled', type: 'warning' });
    expect(notice.content).toContain('Sipho Dlamini cancelled "Cancel me"');
    expect((await refused(client, CANCEL, { id: booked.id })).code).toBe('BAD_USER_INPUT');
    expect(await auditActions(t, booked.id)).toEqual(['appointment.schedule', 'appointment.cancel']);
  });

  it('lets the advisor cancel, telling the client', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Advisor cancels' }));
    expect((await advisor.put(`/api/appointments/${booked.id}/cancel`).expect(200)).body.status).toBe('cancelled');
    expect((await appointmentNotices(t, CLIENT_ID))[0]).toMatchObject({ title: 'Appointment cancelled' });
  });
});
