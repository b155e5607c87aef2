import fs from 'node:fs';
import path from 'node:path';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Notification } from '../notifications/notification.entity';
import { Appointment } from './appointment.entity';
import { ADVISOR_ID, CLIENT_ID } from './appointments-test-kit';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseTargets)('appointment reminders ($name)', (target) => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp(target);
    // The seed's own meetings are days away; these four sit around the 24-hour mark.
    const appointments = t.database.dataSource.getRepository(Appointment);
    const add = (title: string, inHours: number, fields: Partial<Appointment> = {}) =>
      appointments.save(
        appointments.create({
          clientId: CLIENT_ID,
          advisorId: ADVISOR_ID,
          title,
          scheduledAt: new Date(now.getTime() + inHours * HOUR),
          duration: 60,
          meetingType: 'video',
          status: 'confirmed',
          meetingUrl: 'https://meet.example.co.za/khanya-review',
          ...fields,
        }),
      );
    await add('Trust deed review', 3);
    await add('Budget walk-through', 30);
    await add('Cancelled catch-up', 2, { status: 'cancelled' });
    await add('Already reminded', 4, { reminderSent: true });
  });
  afterAll(() => t.close());

  const remindersFor = (userId: string) =>
    t.database.dataSource.getRepository(Notification).findBy({ userId, title: 'Appointment reminder' });

  it('reminds both people once, about a day ahead, of meetings that still stand', async () => {
    expect(await t.app.services.appointmentReminders.sendDue(now)).toBe(1);
    const [forClient] = await remindersFor(CLIENT_ID);
    expect(forClient).toMatchObject({ category: 'appointment', actionUrl: '/portal/appointments' });
    expect(forClient.content).toContain('"Trust deed review" is on');
    expect(forClient.content).toContain('(SAST)');
    expect(await remindersFor(ADVISOR_ID)).toHaveLength(1);

    await t.app.services.mailQueue.drain();
    const mail = fs
      .readdirSync(t.config.outboxDir)
      .map((file) => fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8'))
      // Quoted-printable: undo soft line breaks and the escaped "=".
      .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((text) => text.includes('Reminder: Trust deed review'));
    expect(mail).toContain('To: client@example.com');
    expect(mail).toContain('https://meet.example.co.za/khanya-review');

    // A second round finds nothing new to say.
    expect(await t.app.services.appointmentReminders.sendDue(now)).toBe(0);
    expect(await remindersFor(CLIENT_ID)).toHaveLength(1);
  });

  it('reminds of the later meeting once it comes within the day', async () => {
    expect(await t.app.services.appointmentReminders.sendDue(new Date(now.getTime() + 7 * HOUR))).toBe(1);
    const contents = (await remindersFor(CLIENT_ID)).map((notification) => notification.content);
    expect(contents.some((content) => content.includes('Budget walk-through'))).toBe(true);
    expect(contents.some((content) => content.includes('Cancelled catch-up') || content.includes('Already reminded'))).toBe(false);
  });
});
