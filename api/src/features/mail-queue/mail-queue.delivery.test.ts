import { createDataSource } from '../../composition/data-source';
import { createTestDatabase, testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from '../../shared/mailer';
import { MAIL_RETRY_PAUSES_MS, MailQueue } from './mail-queue';
import { QueuedMail } from './queued-mail.entity';
import { problem } from '../../test/problem';

const MINUTE = 60_000;

const enquiry = {
  type: 'get_in_touch',
  firstName: 'Naledi',
  lastName: 'Mokoena',
  email: 'naledi@mokoena-logistics.co.za',
  service: 'taxation',
  message: 'We need help with our VAT201 returns.',
  consent: true,
};

describe.each(testDatabaseTargets)('the mail queue over SMTP ($name)', (target) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(target, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await smtp.start();
    await t.app.services.mailQueue.drain();
    smtp.received.length = 0;
  });

  const queue = () => t.app.services.mailQueue;
  const rows = () => t.database.dataSource.getRepository(QueuedMail);
  const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('keeps every e-mail while the mail server is down and delivers each exactly once when it is back', async () => {
    await smtp.stop();
    const admin = await t.agent('admin');
    await t.request.post('/api/contact').send(enquiry).expect(201);
    await admin
      .post('/api/admin/users')
      .send({ email: 'lwazi@example.co.za', firstName: 'Lwazi', lastName: 'Dube', roleNames: ['client'] })
      .expect(201);
    await queue().send({
      to: 'thandi@example.co.za',
      subject: 'Appointment confirmed',
      text: 'See you then.',
      icalEvent: { method: 'REQUEST', filename: 'appointment.ics', content: 'BEGIN:VCALENDAR\r\nUID:khanya-7\r\nEND:VCALENDAR' },
    });
    const failedAt = new Date();
    await queue().drain(failedAt);

    const waiting = await rows().find({ where: { status: 'retrying' }, order: { createdAt: 'ASC' } });
    expect(waiting.map((mail) => mail.recipient)).toEqual([
      'enquiries@khanya-advisory.co.za',
      'lwazi@example.co.za',
      'thandi@example.co.za',
    ]);
    for (const mail of waiting) {
      expect(mail.attempts).toBe(1);
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
      expect(mail.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(failedAt.getTime() + MINUTE - 2000);
    }
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await queue().drain(failedAt);
    expect(smtp.received).toEqual([]); // the pause is not over yet
    await queue().drain(new Date(failedAt.getTime() + 2 * MINUTE));
    await queue().drain(new Date(failedAt.getTime() + 24 * 60 * MINUTE));

    expect(receivedBy('enquiries@khanya-advisory.co.za')).toHaveLength(1);
    expect(receivedBy('enquiries@khanya-advisory.co.za')[0].raw).toContain('Naledi Mokoena');
    expect(receivedBy('lwazi@example.co.za')).toHaveLength(1);
    expect(receivedBy('lwazi@example.co.za')[0].raw).toContain('Subject: Your Khanya client portal account');
    const [calendarMail] = receivedBy('thandi@example.co.za');
    expect(receivedBy('thandi@example.co.za')).toHaveLength(1);
    expect(calendarMail.raw).toContain('text/calendar');
    expect(calendarMail.raw).toContain('UID:khanya-7');
    expect(smtp.received).toHaveLength(3);

    const sent = await rows().findBy({ id: waiting[0].id });
    expect(sent[0]).toMatchObject({ status: 'sent', attempts: 2, content: null, claimToken: null });
  });

  it('marks an e-mail failed with its error after the last retry, and an administrator sends it again', async () => {
    await smtp.stop();
    await queue().send({ to: 'sipho@example.co.za', subject: 'Your documents were approved', text: 'All in order.' });
    await queue().drain();
    let mail = await rows().findOneByOrFail({ recipient: 'sipho@example.co.za' });
    expect(mail).toMatchObject({ status: 'retrying', attempts: 1 });
    const firstPause = mail.nextAttemptAt!.getTime() - mail.createdAt.getTime();
    // MySQL and MariaDB keep whole seconds (one rounds, the other truncates; the queue rounds its times down).
    expect(firstPause).toBeGreaterThanOrEqual(MINUTE - 2000);
    expect(firstPause).toBeLessThan(2 * MINUTE);
    // Each later try runs when it is due: the pauses grow as the schedule says.
    const pauses: number[] = [];
    while (mail.status === 'retrying' && mail.attempts <= MAIL_RETRY_PAUSES_MS.length) {
      const due = mail.nextAttemptAt!;
      await queue().drain(due);
      mail = await rows().findOneByOrFail({ recipient: 'sipho@example.co.za' });
      if (mail.nextAttemptAt) pauses.push(mail.nextAttemptAt.getTime() - due.getTime());
    }
    expect(pauses).toEqual([5, 30, 120].map((minutes) => minutes * MINUTE));
    const failed = await rows().findOneByOrFail({ recipient: 'sipho@example.co.za' });
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.content).toMatchObject({ subject: 'Your documents were approved', text: 'All in order.' });

    const admin = await t.agent('admin');
    const listed = await admin.get('/api/admin/mail?status=failed').expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: failed.id,
        recipient: 'sipho@example.co.za',
        status: 'failed',
        attempts: 5,
        lastError: failed.lastError,
      }),
    ]);
    const system = await admin.get('/api/admin/system').expect(200);
    expect(system.body.mailQueue).toMatchObject({ failed: 1, waiting: 0, retrying: 0 });

    await smtp.start();
    const retried = await admin.post(`/api/admin/mail/${failed.id}/retry`).expect(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'waiting', attempts: 0 });
    await queue().drain();
    expect(receivedBy('sipho@example.co.za')).toHaveLength(1);
    expect(await rows().findOneByOrFail({ id: failed.id })).toMatchObject({ status: 'sent', attempts: 1 });
    await admin
      .post(`/api/admin/mail/${failed.id}/retry`)
      .expect(409)
      .expect(problem({ message: 'Only a failed e-mail can be sent again' }));
  });

  it('fails at once on a permanent refusal (an SMTP 5xx answer)', async () => {
    const refusing = new MailQueue(t.database.dataSource, {
      send: () => Promise.reject(Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 })),
      verify: () => Promise.reject(new Error('unused')),
    });
    await refusing.send({ to: 'nobody@example.co.za', subject: 'Hello', text: 'Hello' });
    await refusing.drain();
    expect(await rows().findOneByOrFail({ recipient: 'nobody@example.co.za' })).toMatchObject({ status: 'failed', attempts: 1 });
    await refusing.stop();
  });

  it('stops cleanly: the e-mail being sent is finished and recorded, and nothing is sent after the stop', async () => {
    // A database of its own: the app's worker must not take the e-mail first.
    const own = await createTestDatabase(target);
    const ownRows = own.dataSource.getRepository(QueuedMail);
    let release: () => void = () => {};
    const sent: string[] = [];
    const slow = new MailQueue(own.dataSource, {
      send: (message) => {
        sent.push(message.subject);
        return new Promise<void>((resolve) => (release = resolve));
      },
      verify: () => Promise.reject(new Error('unused')),
    });
    await slow.send({ to: 'first@example.co.za', subject: 'Under way', text: 'x' });
    while (sent.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const stopping = slow.stop();
    await slow.send({ to: 'second@example.co.za', subject: 'After the stop', text: 'x' });
    release();
    await stopping;
    expect(sent).toEqual(['Under way']);
    expect(await ownRows.findOneByOrFail({ recipient: 'first@example.co.za' })).toMatchObject({ status: 'sent' });
    expect(await ownRows.findOneByOrFail({ recipient: 'second@example.co.za' })).toMatchObject({ status: 'waiting', attempts: 0 });
    await own.drop();
  }, 30_000);

  it('sends a burst of e-mails in one claimed batch, not one round per e-mail', async () => {
    // A database of its own: the app's worker must not take the e-mails first.
    const own = await createTestDatabase(target);
    const sent: string[] = [];
    const recording = new MailQueue(own.dataSource, {
      send: async (message) => void sent.push(message.subject),
      verify: () => Promise.reject(new Error('unused')),
    });
    const burst = ['One', 'Two', 'Three', 'Four', 'Five'];
    const { statements } = await countQueries(own.dataSource, async () => {
      // As five requests at once would: each enqueue nudges the worker after its write.
      await Promise.all(burst.map((subject) => recording.send({ to: 'firm@example.co.za', subject, text: 'x' })));
      while (sent.length < burst.length) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect([...sent].sort()).toEqual([...burst].sort());
    // The claim is the UPDATE that counts a try (`attempts` + 1); one for the five.
    const claims = statements.filter((sql) => /^UPDATE/i.test(sql) && /["`]?attempts["`]? \+ 1/.test(sql));
    expect(claims).toHaveLength(1);
    await recording.stop();
    await own.drop();
  }, 30_000);

  it('sends each e-mail once with two workers on one database, and takes over a crashed sender’s e-mail', async () => {
    const secondDataSource = createDataSource({ url: t.database.url, dataDir: t.database.dataDir });
    await secondDataSource.initialize();
    const transport = () => createMailer({ smtpUrl: smtp.url, outboxDir: t.config.outboxDir, from: t.config.mailFrom });
    const first = new MailQueue(t.database.dataSource, transport(), { batchSize: 3 });
    const second = new MailQueue(secondDataSource, transport(), { batchSize: 3 });
    try {
      const now = new Date(Date.now() + MINUTE);
      const subjects = Array.from({ length: 12 }, (_, index) => `Statement ${index + 1}`);
      // Stored directly, so that neither worker is nudged before both race for them.
      await rows().save(
        subjects.map((subject) =>
          rows().create({
            recipient: 'twice@example.co.za',
            subject,
            content: { subject, text: subject },
            status: 'waiting',
            nextAttemptAt: now,
          }),
        ),
      );
      // One claimed by a sender that crashed (its lease ran out), one by a sender still at work.
      await rows().save([
        rows().create({
          recipient: 'crashed@example.co.za',
          subject: 'Crashed',
          content: { subject: 'Crashed', text: 'x' },
          status: 'sending',
          attempts: 1,
          claimToken: 'a-sender-that-crashed',
          leaseExpiresAt: new Date(now.getTime() - 1000),
          nextAttemptAt: null,
        }),
        rows().create({
          recipient: 'busy@example.co.za',
          subject: 'Busy',
          content: { subject: 'Busy', text: 'x' },
          status: 'sending',
          attempts: 1,
          claimToken: 'a-sender-at-work',
          leaseExpiresAt: new Date(now.getTime() + MINUTE),
          nextAttemptAt: null,
        }),
      ]);

      await Promise.all([first.drain(now), second.drain(now)]);

      const subjectsReceived = receivedBy('twice@example.co.za').map((mail) => /^Subject: (.*)$/m.exec(mail.raw)![1].trim());
      expect(subjectsReceived.sort()).toEqual([...subjects].sort());
      expect(receivedBy('crashed@example.co.za')).toHaveLength(1);
      expect(receivedBy('busy@example.co.za')).toHaveLength(0);
      expect(await rows().countBy({ recipient: 'twice@example.co.za', status: 'sent', attempts: 1 })).toBe(12);
      expect(await rows().findOneByOrFail({ recipient: 'crashed@example.co.za' })).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await first.stop();
      await second.stop();
      await secondDataSource.destroy();
    }
  }, 30_000);
});
