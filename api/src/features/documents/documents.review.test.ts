import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Notification } from '../notifications/notification.entity';
import { Document } from './document.entity';
import { ADVISOR_ID, CLIENT_ID, clientDocument } from './document-test-kit';

describe.each(testDatabaseTargets)('approving and rejecting documents ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  const row = (id: string) => t.database.dataSource.getRepository(Document).findOneByOrFail({ id });
  const notificationsAbout = (originalName: string) =>
    t.database.dataSource
      .getRepository(Notification)
      .find({ where: { userId: CLIENT_ID, category: 'document' }, order: { createdAt: 'DESC' } })
      .then((all) => all.filter((notification) => notification.content.includes(originalName)));
  const auditOf = (action: string, resourceId: string) => t.database.dataSource.getRepository(AuditLog).findBy({ action, resourceId });

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
  }, 60_000);
  afterAll(() => t.close());

  it('lets an advisor approve a pending document: approvedBy and approvedAt, an audit row and a notice to the owner', async () => {
    const document = await clientDocument(t, 'Payslips March.pdf');
    const before = Date.now();
    const response = await advisor.put(`/api/documents/${document.id}/approve`).expect(200);
    expect(response.body).toMatchObject({ id: document.id, status: 'approved', approvedBy: ADVISOR_ID, rejectionReason: null });
    const stored = await row(document.id);
    expect(stored.status).toBe('approved');
    expect(stored.approvedBy).toBe(ADVISOR_ID);
    expect(stored.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditOf('document.approve', document.id)).toEqual([
      expect.objectContaining({ userId: ADVISOR_ID, resourceType: 'document' }),
    ]);
    expect(await notificationsAbout('Payslips March.pdf')).toEqual([
      expect.objectContaining({
        type: 'success',
        category: 'document',
        title: 'Document approved',
        content: 'Payslips March.pdf was approved by Lerato Mokoena.',
        actionUrl: '/portal/documents',
        isRead: false,
      }),
    ]);
  });

  it('approves through GraphQL too, answering the approver', async () => {
    const document = await clientDocument(t, 'Rates account.pdf');
    const response = await graphql(
      admin,
      'mutation ($id: ID!) { approveDocument(id: $id) { id status approvedAt approvedBy { email } } }',
      { id: document.id },
    ).expect(200);
    expect(response.body.data.approveDocument).toMatchObject({
      status: 'APPROVED',
      approvedAt: expect.any(String),
      approvedBy: { email: 'admin@example.com' },
    });
  });

  it('refuses to approve a document that is not pending with 400, changing nothing', async () => {
    const document = await clientDocument(t, 'Approved twice.pdf');
    await advisor.put(`/api/documents/${document.id}/approve`).expect(200);
    const approvedAt = (await row(document.id)).approvedAt;
    const again = await admin.put(`/api/documents/${document.id}/approve`).expect(400);
    expect(again.body.message).toBe('Only pending documents can be approved');
    expect((await row(document.id)).approvedAt).toEqual(approvedAt);
    expect(await notificationsAbout('Approved twice.pdf')).toHaveLength(1);
    const reject = await admin.put(`/api/documents/${document.id}/reject`).send({ reason: 'Too late' }).expect(400);
    expect(reject.body.message).toBe('Only pending documents can be rejected');
  });

  it('refuses a client with 403 (REST) and FORBIDDEN (GraphQL), and no session with 401', async () => {
    const document = await clientDocument(t, 'Self approval.pdf');
    expect((await client.put(`/api/documents/${document.id}/approve`).expect(403)).body).toMatchObject({ message: 'Forbidden' });
    await client.put(`/api/documents/${document.id}/reject`).send({ reason: 'No' }).expect(403);
    const gql = await graphql(client, 'mutation ($id: ID!) { approveDocument(id: $id) { id } }', { id: document.id }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.request.put(`/api/documents/${document.id}/approve`).expect(401);
    expect((await row(document.id)).status).toBe('pending');
  });

  it('answers 404 when approving a document that does not exist', async () => {
    await advisor.put('/api/documents/00000000-0000-4000-8000-00000000abcd/approve').expect(404);
  });

  it('rejects with a reason the client then reads, with a warning notice and an audit row', async () => {
    const document = await clientDocument(t, 'Bank statement April.pdf');
    const response = await advisor.put(`/api/documents/${document.id}/reject`).send({ reason: 'Pages 3 and 4 are missing.' }).expect(200);
    expect(response.body).toMatchObject({ status: 'rejected', approvedBy: ADVISOR_ID, rejectionReason: 'Pages 3 and 4 are missing.' });
    expect((await row(document.id)).approvedAt).toBeInstanceOf(Date);
    const seen = await graphql(client, 'query ($id: ID!) { document(id: $id) { status rejectionReason } }', { id: document.id }).expect(
      200,
    );
    expect(seen.body.data.document).toEqual({ status: 'REJECTED', rejectionReason: 'Pages 3 and 4 are missing.' });
    expect(await notificationsAbout('Bank statement April.pdf')).toEqual([
      expect.objectContaining({ type: 'warning', category: 'document', title: 'Document rejected', actionUrl: '/portal/documents' }),
    ]);
    expect(await auditOf('document.reject', document.id)).toEqual([
      expect.objectContaining({ userId: ADVISOR_ID, details: expect.objectContaining({ reason: 'Pages 3 and 4 are missing.' }) }),
    ]);
  });

  it('asks for a reason to reject', async () => {
    const document = await clientDocument(t, 'No reason.pdf');
    const response = await advisor.put(`/api/documents/${document.id}/reject`).send({ reason: '   ' }).expect(400);
    expect(response.body.errors).toEqual([{ path: 'reason', message: 'A reason is required' }]);
    const gql = await graphql(advisor, 'mutation ($id: ID!) { rejectDocument(id: $id, reason: "") { id } }', { id: document.id }).expect(
      200,
    );
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual([{ path: 'reason', message: 'A reason is required' }]);
    expect((await row(document.id)).status).toBe('pending');
  });

  it('lets only one of two reviewers acting at once decide', async () => {
    const document = await clientDocument(t, 'Race.pdf');
    const [first, second] = await Promise.all([
      advisor.put(`/api/documents/${document.id}/approve`),
      admin.put(`/api/documents/${document.id}/reject`).send({ reason: 'Blurred' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(await notificationsAbout('Race.pdf')).toHaveLength(1);
  });
});
