import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { documentsNamed, files, secondClientAgent, uploadOverGraphql, uploadOverRest } from '../documents/document-test-kit';
import { DocumentRequest } from './document-request.entity';
import { CLIENT_ID, DEMO_OVERDUE_REQUEST_ID, askFor, dayFromToday, documentNotices, requestRow } from './document-requests-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets)('document requests: uploads, reviews and reminders ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  }, 60_000);
  afterAll(() => t.close());

  it('marks a request uploaded when the client uploads against it, and closes it when the document is approved', async () => {
    const request = await askFor(advisor, { title: 'Payroll summary February', category: 'financial-statements' });
    const upload = await uploadOverRest(client, files.pdf(), 'Payroll February.pdf', {
      category: 'financial-statements',
      requestId: request.id,
    }).expect(201);
    expect(await requestRow(t, request.id)).toMatchObject({ status: 'uploaded', documentId: upload.body.id, closedAt: null });

    const seen = await graphql(client, 'query ($id: ID!) { documentRequest(id: $id) { status document { originalName status } } }', {
      id: request.id,
    }).expect(200);
    expect(seen.body.data.documentRequest).toEqual({
      status: 'UPLOADED',
      document: { originalName: 'Payroll February.pdf', status: 'PENDING' },
    });

    await advisor.put(`/api/documents/${upload.body.id}/approve`).expect(200);
    const closed = await requestRow(t, request.id);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).toBeInstanceOf(Date);
  });

  it('opens the request again when its document is rejected, and takes a new upload through GraphQL', async () => {
    const request = await askFor(advisor, { title: 'Medical aid certificate', category: 'tax-returns' });
    const first = await uploadOverRest(client, files.pdf(), 'Medical aid.pdf', { requestId: request.id }).expect(201);
    await advisor.put(`/api/documents/${first.body.id}/reject`).send({ reason: 'This is the 2024 certificate.' }).expect(200);
    expect(await requestRow(t, request.id)).toMatchObject({ status: 'open', documentId: first.body.id });

    const second = await uploadOverGraphql(client, files.pdf(), 'Medical aid 2025.pdf', {
      category: 'TAX_RETURNS',
      requestId: request.id,
    }).expect(200);
    expect(second.body.errors).toBeUndefined();
    expect(await requestRow(t, request.id)).toMatchObject({ status: 'uploaded', documentId: second.body.data.uploadDocument.id });
  });

  it("refuses an upload against another client's request or a cancelled one, naming requestId and storing nothing", async () => {
    const request = await askFor(advisor, { title: 'Trust deed' });
    const other = await uploadOverRest(await secondClientAgent(t), files.pdf(), 'Not mine.pdf', { requestId: request.id }).expect(400);
    expect(other.body.errors).toEqual([{ path: 'requestId', message: 'Choose a document request from the list' }]);
    await advisor.delete(`/api/document-requests/${request.id}`).expect(200);
    const cancelled = await uploadOverRest(client, files.pdf(), 'Too late.pdf', { requestId: request.id }).expect(400);
    expect(cancelled.body.errors).toEqual([{ path: 'requestId', message: 'This document request is no longer waiting for a document' }]);
    expect(await requestRow(t, request.id)).toMatchObject({ status: 'cancelled', documentId: null });
    expect([...(await documentsNamed(t, 'Not mine.pdf')), ...(await documentsNamed(t, 'Too late.pdf'))]).toEqual([]);
  });

  it('reminds the client of an overdue request exactly once, even with two rounds at once', async () => {
    const repository = t.database.dataSource.getRepository(DocumentRequest);
    const request = await askFor(advisor, { title: 'Fuel card statements', dueDate: dayFromToday(0) });
    const later = new Date(Date.now() + 2 * DAY_MS);
    // The seeded overdue request and this one fall due; two processes run a round at the same moment.
    const rounds = await Promise.all([
      t.app.services.overdueRequestReminders.sendDue(later),
      t.app.services.overdueRequestReminders.sendDue(later),
    ]);
    expect((await repository.findOneByOrFail({ id: request.id })).overdueReminderSentAt).toBeInstanceOf(Date);
    const reminders = await documentNotices(t, CLIENT_ID, 'Document overdue');
    expect(reminders.filter((notice) => notice.content.startsWith('"Fuel card statements" was due on'))).toHaveLength(1);
    expect(reminders.filter((notice) => notice.content.startsWith('"Fixed asset register'))).toHaveLength(1);
    expect(rounds[0] + rounds[1]).toBe(reminders.length);
    expect((await repository.findOneByOrFail({ id: DEMO_OVERDUE_REQUEST_ID })).overdueReminderSentAt).toBeInstanceOf(Date);

    await t.app.services.mailQueue.drain();
    const mails = readOutbox(t.config.outboxDir).filter((text) => text.includes('Subject: Document overdue'));
    expect(mails.filter((text) => text.replace(/=\r?\n/g, '').includes('Fuel card statements'))).toHaveLength(1);

    expect(await t.app.services.overdueRequestReminders.sendDue(new Date(later.getTime() + DAY_MS))).toBe(0);
    expect(await documentNotices(t, CLIENT_ID, 'Document overdue')).toHaveLength(reminders.length);
  });

  it('does not remind of a request that is not overdue or no longer open', async () => {
    const waiting = await askFor(advisor, { title: 'Not yet due', dueDate: dayFromToday(30) });
    expect(await t.app.services.overdueRequestReminders.sendDue(new Date())).toBe(0);
    expect((await requestRow(t, waiting.id)).overdueReminderSentAt).toBeNull();
  });

  it('flags an open request past its due day as overdue to the client', async () => {
    const own = await graphql(client, '{ documentRequests(filter: { outstanding: true }) { id isOverdue status } }').expect(200);
    const overdue = own.body.data.documentRequests.find((request: { id: string }) => request.id === DEMO_OVERDUE_REQUEST_ID);
    expect(overdue).toMatchObject({ isOverdue: true, status: 'OPEN' });
  });
});
