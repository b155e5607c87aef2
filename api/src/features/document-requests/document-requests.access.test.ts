import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { createUser } from '../../test/people';
import { AuditLog } from '../audit/audit-log.entity';
import { DocumentRequest } from './document-request.entity';
import { countQueries } from '../../test/query-counter';
import { files, secondClientAgent, uploadOverRest } from '../documents/document-test-kit';
import {
  ADVISOR_ID,
  CLIENT_ID,
  SECOND_CLIENT_ID,
  DEMO_OPEN_REQUEST_ID,
  askFor,
  dayFromToday,
  demoChecklistIds,
  documentNotices,
  requestRow,
} from './document-requests-test-kit';
import { checkedAgent } from '../../test/checked-requests';

describe.each(testDatabaseTargets)('document requests: asking and who sees what ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let strangerId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    // A client with no engagement: no advisor serves her, only admins may ask her.
    strangerId = (await signedInClient(t, 'unserved-client')).userId;
  }, 60_000);
  afterAll(() => t.close());

  it('lets the advisor ask a client they serve for one document: 201, the client is notified and e-mailed', async () => {
    const created = await askFor(advisor, { title: 'IRP5 certificates 2026', category: 'tax-returns', note: 'All employers, please.' });
    expect(created).toMatchObject({
      title: 'IRP5 certificates 2026',
      status: 'open',
      clientId: CLIENT_ID,
      requestedBy: ADVISOR_ID,
      isOverdue: false,
    });
    const [notice] = await documentNotices(t, CLIENT_ID, 'Document requested');
    expect(notice.content).toMatch(/^Lerato Mokoena asked you for "IRP5 certificates 2026" by \d+ \w+ \d{4}\.$/);
    await t.app.services.mailQueue.drain();
    const mail = readOutbox(t.config.outboxDir).find((text) => text.includes('Please send us: IRP5 certificates 2026'));
    expect(mail).toContain('To: client@example.com');
    const audit = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'document_request.create', resourceId: CLIENT_ID });
    expect(audit.length).toBeGreaterThan(0);
  });

  it('asks for every item of a checklist at once, over REST and GraphQL', async () => {
    const rest = await advisor
      .post('/api/document-requests/from-checklist')
      .send({ clientId: CLIENT_ID, checklistId: demoChecklistIds.individualTax, dueDate: dayFromToday(14) })
      .expect(201);
    expect(rest.body.map((request: { title: string }) => request.title)).toEqual([
      'IRP5 / IT3(a) employee tax certificates',
      'Medical aid tax certificate',
      'Retirement annuity contribution certificate',
      'IT3(b) investment income certificates',
      'Travel logbook (if you receive a travel allowance)',
      'Section 18A donation receipts',
    ]);
    expect(
      rest.body.every((request: { category: string; status: string }) => request.category === 'tax-returns' && request.status === 'open'),
    ).toBe(true);
    const [notice] = await documentNotices(t, CLIENT_ID, 'Documents requested');
    expect(notice.content).toContain('asked you for 6 documents by');
    // The client's list keeps the checklist's order.
    const listed = (await client.get('/api/document-requests').expect(200)).body as { id: string }[];
    const created = rest.body.map((request: { id: string }) => request.id);
    expect(listed.map((request) => request.id).filter((id) => created.includes(id))).toEqual(created);

    const gql = await graphql(
      admin,
      `
        mutation ($input: RequestDocumentsFromChecklistInput!) {
          requestDocumentsFromChecklist(input: $input) {
            id
            title
            status
            client {
              email
            }
            requestedBy {
              email
            }
          }
        }
      `,
      { input: { clientId: CLIENT_ID, checklistId: demoChecklistIds.vatRegistration, dueDate: dayFromToday(3) } },
    ).expect(200);
    expect(gql.body.data.requestDocumentsFromChecklist).toHaveLength(4);
    expect(gql.body.data.requestDocumentsFromChecklist[0]).toMatchObject({
      status: 'OPEN',
      client: { email: 'client@example.com' },
      requestedBy: { email: 'admin@example.com' },
    });
  });

  it('asks for several single items in one go through GraphQL', async () => {
    const response = await graphql(
      advisor,
      `
        mutation ($input: RequestDocumentsInput!) {
          requestDocuments(input: $input) {
            title
            category
            dueDate
            isOverdue
          }
        }
      `,
      {
        input: {
          clientId: CLIENT_ID,
          dueDate: dayFromToday(5),
          items: [
            { title: 'Lease agreement for the Midrand depot', category: 'CONTRACTS' },
            { title: 'UIF registration letter', category: 'COMPLIANCE' },
          ],
        },
      },
    ).expect(200);
    expect(response.body.data.requestDocuments).toEqual([
      { title: 'Lease agreement for the Midrand depot', category: 'CONTRACTS', dueDate: dayFromToday(5), isOverdue: false },
      { title: 'UIF registration letter', category: 'COMPLIANCE', dueDate: dayFromToday(5), isOverdue: false },
    ]);
  });

  it('refuses bad input with 400 naming each field, storing nothing', async () => {
    const before = await t.database.dataSource.getRepository(DocumentRequest).count();
    const response = await advisor
      .post('/api/document-requests')
      .send({ clientId: CLIENT_ID, title: 'x'.repeat(201), category: 'receipts', dueDate: '2026-02-30' })
      .expect(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title must be at most 200 characters' },
        { path: 'category', message: 'Choose a category from the list' },
        { path: 'dueDate', message: 'Enter the due date as YYYY-MM-DD' },
      ]),
    );
    const past = await advisor
      .post('/api/document-requests')
      .send({ clientId: CLIENT_ID, title: 'Late', category: 'general', dueDate: dayFromToday(-1) })
      .expect(400);
    expect(past.body.errors).toEqual([{ path: 'dueDate', message: 'The due date cannot be in the past' }]);
    const unknownChecklist = await advisor
      .post('/api/document-requests/from-checklist')
      .send({ clientId: CLIENT_ID, checklistId: '00000000-0000-4000-8000-00000000abcd', dueDate: dayFromToday(2) })
      .expect(400);
    expect(unknownChecklist.body.errors).toEqual([{ path: 'checklistId', message: 'Choose a checklist from the list' }]);
    const REQUEST_DOCUMENTS = 'mutation ($input: RequestDocumentsInput!) { requestDocuments(input: $input) { id } }';
    const gql = await graphql(advisor, REQUEST_DOCUMENTS, {
      input: { clientId: CLIENT_ID, dueDate: dayFromToday(2), items: [{ title: '  ', category: 'GENERAL' }] },
    }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual([{ path: 'items.0.title', message: 'Title is required' }]);
    // An unknown category is no DocumentCategory: GraphQL refuses it before the resolver, naming where it was.
    const badCategory = await graphql(advisor, REQUEST_DOCUMENTS, {
      input: { clientId: CLIENT_ID, dueDate: dayFromToday(2), items: [{ title: 'Receipts', category: 'receipts' }] },
    }).expect(400);
    expect(badCategory.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(badCategory.body.errors[0].message).toMatch(
      'Variable "$input" got invalid value "receipts" at "input.items[0].category"; Value "receipts" does not exist in "DocumentCategory" enum',
    );
    expect(await t.database.dataSource.getRepository(DocumentRequest).count()).toBe(before);
  });

  it('keeps an advisor to the clients they serve; admins ask anyone', async () => {
    const refused = await advisor
      .post('/api/document-requests')
      .send({ clientId: strangerId, title: 'Bank statements', category: 'general', dueDate: dayFromToday(2) })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'clientId', message: 'Choose a client from the list' }]);
    const strangers = await askFor(admin, { clientId: strangerId, title: 'Proof of address' });

    await advisor.get(`/api/document-requests/${strangers.id}`).expect(404);
    expect((await advisor.get('/api/document-requests').expect(200)).body.map((request: { id: string }) => request.id)).not.toContain(
      strangers.id,
    );
    await advisor.delete(`/api/document-requests/${strangers.id}`).expect(404);
    const clients = await graphql(advisor, '{ documentRequestClients { email } }').expect(200);
    expect(clients.body.data.documentRequestClients.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['client@example.com', 'client2@example.com']),
    );
    expect(clients.body.data.documentRequestClients.map((user: { email: string }) => user.email)).not.toContain(
      'unserved-client@example.com',
    );
    expect((await admin.get(`/api/document-requests/${strangers.id}`).expect(200)).body.title).toBe('Proof of address');

    // Another advisor, serving no one, sees none of the demo client's requests.
    await createUser(t, 'advisor', { email: 'new-advisor@example.com', firstName: 'Pieter', lastName: 'van Wyk' });
    const newAdvisor = checkedAgent(t.app.express);
    await newAdvisor.post('/api/auth/login').send({ email: 'new-advisor@example.com', password: 'Demo@12345' }).expect(200);
    expect((await newAdvisor.get('/api/document-requests').expect(200)).body).toEqual([]);
    await newAdvisor.get(`/api/document-requests/${DEMO_OPEN_REQUEST_ID}`).expect(404);
  });

  it("shows a client only their own requests: another client's answer 404", async () => {
    const own = (await client.get('/api/document-requests?outstanding=true').expect(200)).body as { clientId: string; status: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((request) => request.clientId === CLIENT_ID && ['open', 'uploaded'].includes(request.status))).toBe(true);
    const stranger = (await signedInClient(t, 'curious-client')).agents[0];
    await stranger.get(`/api/document-requests/${DEMO_OPEN_REQUEST_ID}`).expect(404);
    expect((await stranger.get('/api/document-requests').expect(200)).body).toEqual([]);
    const gql = await graphql(stranger, 'query ($id: ID!) { documentRequest(id: $id) { title } }', { id: DEMO_OPEN_REQUEST_ID }).expect(
      200,
    );
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a client asking or cancelling (403, FORBIDDEN) and no session (401)', async () => {
    await client.post('/api/document-requests').send({}).expect(403);
    await client.delete(`/api/document-requests/${DEMO_OPEN_REQUEST_ID}`).expect(403);
    await client.get('/api/document-checklists').expect(403);
    const gql = await graphql(client, '{ documentChecklists { id } }').expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.request.get('/api/document-requests').expect(401);
  });

  it('lets staff cancel an open request, once', async () => {
    const created = await askFor(advisor, { title: 'Share register' });
    expect((await advisor.delete(`/api/document-requests/${created.id}`).expect(200)).body.status).toBe('cancelled');
    const again = await advisor.delete(`/api/document-requests/${created.id}`).expect(400);
    expect(again.body.errors).toEqual([{ path: 'status', message: 'Only open requests can be cancelled' }]);
    expect((await requestRow(t, created.id)).status).toBe('cancelled');
  });

  it("follows User.documentRequests to each request's client, asker and document in as many statements for more requests", async () => {
    const query = `{ users(first: 50) { nodes { email documentRequests { title client { email } requestedBy { email } document { originalName } } } } }`;
    const measure = async () => {
      const freshAdmin = await t.agent('admin');
      const { result, count } = await countQueries(t.database.dataSource, () => graphql(freshAdmin, query));
      expect(result.body.errors).toBeUndefined();
      return {
        users: result.body.data.users.nodes as { email: string; documentRequests: { title: string; client: { email: string } }[] }[],
        count,
      };
    };
    const before = await measure();
    const demoClient = before.users.find((user) => user.email === 'client@example.com')!;
    expect(demoClient.documentRequests.length).toBeGreaterThan(0);
    expect(demoClient.documentRequests.every((request) => request.client.email === 'client@example.com')).toBe(true);

    // More requests, for another client too, one of them answered with a document.
    await askFor(admin, { clientId: SECOND_CLIENT_ID, title: 'Lease agreement' });
    const answered = await askFor(admin, { clientId: SECOND_CLIENT_ID, title: 'Bank confirmation letter' });
    const second = await secondClientAgent(t);
    await uploadOverRest(second, files.pdf(), 'Bank letter.pdf', { requestId: answered.id }).expect(201);
    const after = await measure();
    const patel = after.users.find((user) => user.email === 'client2@example.com')!;
    expect(patel.documentRequests.map((request) => request.title)).toEqual(
      expect.arrayContaining(['Lease agreement', 'Bank confirmation letter']),
    );
    expect(after.count).toBe(before.count);
  });

  describe('checklists', () => {
    it('lets admins create, edit and delete them; advisors only read them', async () => {
      const items = [
        { title: 'Provisional tax IRP6 workings', category: 'tax-returns' },
        { title: 'Management accounts to date', category: 'financial-statements' },
      ];
      const created = await admin.post('/api/document-checklists').send({ name: 'Provisional tax', items }).expect(201);
      expect(created.body).toMatchObject({ name: 'Provisional tax', description: null, items });
      await advisor.post('/api/document-checklists').send({ name: 'Mine', items }).expect(403);
      const names = (await advisor.get('/api/document-checklists').expect(200)).body.map((checklist: { name: string }) => checklist.name);
      expect(names).toEqual(expect.arrayContaining(['Annual financial statements', 'Individual tax return (ITR12)', 'Provisional tax']));

      const edited = await admin
        .put(`/api/document-checklists/${created.body.id}`)
        .send({ name: 'Provisional tax (IRP6)', description: 'Twice a year', items: items.slice(0, 1) })
        .expect(200);
      expect(edited.body).toMatchObject({ name: 'Provisional tax (IRP6)', description: 'Twice a year', items: items.slice(0, 1) });

      const bad = await admin.put(`/api/document-checklists/${created.body.id}`).send({ name: '', items: [] }).expect(400);
      expect(bad.body.errors).toEqual([
        { path: 'name', message: 'Name is required' },
        { path: 'items', message: 'Add at least one document' },
      ]);
      await advisor.delete(`/api/document-checklists/${created.body.id}`).expect(403);
      await admin.delete(`/api/document-checklists/${created.body.id}`).expect(204);
      await admin.get(`/api/document-checklists/${created.body.id}`).expect(404);
    });
  });
});
