import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ADVISOR_ID,
  CLIENT_ID,
  SCHEDULE,
  SECOND_CLIENT_ID,
  appointmentNotices,
  auditActions,
  booking,
  refused,
  sastDay,
  scheduleAs,
} from './appointments-test-kit';

describe.each(testDatabaseTargets)('scheduling an appointment ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
  }, 60_000);
  afterAll(() => t.close());

  it('reads the chosen day and slot as Johannesburg time: 10:00 SAST is 08:00 UTC', async () => {
    const date = sastDay(7);
    const booked = await scheduleAs(client, booking({ date, time: '10:00' }));
    expect(booked.scheduledAt).toBe(`${date}T08:00:00.000Z`);
    const early = await scheduleAs(client, booking({ date, time: '08:00' }));
    expect(early.scheduledAt).toBe(`${date}T06:00:00.000Z`);
    const rest = (await client.get(`/api/appointments/${booked.id}`).expect(200)).body;
    expect(rest.scheduledAt).toBe(`${date}T08:00:00.000Z`);
  });

  it('starts scheduled, with the defaults: 60 minutes, video, the suggested advisor', async () => {
    const booked = await scheduleAs(client, { title: 'Quick question', date: sastDay(3), time: '09:30' });
    expect(booked).toMatchObject({
      status: 'SCHEDULED',
      duration: 60,
      meetingType: 'VIDEO',
      location: null,
      description: null,
      client: { id: CLIENT_ID, firstName: 'Sipho' },
      advisor: { id: ADVISOR_ID, firstName: 'Lerato' },
    });
  });

  it('refuses a day before today and a moment that has passed, naming the field', async () => {
    expect(await refused(client, SCHEDULE, { input: booking({ date: sastDay(-1) }) })).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'date', message: 'Date cannot be in the past' }],
    });
    const response = await client
      .post('/api/appointments')
      .send({ title: 'Too late', scheduledAt: '2024-03-01T10:00:00+02:00' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'scheduledAt', message: 'Date and time cannot be in the past' }]);
  });

  it('refuses a slot of today that has already passed, by the SAST clock', async () => {
    // 09:15 SAST on a fixed day: 09:00 has passed, 09:30 has not.
    const now = new Date('2030-06-03T07:15:00.000Z');
    const viewer = { id: CLIENT_ID, email: 'client@example.com', firstName: 'Sipho', roles: [] as never[] };
    const service = t.app.services.appointments;
    await expect(service.schedule(viewer, booking({ date: '2030-06-03', time: '09:00' }), {}, now)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'time', message: 'Choose a time that has not passed yet' }],
    });
    const booked = await service.schedule(viewer, booking({ date: '2030-06-03', time: '09:30' }), {}, now);
    expect(booked.scheduledAt.toISOString()).toBe('2030-06-03T07:30:00.000Z');
  });

  it('needs a title, a date and a time, and keeps the duration between 15 and 480 minutes', async () => {
    const missing = await refused(client, SCHEDULE, { input: { title: ' ', date: '', time: '' } });
    expect(missing.fieldErrors?.map((error) => error.path)).toEqual(['title', 'date', 'time']);
    const message = 'Duration must be between 15 and 480 minutes';
    for (const duration of [14, 481]) {
      expect((await refused(client, SCHEDULE, { input: booking({ duration }) })).fieldErrors).toEqual([{ path: 'duration', message }]);
      const rest = await client
        .post('/api/appointments')
        .send({ title: 'Long', scheduledAt: `${sastDay(5)}T10:00:00+02:00`, duration })
        .expect(400);
      expect(rest.body).toMatchObject({ message, errors: [{ path: 'duration', message }] });
    }
    expect((await scheduleAs(client, booking({ duration: 15 }))).duration).toBe(15);
    expect((await scheduleAs(client, booking({ duration: 480 }))).duration).toBe(480);
  });

  it('keeps a location only for in-person meetings, and refuses one longer than its column', async () => {
    expect((await scheduleAs(client, booking({ meetingType: 'VIDEO', location: 'Midrand office' }))).location).toBeNull();
    expect((await scheduleAs(client, booking({ meetingType: 'PHONE', location: 'Midrand office' }))).location).toBeNull();
    const inPerson = await scheduleAs(client, booking({ meetingType: 'IN_PERSON', location: 'Midrand office' }));
    expect(inPerson).toMatchObject({ meetingType: 'IN_PERSON', location: 'Midrand office' });
    expect(
      (await refused(client, SCHEDULE, { input: booking({ meetingType: 'IN_PERSON', location: 'x'.repeat(256) }) })).fieldErrors,
    ).toEqual([{ path: 'location', message: 'Location must be at most 255 characters' }]);
  });

  it('books for the client themselves whatever clientId they send, and ignores a status other than scheduled', async () => {
    const viaGraphql = await scheduleAs(client, booking({ clientId: SECOND_CLIENT_ID }));
    expect(viaGraphql.client?.id).toBe(CLIENT_ID);
    const viaRest = await client
      .post('/api/appointments')
      .send({
        clientId: SECOND_CLIENT_ID,
        advisorId: ADVISOR_ID,
        title: 'Posted as the REST call of docs/product.md#rest-calls sends it',
        description: 'With every field',
        scheduledAt: `${sastDay(6)}T12:30:00.000+02:00`,
        duration: 45,
        location: 'Ignored for video',
        status: 'confirmed',
      })
      .expect(201);
    expect(viaRest.body).toMatchObject({
      clientId: CLIENT_ID,
      advisorId: ADVISOR_ID,
      status: 'scheduled',
      duration: 45,
      location: null,
      scheduledAt: `${sastDay(6)}T10:30:00.000Z`,
    });
    expect(viaRest.body).not.toHaveProperty('reminderSent');
    const mine = (await client.get('/api/appointments').expect(200)).body as { id: string }[];
    expect(mine.map((appointment) => appointment.id)).toContain(viaRest.body.id);
  });

  it('lets staff book for a client they name, and only with an advisor', async () => {
    const forPatel = await scheduleAs(admin, booking({ clientId: SECOND_CLIENT_ID }));
    expect(forPatel).toMatchObject({ client: { id: SECOND_CLIENT_ID }, advisor: { id: ADVISOR_ID } });
    expect((await refused(admin, SCHEDULE, { input: booking() })).fieldErrors).toEqual([
      { path: 'clientId', message: 'Choose the client the appointment is for' },
    ]);
    expect((await refused(admin, SCHEDULE, { input: booking({ clientId: ADVISOR_ID }) })).fieldErrors).toEqual([
      { path: 'clientId', message: 'Choose a client from the list' },
    ]);
    expect((await refused(client, SCHEDULE, { input: booking({ advisorId: SECOND_CLIENT_ID }) })).fieldErrors).toEqual([
      { path: 'advisorId', message: 'Choose an advisor from the list' },
    ]);
    const byAdvisor = await scheduleAs(advisor, booking({ clientId: CLIENT_ID }));
    expect(byAdvisor.advisor?.id).toBe(ADVISOR_ID);
  });

  it('tells the advisor when a client books, the client when staff book, and writes the audit log', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Tender pack walkthrough', date: sastDay(9), time: '14:00' }));
    const [notice] = await appointmentNotices(t, ADVISOR_ID);
    expect(notice).toMatchObject({
      title: 'New appointment',
      type: 'info',
      category: 'appointment',
      actionUrl: '/portal/appointments',
      isRead: false,
    });
    expect(notice.content).toMatch(/^Sipho Dlamini scheduled "Tender pack walkthrough" for \d{1,2} \w{3} \d{4} at 14:00 \(SAST\)\.$/);
    expect((await appointmentNotices(t, CLIENT_ID)).some((n) => n.content.includes('Tender pack walkthrough'))).toBe(false);
    expect(await auditActions(t, booked.id)).toEqual(['appointment.schedule']);

    const staffBooked = await scheduleAs(advisor, booking({ title: 'Year-end planning', clientId: CLIENT_ID }));
    expect((await appointmentNotices(t, CLIENT_ID))[0].content).toContain('Lerato Mokoena scheduled "Year-end planning"');
    expect(await auditActions(t, staffBooked.id)).toEqual(['appointment.schedule']);
  });

  it('answers bad REST input with 400 and the field at fault, never a 500', async () => {
    const response = await client
      .post('/api/appointments')
      .send({ title: 'x'.repeat(256), scheduledAt: 'soon' })
      .expect(400);
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['scheduledAt', 'title']);
    await client
      .post('/api/appointments')
      .send({ title: 'Off the slots', scheduledAt: `${sastDay(4)}T10:10:00+02:00` })
      .expect(400);
    await client.post('/api/appointments').set('Content-Type', 'application/json').send('[]').expect(400);
  });
});
