import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLIENT_ID, drawnSignature, engagementNotices, letterRow, newEngagement, sendLetter } from './engagement-letters-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER = 'Engagement letter waiting for your signature';

describe.each(testDatabaseTargets)('engagement letters: reminders of unsigned letters ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  }, 60_000);
  afterAll(() => t.close());

  const remindersOf = async (title: string) =>
    (await engagementNotices(t, CLIENT_ID, REMINDER)).filter((notice) => notice.content.startsWith(`"${title}"`));

  it('reminds 3 days and 7 days after sending, each once, even with two rounds at once', async () => {
    const template = (
      await (
        await t.agent('admin')
      )
        .post('/api/letter-templates')
        .send({ title: 'Reminded letter', body: 'Dear {{client.firstName}}, please sign.' })
        .expect(201)
    ).body as { id: string };
    const sent = await sendLetter(advisor, (await newEngagement(t)).id, template.id);
    const sentAt = Date.parse(sent.sentAt as string);
    const reminders = t.app.services.letterReminders;

    // Nothing in the first three days.
    await reminders.sendDue(new Date(sentAt + 2.9 * DAY_MS));
    expect(await remindersOf('Reminded letter')).toHaveLength(0);

    const all = async () => (await engagementNotices(t, CLIENT_ID, REMINDER)).length;
    const third = new Date(sentAt + 3 * DAY_MS + 60_000);
    const before = await all();
    const firstRounds = await Promise.all([reminders.sendDue(third), reminders.sendDue(third)]);
    // The two rounds together remind each letter due once (the demo's letter sent yesterday is due too).
    expect(firstRounds[0] + firstRounds[1]).toBe((await all()) - before);
    expect(await remindersOf('Reminded letter')).toHaveLength(1);
    const [first] = await remindersOf('Reminded letter');
    expect(first).toMatchObject({ type: 'warning', actionUrl: `/portal/letters/${sent.id}` });
    expect(first.content).toMatch(/^"Reminded letter" was sent to you on \d+ \w+ \d{4} and is waiting for your signature\.$/);
    expect((await letterRow(t, sent.id)).firstReminderSentAt).toBeInstanceOf(Date);
    expect(await reminders.sendDue(new Date(sentAt + 5 * DAY_MS))).toBe(0);

    // The client opened it meanwhile: a viewed letter is still waiting for a signature.
    await client.get(`/api/engagement-letters/${sent.id}`).expect(200);
    const seventh = new Date(sentAt + 7 * DAY_MS + 60_000);
    const beforeSecond = await all();
    const secondRounds = await Promise.all([reminders.sendDue(seventh), reminders.sendDue(seventh)]);
    expect(secondRounds[0] + secondRounds[1]).toBe((await all()) - beforeSecond);
    expect(await remindersOf('Reminded letter')).toHaveLength(2);
    expect(await reminders.sendDue(new Date(sentAt + 30 * DAY_MS))).toBe(0);
    expect(await remindersOf('Reminded letter')).toHaveLength(2);

    await t.app.services.mailQueue.drain();
    const mails = readOutbox(t.config.outboxDir).filter((text) => text.includes('Subject: Reminder: please sign Reminded letter'));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('To: client@example.com');
  });

  it('sends a letter first found 7 days old only the second reminder, and none to a letter signed or withdrawn', async () => {
    const late = await sendLetter(advisor, (await newEngagement(t, { title: 'Late' })).id);
    const signed = await sendLetter(advisor, (await newEngagement(t, { title: 'Signed' })).id);
    const withdrawn = await sendLetter(advisor, (await newEngagement(t, { title: 'Withdrawn' })).id);
    await client.post(`/api/engagement-letters/${signed.id}/sign`).send(drawnSignature()).expect(200);
    await advisor.post(`/api/engagement-letters/${withdrawn.id}/withdraw`).send({}).expect(200);

    const before = (await engagementNotices(t, CLIENT_ID, REMINDER)).length;
    const eightDays = new Date(Date.parse(late.sentAt as string) + 8 * DAY_MS);
    await t.app.services.letterReminders.sendDue(eightDays);
    const lateRow = await letterRow(t, late.id);
    expect(lateRow.secondReminderSentAt).toBeInstanceOf(Date);
    expect(lateRow.firstReminderSentAt).toBeNull();
    expect((await letterRow(t, signed.id)).secondReminderSentAt).toBeNull();
    expect((await letterRow(t, withdrawn.id)).secondReminderSentAt).toBeNull();
    const after = await engagementNotices(t, CLIENT_ID, REMINDER);
    // This letter's one reminder, plus the earlier test's letters already reminded: none of theirs again.
    expect(after.slice(before).filter((notice) => notice.actionUrl === `/portal/letters/${late.id}`)).toHaveLength(1);
    expect(
      after.some((notice) => notice.actionUrl === `/portal/letters/${signed.id}` || notice.actionUrl === `/portal/letters/${withdrawn.id}`),
    ).toBe(false);
  });
});
