import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../../test/outbox';
import { defaultNotificationPreferences } from '../../../../validation/notification-preferences';
import { CONFIRM, booking, ok, scheduleAs, seeded, type ListedAppointment } from './appointments-test-kit';

/** iCalendar folds lines at 75 octets: unfold before reading. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
/** 2026-11-30T08:00:00.000Z → 20261130T080000Z */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe.each(testDatabaseTargets)('appointments in the calendar ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  }, 60_000);
  afterAll(() => t.close());

  const invitationsTo = async (email: string, title: string) => {
    await t.app.services.mailQueue.drain();
    return readOutbox(t.config.outboxDir)
      .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Appointment confirmed') && unfold(mail).includes(title));
  };

  it('downloads an appointment as an .ics event at its time, with its title, link and status', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Trust deed review', meetingType: 'VIDEO' }));
    const response = await client.get(`/api/appointments/${booked.id}/calendar.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Trust deed review.ics"');
    const ics = unfold(response.text);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain(`UID:${booked.id}@khanya-advisory.co.za`);
    expect(ics).toContain(`DTSTART:${icsTime(booked.scheduledAt)}`);
    expect(ics).toContain('SUMMARY:Trust deed review (Khanya Tax & Advisory)');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('DURATION:PT60M');
  });

  it("answers 404 for another client's appointment", async () => {
    const other = await t.agent();
    await other.post('/api/auth/login').send({ email: 'client2@example.com', password: 'Demo@12345' }).expect(200);
    await other.get(`/api/appointments/${seeded.scheduledInPerson}/calendar.ics`).expect(404);
    await t.request.get(`/api/appointments/${seeded.scheduledInPerson}/calendar.ics`).expect(401);
  });

  it('sends the invitation with the confirmation e-mail, unless the client switched appointment e-mails off', async () => {
    const booked = await scheduleAs(client, booking({ title: 'Invitation please' }));
    await ok<{ confirmAppointment: ListedAppointment }>(advisor, CONFIRM, {
      id: booked.id,
      meetingUrl: 'https://meet.example.co.za/khanya',
    });
    const [mail] = await invitationsTo('client@example.com', 'Invitation please');
    expect(mail).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(unfold(mail)).toContain('STATUS:CONFIRMED');

    await client
      .put('/api/notifications/preferences')
      .send({ ...defaultNotificationPreferences, appointments: false })
      .expect(200);
    const quiet = await scheduleAs(client, booking({ title: 'No e-mail please' }));
    await ok(advisor, CONFIRM, { id: quiet.id });
    expect(await invitationsTo('client@example.com', 'No e-mail please')).toEqual([]);
    await client.put('/api/notifications/preferences').send(defaultNotificationPreferences).expect(200);
  });
});
