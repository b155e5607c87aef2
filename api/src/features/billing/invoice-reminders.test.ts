import type TestAgent from 'supertest/lib/agent';
import { User } from '../../accounts/user.entity';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, demoEmails, type TestApp } from '../../test/test-app';
import { Notification } from '../notifications/notification.entity';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { formatCents } from '../../../../validation/billing/money';
import { Invoice } from './invoice.entity';

/** Noon in South Africa on a day, as the reminder rounds are run. */
const noonOn = (day: string) => new Date(`${day}T10:00:00Z`);

describe.each(testDatabaseTargets)('overdue invoice reminders ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await t.agent('admin');
    clientId = (await t.database.dataSource.getRepository(User).findOneByOrFail({ email: demoEmails.client })).id;
    // The demo's unpaid invoices (demo/demo-invoices.ts) would fall due in the rounds below too, which
    // run weeks ahead: they are counted as reminded already, so each round here is about the test's own.
    await t.database.dataSource.getRepository(Invoice).update({ status: 'issued' }, { overdueRound: 30 });
  }, 60_000);
  afterAll(() => t.close());

  const issued = async (unitPrice = '1000.00') => {
    const { id } = (
      await admin
        .post('/api/invoices')
        .send({ clientId, lines: [{ description: 'Bookkeeping', quantity: 1, unitPrice }] })
        .expect(201)
    ).body as { id: string };
    const invoice = (await admin.post(`/api/invoices/${id}/issue`).expect(200)).body as { id: string; number: string; dueOn: string };
    return invoice;
  };
  const remindersOf = (number: string) =>
    t.database.dataSource
      .getRepository(Notification)
      .find({ where: { userId: clientId, category: 'billing', title: `Invoice ${number} is overdue` }, order: { createdAt: 'ASC' } });

  it('reminds 7, 14 and 30 days after the due date, each once, even with two rounds at once', async () => {
    const invoice = await issued();
    const reminders = t.app.services.invoiceReminders;
    const round = (days: number) =>
      Promise.all([reminders.sendDue(noonOn(addDays(invoice.dueOn, days))), reminders.sendDue(noonOn(addDays(invoice.dueOn, days)))]);

    await round(0);
    await round(1);
    await round(6);
    expect(await remindersOf(invoice.number)).toHaveLength(0);
    // Announced overdue the day after it was due.
    expect((await t.database.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).overdueRound).toBe(1);

    await round(7);
    await round(8);
    expect(await remindersOf(invoice.number)).toHaveLength(1);
    await round(14);
    await round(30);
    await round(45);
    const sent = await remindersOf(invoice.number);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({ type: 'warning', actionUrl: '/portal/billing' });
    expect(sent[0].content).toMatch(
      new RegExp(`^${formatCents(115_000)} of invoice ${invoice.number} was due on \\d+ \\w+ \\d{4} and is 7 days overdue\\.$`),
    );
    expect(sent.map((notice) => notice.content.match(/is (\d+) days overdue/)![1])).toEqual(['7', '14', '30']);

    await t.app.services.mailQueue.drain();
    const mails = readOutbox(t.config.outboxDir).filter((text) => text.includes(`Reminder: invoice ${invoice.number} is`));
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain(`To: ${demoEmails.client}`);
    expect(mails[0]).toContain(`reference ${invoice.number}`);
  });

  it('sends an invoice found late only its latest round, and none once it is credited in full', async () => {
    const late = await issued('500.00');
    await t.app.services.invoiceReminders.sendDue(noonOn(addDays(late.dueOn, 35)));
    const sent = await remindersOf(late.number);
    expect(sent.map((notice) => notice.content.match(/is (\d+) days overdue/)![1])).toEqual(['30']);

    const credited = await issued('700.00');
    const note = await admin.post(`/api/invoices/${credited.id}/credit-notes`).send({ reason: 'Work not done' }).expect(201);
    await admin.post(`/api/invoices/${(note.body as { id: string }).id}/issue`).expect(200);
    await t.app.services.invoiceReminders.sendDue(noonOn(addDays(credited.dueOn, 8)));
    expect(await remindersOf(credited.number)).toHaveLength(0);
  });
});
