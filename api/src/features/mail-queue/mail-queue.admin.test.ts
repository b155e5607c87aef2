import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { QueuedMail } from './queued-mail.entity';
import { failedMail as failedMailOf } from './mail-queue-test-kit';
import { problem } from '../../test/problem';

const LIST = `query ($filter: MailQueueFilter, $first: Int, $after: String) {
  mailQueue(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id recipient subject status attempts nextAttemptAt lastError sentAt createdAt }
  }
}`;
const RETRY = 'mutation ($id: ID!) { retryMail(id: $id) { id status attempts nextAttemptAt } }';
const STATUS = 'query { systemStatus { mailQueue { waiting sending retrying failed oldestWaitingAgeSeconds } } }';

describe.each(testDatabaseTargets)('the Mail tab’s REST and GraphQL calls ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  const rows = () => t.database.dataSource.getRepository(QueuedMail);
  const failedMail = (recipient: string, createdAt?: Date) => failedMailOf(t, recipient, createdAt);

  it('lists a sent enquiry notification without its content, newest first, paged and filtered by status', async () => {
    await t.request
      .post('/api/contact')
      .send({ firstName: 'Naledi', lastName: 'Mokoena', email: 'naledi@example.co.za', message: 'About VAT.', consent: true })
      .expect(201);
    await t.app.services.mailQueue.drain();
    expect(readOutbox(t.config.outboxDir).some((mail) => mail.includes('Naledi Mokoena'))).toBe(true);
    const admin = await t.agent('admin');

    const sent = await graphql(admin, LIST, { filter: { status: 'SENT' }, first: 1 }).expect(200);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.mailQueue.nodes).toEqual([
      expect.objectContaining({
        recipient: 'enquiries@khanya-advisory.co.za',
        subject: expect.stringContaining('Naledi Mokoena'),
        status: 'SENT',
        attempts: 1,
        nextAttemptAt: null,
        sentAt: expect.any(String),
      }),
    ]);
    expect(await rows().findOneByOrFail({ id: sent.body.data.mailQueue.nodes[0].id })).toMatchObject({ content: null });

    await failedMail('paged-1@example.co.za', new Date(Date.now() + 1000));
    await failedMail('paged-2@example.co.za', new Date(Date.now() + 2000));
    const first = await admin.get('/api/admin/mail?status=failed&first=1').expect(200);
    expect(first.body.map((mail: { recipient: string }) => mail.recipient)).toEqual(['paged-2@example.co.za']);
    expect(first.body[0]).not.toHaveProperty('content');
    expect(Number(first.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const next = await admin.get(`/api/admin/mail?status=failed&first=1&after=${first.headers['x-next-cursor']}`).expect(200);
    expect(next.body.map((mail: { recipient: string }) => mail.recipient)).toEqual(['paged-1@example.co.za']);
  });

  it('shows the backlog in System status', async () => {
    await failedMail('backlog@example.co.za');
    await rows().save(
      rows().create({
        recipient: 'later@example.co.za',
        subject: 'Later',
        content: { subject: 'Later', text: 'x' },
        status: 'retrying',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60 * 60_000),
        createdAt: new Date(Date.now() - 90_000),
      }),
    );
    const status = await graphql(await t.agent('admin'), STATUS).expect(200);
    const backlog = status.body.data.systemStatus.mailQueue;
    expect(backlog.retrying).toBe(1);
    expect(backlog.failed).toBe(await rows().countBy({ status: 'failed' }));
    expect(backlog.oldestWaitingAgeSeconds).toBeGreaterThanOrEqual(89);
  });

  it('sends a failed e-mail again for an administrator, audited, over GraphQL', async () => {
    const mail = await failedMail('again@example.co.za');
    const admin = await t.agent('superadmin');
    const retried = await graphql(admin, RETRY, { id: mail.id }).expect(200);
    expect(retried.body.data.retryMail).toMatchObject({ id: mail.id, status: 'WAITING', attempts: 0 });
    await t.app.services.mailQueue.drain();
    expect(readOutbox(t.config.outboxDir).filter((text) => text.includes('To: again@example.co.za'))).toHaveLength(1);
    expect(await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'mail.resend', resourceId: mail.id })).toHaveLength(1);
    const again = await graphql(admin, RETRY, { id: mail.id }).expect(200);
    expect(again.body.errors[0]).toMatchObject({ message: 'Only a failed e-mail can be sent again', extensions: { code: 'CONFLICT' } });
  });

  it('answers 401 without a session and 403 to a client, on both APIs', async () => {
    const mail = await failedMail('closed@example.co.za');
    await t.request
      .get('/api/admin/mail')
      .expect(401)
      .expect(problem({ message: 'Unauthorized' }));
    await t.request.post(`/api/admin/mail/${mail.id}/retry`).expect(401);
    const client = await t.agent('client');
    await client
      .get('/api/admin/mail')
      .expect(403)
      .expect(problem({ message: 'Forbidden' }));
    await client.post(`/api/admin/mail/${mail.id}/retry`).expect(403);
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(client, LIST).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphql(client, RETRY, { id: mail.id }).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await rows().findOneByOrFail({ id: mail.id })).toMatchObject({ status: 'failed' });
  });

  it('answers 404 for an unknown e-mail and 400 naming the field for a bad filter or page size', async () => {
    const admin = await t.agent('admin');
    await admin
      .post('/api/admin/mail/00000000-0000-4000-8000-000000000000/retry')
      .expect(404)
      .expect(problem({ message: 'Not found' }));
    await admin.post(`/api/admin/mail/${'x'.repeat(300)}/retry`).expect(404);
    const badStatus = await admin.get('/api/admin/mail?status=lost').expect(400);
    expect(badStatus.body.errors).toEqual([{ path: 'status', message: 'Status must be waiting, sending, retrying, sent or failed' }]);
    const badFirst = await admin.get('/api/admin/mail?first=ten').expect(400);
    expect(badFirst.body.errors).toEqual([{ path: 'first', message: 'first must be a whole number' }]);
    const tooMany = await admin.get('/api/admin/mail?first=1000').expect(400);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ path: 'first' })]);
    const unknown = await graphql(admin, RETRY, { id: 'no-such-mail' }).expect(200);
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
