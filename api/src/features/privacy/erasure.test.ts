import { checkedRequest } from '../../test/checked-requests';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { signedInClient } from '../../test/signed-in-client';
import { DEMO_PASSWORD, createTestApp, demoEmails, graphql, type TestApp } from '../../test/test-app';
import { demoUserIds } from '../../demo/ids';
import { AuditLog } from '../audit/audit-log.entity';
import { FirmService } from '../firm-services/firm-service.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { Document } from '../documents/document.entity';
import { files, storedFiles, uploadOverRest } from '../documents/document-test-kit';
import { Engagement } from '../engagements/engagement.entity';
import { Message } from '../messages/message.entity';
import { MessageAttachment } from '../messages/message-attachment.entity';
import { Notification } from '../notifications/notification.entity';
import { Company } from '../profile/company.entity';
import { User } from '../../accounts/user.entity';
import { defaultNotificationPreferences } from '../../../../validation/notification-preferences';
import { REMOVED_MESSAGE } from '../messages/messages.personal-data';
import { erasedLabelOf } from './anonymise-client';
import { ErasureRequest } from './erasure-request.entity';

const MY_REQUEST = 'query { myErasureRequest { id status reason decisionReason decidedAt } }';
const LIST = `query ($filter: ErasureRequestFilter) {
  erasureRequests(filter: $filter) { totalCount nodes { id status reason client { id firstName lastName email } decidedBy { id } } }
}`;
const APPROVE = 'mutation ($id: ID!) { approveErasureRequest(id: $id) { id status decidedAt } }';
const DECLINE =
  'mutation ($id: ID!, $input: DeclineErasureInput!) { declineErasureRequest(id: $id, input: $input) { id status decisionReason } }';

describe.each(testDatabaseTargets)('erasure requests ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  const repository = <T extends object>(entity: new () => T) => t.database.dataSource.getRepository(entity);
  const settled = () => t.app.services.privacy.settled().then(() => t.app.services.mailQueue.drain());

  /** A fresh client with a living portal: an engagement with a part payment, a file, a message, a company, an enquiry. */
  async function clientWithRecords(name: string) {
    const client = await signedInClient(t, name);
    const [agent] = client.agents;
    const service = await repository(FirmService).findOneOrFail({ where: {} });
    const engagement = await repository(Engagement).save(
      repository(Engagement).create({
        clientId: client.userId,
        serviceId: service.id,
        title: 'Annual financial statements 2026',
        totalAmount: 12500,
        paidAmount: 5000,
        startDate: new Date('2026-03-01T08:00:00Z'),
        dueDate: new Date('2026-06-30T08:00:00Z'),
      }),
    );
    const upload = await uploadOverRest(agent, files.pdf(), `${name} bank statement.pdf`).expect(201);
    await agent
      .post('/api/messages')
      .field('recipientId', demoEmails.advisor)
      .field('subject', 'My ID number')
      .field('content', 'My ID number is 8001015009087.')
      .attach('files', files.pdf(), 'Certified ID copy.pdf')
      .expect(201);
    await agent
      .post('/api/company')
      .send({ name: `${name} Holdings (Pty) Ltd`, phone: '+27 11 555 0100' })
      .expect(201);
    await t.request
      .post('/api/contact')
      .send({ firstName: 'Thandi', lastName: 'Nkosi', email: client.email.toUpperCase(), message: 'Please call me back.', consent: true })
      .expect(201);
    // A failed sign-in: the audit log keeps the address as it was typed.
    await t.request.post('/api/auth/login').send({ email: client.email, password: 'not-the-password' }).expect(401);
    return { ...client, agent, engagementId: engagement.id, documentId: upload.body.id as string };
  }

  it('lets a client ask, shows them the status, tells them by e-mail and notifies the administrators', async () => {
    const {
      agents: [agent],
      email,
      userId,
    } = await signedInClient(t, 'asker');
    expect((await agent.get('/api/privacy/erasure-request').expect(200)).body).toBeNull();

    const created = await agent
      .post('/api/privacy/erasure-request')
      .send({ reason: 'I have moved my affairs to another firm.' })
      .expect(201);
    expect(created.body).toMatchObject({ userId, status: 'pending', reason: 'I have moved my affairs to another firm.', decidedAt: null });
    expect((await agent.get('/api/privacy/erasure-request').expect(200)).body).toMatchObject({ id: created.body.id, status: 'pending' });
    expect((await graphql(agent, MY_REQUEST).expect(200)).body.data.myErasureRequest).toMatchObject({
      id: created.body.id,
      status: 'PENDING',
    });

    const again = await agent.post('/api/privacy/erasure-request').send({}).expect(409);
    expect(again.body.message).toBe('You already have an erasure request awaiting a decision');

    await settled();
    const received = readOutbox(t.config.outboxDir).find((mail) => mail.includes(`To: ${email}`));
    expect(received).toContain('Subject: We received your request to erase your personal information');
    const notices = await repository(Notification).findBy({ userId: demoUserIds.admin, title: 'New erasure request' });
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0].content).not.toContain(email);
    const audit = await repository(AuditLog).findBy({ resourceId: created.body.id });
    expect(audit.map((entry) => entry.action)).toEqual(['privacy.erasure_requested']);
  });

  it('refuses a reason longer than 2000 characters, naming the field, over both APIs', async () => {
    const {
      agents: [agent],
    } = await signedInClient(t, 'verbose');
    const rest = await agent
      .post('/api/privacy/erasure-request')
      .send({ reason: 'x'.repeat(2001) })
      .expect(400);
    expect(rest.body.errors).toEqual([{ path: 'reason', message: 'Reason must be at most 2000 characters' }]);
    const gql = await graphql(agent, 'mutation ($input: ErasureRequestInput) { requestErasure(input: $input) { id } }', {
      input: { reason: 'x'.repeat(2001) },
    }).expect(200);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });
  });

  it('refuses staff accounts, and answers 401 to nobody', async () => {
    await t.request.post('/api/privacy/erasure-request').send({}).expect(401);
    const advisor = await t.agent('advisor');
    const refused = await advisor.post('/api/privacy/erasure-request').send({}).expect(403);
    expect(refused.body.message).toMatch(/^Staff accounts cannot be erased through the portal/);
    const admin = await t.agent('admin');
    const gql = await graphql(admin, 'mutation { requestErasure { id } }').expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('keeps the list and the decisions to administrators; a client sees only their own request', async () => {
    const {
      agents: [asker],
    } = await signedInClient(t, 'private-asker');
    const { id } = (await asker.post('/api/privacy/erasure-request').send({ reason: 'Private reason' }).expect(201)).body;
    const {
      agents: [other],
    } = await signedInClient(t, 'curious');

    expect((await other.get('/api/privacy/erasure-request').expect(200)).body).toBeNull();
    await other.get('/api/admin/erasure-requests').expect(403);
    await other.post(`/api/admin/erasure-requests/${id}/approve`).expect(403);
    await other.post(`/api/admin/erasure-requests/${id}/decline`).send({ reason: 'No' }).expect(403);
    const listed = await graphql(other, LIST).expect(200);
    expect(listed.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(listed.body)).not.toContain('Private reason');

    const admin = await t.agent('admin');
    await admin.post('/api/admin/erasure-requests/00000000-0000-4000-8000-000000000000/approve').expect(404);
    const rows = (await admin.get('/api/admin/erasure-requests?status=pending').expect(200)).body;
    expect(rows.map((row: { id: string }) => row.id)).toContain(id);
    await admin.get('/api/admin/erasure-requests?status=forgotten').expect(400);
  });

  it('needs a reason to decline, tells the client why (whatever their e-mail settings), and shows them the decision', async () => {
    const {
      agents: [agent],
      email,
      userId,
    } = await signedInClient(t, 'declined');
    await repository(User).update({ id: userId }, { notificationPreferences: { ...defaultNotificationPreferences, email: false } });
    const { id } = (await agent.post('/api/privacy/erasure-request').send({}).expect(201)).body;
    const admin = await t.agent('admin');

    const withoutReason = await admin.post(`/api/admin/erasure-requests/${id}/decline`).send({ reason: '  ' }).expect(400);
    expect(withoutReason.body.errors).toEqual([{ path: 'reason', message: 'Reason is required when declining a request' }]);
    const gqlWithout = await graphql(admin, DECLINE, { id, input: {} }).expect(200);
    expect(gqlWithout.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });

    const reason = 'We are still completing your 2026 tax return, which SARS requires us to keep.';
    const declined = await graphql(admin, DECLINE, { id, input: { reason } }).expect(200);
    expect(declined.body.data.declineErasureRequest).toEqual({ id, status: 'DECLINED', decisionReason: reason });
    await admin.post(`/api/admin/erasure-requests/${id}/approve`).expect(409);

    expect((await graphql(agent, MY_REQUEST).expect(200)).body.data.myErasureRequest).toMatchObject({
      status: 'DECLINED',
      decisionReason: reason,
      decidedAt: expect.any(String),
    });
    await settled();
    const mail = readOutbox(t.config.outboxDir).find((text) => text.includes(`To: ${email}`) && text.includes('cannot carry it out'));
    expect(mail?.replace(/=\r?\n/g, '')).toContain('SARS requires us to keep');
    // Still a client: nothing was erased.
    await agent.get('/api/auth/user').expect(200);
  });

  it('on approval erases the client, keeps what the law requires, and ends their access', async () => {
    const client = await clientWithRecords('erasable');
    const user = await repository(User).findOneByOrFail({ id: client.userId });
    const document = await repository(Document).findOneByOrFail({ id: client.documentId });
    expect(storedFiles(t)).toContain(document.fileName);
    const [sentMessage] = await repository(Message).findBy({ senderId: user.id });
    const [attachment] = await repository(MessageAttachment).findBy({ messageId: sentMessage.id });
    expect(storedFiles(t)).toContain(attachment.storageKey);
    const { id } = (await client.agent.post('/api/privacy/erasure-request').send({ reason: 'Closing my account' }).expect(201)).body;

    const admin = await t.agent('admin');
    const pending = (await graphql(admin, LIST, { filter: { status: 'PENDING' } }).expect(200)).body.data.erasureRequests;
    expect(pending.nodes).toContainEqual(
      expect.objectContaining({ id, client: { id: user.id, firstName: 'Thandi', lastName: 'Nkosi', email: client.email } }),
    );
    const beforeApproval = new Date(Date.now() - 1000).toISOString();
    const approved = await graphql(admin, APPROVE, { id }).expect(200);
    expect(approved.body.data.approveErasureRequest).toMatchObject({ id, status: 'APPROVED', decidedAt: expect.any(String) });
    await settled();

    const label = erasedLabelOf(user.id);
    const erased = await repository(User).findOneByOrFail({ id: user.id });
    expect(`${erased.firstName} ${erased.lastName}`).toBe(label);
    expect(erased).toMatchObject({ email: `erased-${user.id}@erased.invalid`, phone: null, address: null, isActive: false });

    // Files gone from storage and their rows removed; messages kept without their content.
    expect(storedFiles(t)).not.toContain(document.fileName);
    expect(await repository(Document).findBy({ userId: user.id })).toEqual([]);
    // A syncing integration hears the document went, and that its messages changed (features/changes).
    const changedDocuments = (await admin.get('/api/documents').query({ updated_since: beforeApproval }).expect(200)).body;
    expect(changedDocuments).toContainEqual({ id: client.documentId, deleted: true, deletedAt: expect.any(String) });
    const messages = await repository(Message).findBy({ senderId: user.id });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ content: REMOVED_MESSAGE, subject: null });
    expect(await repository(MessageAttachment).findBy({ messageId: sentMessage.id })).toEqual([]);
    expect(storedFiles(t)).not.toContain(attachment.storageKey);
    expect(await repository(Notification).findBy({ userId: user.id })).toEqual([]);

    // What the law requires is kept: the engagement's amounts and dates.
    const engagement = await repository(Engagement).findOneByOrFail({ id: client.engagementId });
    expect(engagement).toMatchObject({
      clientId: user.id,
      totalAmount: 12500,
      paidAmount: 5000,
      title: 'Annual financial statements 2026',
    });
    expect(engagement.dueDate?.toISOString()).toBe('2026-06-30T08:00:00.000Z');

    const company = await repository(Company).findOneByOrFail({ userId: user.id });
    expect(company).toMatchObject({ name: label, phone: null });
    const enquiries = await repository(ContactSubmission).findBy({ email: `erased-${user.id}@erased.invalid` });
    expect(enquiries).toEqual([expect.objectContaining({ firstName: 'Erased', phone: null })]);
    expect(await repository(ContactSubmission).findBy({ email: client.email.toUpperCase() })).toEqual([]);

    // The audit log keeps every entry, with the name and address replaced, and every erasure step.
    const entries = await repository(AuditLog).find({});
    const serialised = JSON.stringify(entries.map((entry) => entry.details));
    expect(serialised).not.toContain(client.email);
    expect(serialised).not.toContain('erasable bank statement.pdf');
    const failedLogin = entries.find(
      (entry) => entry.action === 'auth.login_failed' && entry.details?.email === `erased-${user.id}@erased.invalid`,
    );
    expect(failedLogin).toBeDefined();
    const upload = entries.find((entry) => entry.resourceId === client.documentId);
    expect(upload).toBeDefined();
    const steps = entries
      .filter((entry) => entry.resourceId === user.id && entry.action.startsWith('privacy.erasure.'))
      .map((entry) => entry.action);
    expect(steps).toEqual(
      expect.arrayContaining([
        'privacy.erasure.user_anonymised',
        'privacy.erasure.sessions_ended',
        'privacy.erasure.messages_cleared',
        'privacy.erasure.documents_deleted',
        'privacy.erasure.notifications_removed',
        'privacy.erasure.contact_submissions_anonymised',
        'privacy.erasure.audit_entries_pseudonymised',
      ]),
    );
    expect(await repository(AuditLog).findBy({ resourceId: id, action: 'privacy.erasure_approved' })).toHaveLength(1);

    // The approval e-mail went to the address the client had before it was erased.
    await t.app.services.mailQueue.drain();
    const mail = readOutbox(t.config.outboxDir).find((text) => text.includes(`To: ${client.email}`) && text.includes('has been erased'));
    expect(mail).toBeDefined();
    expect((await repository(ErasureRequest).findOneByOrFail({ id })).decidedBy).toBe(demoUserIds.admin);

    // Signed out everywhere, and the old password no longer opens anything.
    await client.agent.get('/api/auth/user').expect(401);
    await checkedRequest(t.app.express).post('/api/auth/login').send({ email: client.email, password: DEMO_PASSWORD }).expect(401);

    // Approving twice is refused; the demo's other clients are untouched.
    await admin.post(`/api/admin/erasure-requests/${id}/approve`).expect(409);
    expect((await repository(User).findOneByOrFail({ id: demoUserIds.client })).isActive).toBe(true);
  });
});
