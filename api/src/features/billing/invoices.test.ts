import type TestAgent from 'supertest/lib/agent';
import { User } from '../../accounts/user.entity';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { agentFor, createUser } from '../../test/people';
import { createTestApp, demoEmails, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from '../documents/document.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { bytesOf, compact, pdfPages } from '../engagement-letters/engagement-letters-test-kit';
import { invoiceRecord } from './invoice.record';

/** supertest keeps binary bodies as Buffers only when asked to. */
const asBuffer = (request: ReturnType<TestAgent['get']>) =>
  request.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });

const FIELDS = `id kind status number issuedOn dueOn vatBasisPoints taxInvoiceKind netCents vatCents totalCents creditedCents outstandingCents
  notes reason lines { description quantityThousandths unitPriceCents treatment netCents vatCents }
  supplier { name vatNumber bank { accountNumber } } recipient { name addressLines vatNumber } client { email } creditsInvoice { number }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { ${FIELDS} } }`;
const ISSUE = `mutation ($id: ID!) { issueInvoice(id: $id) { ${FIELDS} } }`;
const CREDIT = `mutation ($input: CreateCreditNoteInput!) { createCreditNote(input: $input) { ${FIELDS} } }`;

const consulting = { description: 'Tax consulting (hours)', quantity: '2.5', unitPrice: '850.00' };
const filing = { description: 'CIPC annual return filing', quantity: 1, unitPrice: 1200 };

describe.each(testDatabaseTargets)('invoices and credit notes ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  let clientId: string;
  const today = todayInSouthAfrica(new Date());

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    clientId = (await t.database.dataSource.getRepository(User).findOneByOrFail({ email: demoEmails.client })).id;
  }, 60_000);
  afterAll(() => t.close());

  const auditOf = (action: string) => t.database.dataSource.getRepository(AuditLog).find({ where: { action } });
  const draft = async (lines: object[] = [consulting]) =>
    invoiceRecord.parse((await admin.post('/api/invoices').send({ clientId, lines }).expect(201)).body);

  it('keeps a draft to staff, priced exactly at today’s rate, and issues it with a number, dates and who it is from and to', async () => {
    const created = await draft([consulting, { ...filing, vatTreatment: 'zero_rated' }]);
    // 2.5 × R 850.00 = R 2 125.00, VAT R 318.75; the zero-rated line adds R 1 200.00 and no VAT.
    expect(created).toMatchObject({ kind: 'invoice', status: 'draft', number: null, issuedOn: null, supplier: null, recipient: null });
    expect(created).toMatchObject({ netCents: 332_500, vatCents: 31_875, totalCents: 364_375, vatBasisPoints: 1500 });
    expect(created.lines[1]).toMatchObject({ treatment: 'zero_rated', netCents: 120_000, vatCents: 0 });
    await client.get(`/api/invoices/${created.id}`).expect(404);
    expect((await client.get('/api/invoices').expect(200)).body.map((row: { id: string }) => row.id)).not.toContain(created.id);

    const changed = await graphql(admin, UPDATE, { id: created.id, input: { lines: [consulting], notes: 'Order 42' } }).expect(200);
    expect(changed.body.data.updateInvoice).toMatchObject({ totalCents: 244_375, notes: 'Order 42', status: 'DRAFT' });

    const issued = (await graphql(admin, ISSUE, { id: created.id }).expect(200)).body.data.issueInvoice;
    expect(issued).toMatchObject({
      status: 'ISSUED',
      issuedOn: today,
      dueOn: addDays(today, 30),
      vatBasisPoints: 1500,
      taxInvoiceKind: 'ABRIDGED',
      totalCents: 244_375,
      outstandingCents: 244_375,
      supplier: { name: 'Khanya Tax & Advisory (Pty) Ltd', vatNumber: '4150123456', bank: { accountNumber: expect.any(String) } },
      recipient: { name: 'Dlamini Logistics (Pty) Ltd', addressLines: expect.arrayContaining(['Midrand 1686', 'Gauteng']) },
      client: { email: demoEmails.client },
    });
    expect(issued.number).toMatch(/^INV-\d{5}$/);
    // The client now sees it, in both APIs, and in the graph under themselves.
    expect(invoiceRecord.parse((await client.get(`/api/invoices/${created.id}`).expect(200)).body).number).toBe(issued.number);
    const mine = await graphql(
      client,
      `
        {
          me {
            invoices {
              number
              status
            }
          }
        }
      `,
    ).expect(200);
    expect(mine.body.data.me.invoices).toContainEqual({ number: issued.number, status: 'ISSUED' });
    expect(await auditOf('invoice.issue')).toContainEqual(expect.objectContaining({ resourceId: created.id }));
  });

  it('never changes an issued invoice: editing, deleting or issuing it again answers 409', async () => {
    const { id } = await draft();
    await admin.post(`/api/invoices/${id}/issue`).expect(200);
    expect((await admin.patch(`/api/invoices/${id}`).send({ notes: 'Changed' }).expect(409)).body.message).toMatch(/credit note/);
    await admin.delete(`/api/invoices/${id}`).expect(409);
    await admin.post(`/api/invoices/${id}/issue`).expect(409);
  });

  it('files the original PDF among the client’s documents, and prints every later one as a copy', async () => {
    const { id } = await draft([consulting]);
    await admin.get(`/api/invoices/${id}/pdf`).expect(409);
    const issued = invoiceRecord.parse((await admin.post(`/api/invoices/${id}/issue`).expect(200)).body);
    expect(issued.documentId).toEqual(expect.any(String));
    const filed = await client.get(`/api/documents/${issued.documentId}`).expect(200);
    expect(filed.body).toMatchObject({ originalName: `${issued.number}.pdf`, category: 'correspondence', status: 'approved' });
    const file = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: issued.documentId! });
    expect(file.userId).toBe(clientId);
    const original = compact((await pdfPages(await bytesOf(await t.app.services.documents.storage.open(file.fileName))))[0]);
    expect(original).toContain(`Invoicenumber:${issued.number}`);
    expect(original).not.toContain('COPY');
    const copy = await asBuffer(client.get(`/api/invoices/${id}/pdf`)).expect(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(compact((await pdfPages(copy.body))[0])).toContain('COPY');
  });

  it('keeps a statement of account with the running balance, for the client and for staff', async () => {
    const before = (await client.get('/api/invoices/statement').expect(200)).body.balanceCents;
    const { id } = await draft([consulting]);
    await admin.post(`/api/invoices/${id}/issue`).expect(200);
    const note = await admin
      .post(`/api/invoices/${id}/credit-notes`)
      .send({ reason: 'Goodwill', lines: [{ ...consulting, quantity: '1' }] })
      .expect(201);
    await admin.post(`/api/invoices/${note.body.id}/issue`).expect(200);
    const statement = (await client.get('/api/invoices/statement').expect(200)).body;
    const [invoiceLine, creditLine] = statement.lines.slice(-2);
    expect(invoiceLine).toMatchObject({ invoiceId: id, debitCents: 244_375, creditCents: 0, balanceCents: before + 244_375 });
    expect(creditLine).toMatchObject({ kind: 'credit_note', creditCents: 97_750, balanceCents: before + 244_375 - 97_750 });
    expect(creditLine.description).toMatch(/^Credit note CN-\d+ against INV-\d+$/);
    expect(statement.balanceCents).toBe(before + 146_625);
    const forStaff = await graphql(
      admin,
      `
        query ($clientId: String) {
          billingStatement(clientId: $clientId) {
            balanceCents
          }
        }
      `,
      { clientId },
    );
    expect(forStaff.body.data.billingStatement.balanceCents).toBe(statement.balanceCents);
    const someoneElse = await client.get('/api/invoices/statement').query({ clientId: 'another' }).expect(400);
    expect(someoneElse.body.errors).toEqual([{ path: 'clientId', message: 'Choose a client you bill' }]);
  });

  it('deletes a draft', async () => {
    const { id } = await draft();
    await admin.delete(`/api/invoices/${id}`).expect(200);
    await admin.get(`/api/invoices/${id}`).expect(404);
  });

  it('numbers issued invoices one after another, with no number twice, however many are issued at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, () => draft()));
    const answers = await Promise.all(drafts.map(({ id }) => admin.post(`/api/invoices/${id}/issue`).expect(200)));
    const serials = answers.map((answer) => Number(invoiceRecord.parse(answer.body).number!.slice(4))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(6);
    expect(serials[5] - serials[0]).toBe(5);
  });

  it('corrects an invoice with credit notes, numbered in their own sequence, never crediting more than is left', async () => {
    const { id } = await draft([consulting, filing]);
    const invoice = invoiceRecord.parse((await admin.post(`/api/invoices/${id}/issue`).expect(200)).body);
    // Part of it: the filing line, at the invoice's rate.
    const part = await graphql(admin, CREDIT, {
      input: { invoiceId: id, reason: 'Filing not needed', lines: [{ ...filing, quantity: '1', unitPrice: '1200' }] },
    }).expect(200);
    const partNote = part.body.data.createCreditNote;
    expect(partNote).toMatchObject({ kind: 'CREDIT_NOTE', status: 'DRAFT', totalCents: 138_000, reason: 'Filing not needed' });
    const issuedNote = (await graphql(admin, ISSUE, { id: partNote.id }).expect(200)).body.data.issueInvoice;
    expect(issuedNote).toMatchObject({ status: 'ISSUED', dueOn: null, creditsInvoice: { number: invoice.number } });
    expect(issuedNote.number).toMatch(/^CN-\d{5}$/);
    const afterPart = invoiceRecord.parse((await admin.get(`/api/invoices/${id}`).expect(200)).body);
    expect(afterPart).toMatchObject({ status: 'issued', creditedCents: 138_000, outstandingCents: invoice.totalCents - 138_000 });

    // "The whole invoice" once part of it is credited: the lines must be named.
    const whole = await admin.post(`/api/invoices/${id}/credit-notes`).send({ reason: 'Cancelled' }).expect(400);
    expect(whole.body.errors).toContainEqual(expect.objectContaining({ path: 'lines' }));
    // More than is left: refused.
    const tooMuch = await admin
      .post(`/api/invoices/${id}/credit-notes`)
      .send({ reason: 'Cancelled', lines: [consulting, consulting] })
      .expect(400);
    expect(tooMuch.body.errors[0].message).toMatch(/^Credit at most R/);
    // The rest: credited in full.
    const rest = invoiceRecord.parse(
      (
        await admin
          .post(`/api/invoices/${id}/credit-notes`)
          .send({ reason: 'Work cancelled', lines: [consulting] })
          .expect(201)
      ).body,
    );
    await admin.post(`/api/invoices/${rest.id}/issue`).expect(200);
    const credited = invoiceRecord.parse((await admin.get(`/api/invoices/${id}`).expect(200)).body);
    expect(credited).toMatchObject({ status: 'credited', outstandingCents: 0 });
    const listed = await admin.get('/api/invoices').query({ status: 'credited', kind: 'invoice' }).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(id);
  });

  it('reads an issued invoice past its due date with something owed as overdue', async () => {
    const { id } = await draft();
    await admin.post(`/api/invoices/${id}/issue`).expect(200);
    await t.database.dataSource.query('UPDATE invoices SET dueOn = ? WHERE id = ?', [addDays(today, -1), id]);
    const overdue = await admin.get('/api/invoices').query({ status: 'overdue' }).expect(200);
    expect(overdue.body.map((row: { id: string; status: string }) => [row.id, row.status])).toContainEqual([id, 'overdue']);
    const current = await admin.get('/api/invoices').query({ status: 'issued' }).expect(200);
    expect(current.body.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('finds the invoices still owed by words of the number or the client’s name, in both APIs', async () => {
    const mokoena = await createUser(t, 'client', { email: 'thandeka@example.com', firstName: 'Thandeka', lastName: 'Mokoena' });
    const issued = async () => {
      const { id } = invoiceRecord.parse(
        (
          await admin
            .post('/api/invoices')
            .send({ clientId: mokoena, lines: [consulting] })
            .expect(201)
        ).body,
      );
      return invoiceRecord.parse((await admin.post(`/api/invoices/${id}/issue`).expect(200)).body);
    };
    const owed = await issued();
    const paid = await issued();
    await admin.post('/api/payments').send({ invoiceId: paid.id, method: 'eft', amount: '2443.75', receivedOn: today }).expect(201);
    const drafted = invoiceRecord.parse(
      (
        await admin
          .post('/api/invoices')
          .send({ clientId: mokoena, lines: [consulting] })
          .expect(201)
      ).body,
    );
    const ids = (answer: { body: { id: string }[] }) => answer.body.map((row) => row.id);

    // Every word, in any case and any order, is part of the first name, the last name or the number.
    const all = await admin.get('/api/invoices').query({ search: ' MOKOENA  thandeka ' }).expect(200);
    expect(ids(all).sort()).toEqual([owed.id, paid.id, drafted.id].sort());
    expect(ids(await admin.get('/api/invoices').query({ search: 'mokoena', unpaidOnly: 'true' }).expect(200))).toEqual([owed.id]);
    expect(ids(await admin.get('/api/invoices').query({ search: 'mokoena nobody' }).expect(200))).toEqual([]);
    // unpaidOnly=false narrows nothing; and an advisor finds only the clients they serve.
    expect(ids(await admin.get('/api/invoices').query({ search: 'mokoena', unpaidOnly: 'false' }).expect(200))).toHaveLength(3);
    expect(ids(await advisor.get('/api/invoices').query({ search: 'mokoena' }).expect(200))).toEqual([]);

    const found = await graphql(
      admin,
      `
        query ($search: String) {
          invoices(search: $search, unpaidOnly: true, kind: INVOICE) {
            totalCount
            nodes {
              id
              status
            }
          }
        }
      `,
      { search: `${owed.number!.toLowerCase()} Thandeka` },
    ).expect(200);
    expect(found.body.data.invoices).toEqual({ totalCount: 1, nodes: [{ id: owed.id, status: 'ISSUED' }] });
    // A wildcard is a character like any other.
    expect(ids(await admin.get('/api/invoices').query({ search: 'mok%' }).expect(200))).toEqual([]);

    const long = await admin
      .get('/api/invoices')
      .query({ search: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.errors).toEqual([{ path: 'search', message: 'Search must be at most 100 characters' }]);
    const notBoolean = await admin.get('/api/invoices').query({ unpaidOnly: 'yes' }).expect(400);
    expect(notBoolean.body.errors).toEqual([{ path: 'unpaidOnly', message: 'Unpaid only must be true or false' }]);
  });

  it('refuses bad input naming the field, and staff who do not bill the client', async () => {
    const empty = await admin.post('/api/invoices').send({ clientId, lines: [] }).expect(400);
    expect(empty.body.errors).toContainEqual({ path: 'lines', message: 'Add at least one line' });
    const typed = await admin
      .post('/api/invoices')
      .send({ clientId, lines: [{ description: 'Hours', quantity: 'lots', unitPrice: '12,5.0' }] })
      .expect(400);
    expect(typed.body.errors.map((detail: { path: string }) => detail.path)).toEqual(['lines.0.quantity', 'lines.0.unitPrice']);
    const huge = await admin
      .post('/api/invoices')
      .send({ clientId, lines: [{ description: 'Audit', quantity: '100000', unitPrice: '99999999.99' }] })
      .expect(400);
    expect(huge.body.errors[0].path).toBe('lines');
    // A price is refused by its length before it is read: no amount is written in 21 characters.
    const padded = await admin
      .post('/api/invoices')
      .send({ clientId, lines: [{ description: 'Audit', quantity: '1', unitPrice: `${' '.repeat(17)}1.00` }] })
      .expect(400);
    expect(padded.body.errors).toEqual([
      { path: 'lines.0.unitPrice', message: 'Unit price must be an amount in rand with at most 2 decimals' },
    ]);
    await client
      .post('/api/invoices')
      .send({ clientId, lines: [consulting] })
      .expect(403);

    // An advisor bills only the clients of engagements assigned to them.
    const stranger = await createUser(t, 'client', { email: 'stranger@example.com', firstName: 'Sam', lastName: 'Stranger' });
    const refused = await advisor
      .post('/api/invoices')
      .send({ clientId: stranger, lines: [consulting] })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'clientId', message: 'Choose a client you bill' }]);
    const served = await advisor
      .post('/api/invoices')
      .send({ clientId, lines: [consulting] })
      .expect(201);
    expect(served.body.status).toBe('draft');
    // An engagement of another client is not this client's.
    const theirs = await newEngagement(t, { clientId: stranger });
    const wrong = await admin
      .post('/api/invoices')
      .send({ clientId, engagementId: theirs.id, lines: [consulting] })
      .expect(400);
    expect(wrong.body.errors).toEqual([{ path: 'engagementId', message: 'Choose one of the client’s engagements' }]);
  });

  it('issues a full tax invoice only when the client’s address is known', async () => {
    const nowhere = await createUser(t, 'client', { email: 'nowhere@example.com', firstName: 'Nomsa', lastName: 'Nowhere' });
    const big = { description: 'Annual financial statements', quantity: '1', unitPrice: '12000.00' };
    const { id } = invoiceRecord.parse(
      (
        await admin
          .post('/api/invoices')
          .send({ clientId: nowhere, lines: [big] })
          .expect(201)
      ).body,
    );
    const refused = await admin.post(`/api/invoices/${id}/issue`).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'clientId', message: expect.stringMatching(/address/) });
    // The refused issue took no number: the draft is still a draft.
    expect(invoiceRecord.parse((await admin.get(`/api/invoices/${id}`).expect(200)).body)).toMatchObject({ status: 'draft', number: null });
    await t.database.dataSource
      .getRepository(User)
      .update({ id: nowhere }, { address: '3 Long Street', city: 'Cape Town', postalCode: '8001' });
    const issued = invoiceRecord.parse((await admin.post(`/api/invoices/${id}/issue`).expect(200)).body);
    expect(issued).toMatchObject({
      taxInvoiceKind: 'full',
      recipient: { name: 'Nomsa Nowhere', addressLines: ['3 Long Street', 'Cape Town 8001'] },
    });
    const nomsa = await agentFor(t, 'nowhere@example.com');
    expect((await nomsa.get('/api/invoices').expect(200)).body.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('opens invoices to tokens with invoices:read and invoices:write, but never who they are to', async () => {
    const { id } = await draft();
    await admin.post(`/api/invoices/${id}/issue`).expect(200);
    const reader = await tokenFor(t, 'admin', ['invoices:read']);
    const listed = await bearing(t, reader.secret).get(`/api/invoices/${id}`).expect(200);
    expect(listed.body).toMatchObject({ id, status: 'issued' });
    // Who it is to is the client's company's details, as the Company is: closed to tokens.
    expect(listed.body.recipient).toBeUndefined();
    await bearing(t, reader.secret)
      .post('/api/invoices')
      .send({ clientId, lines: [consulting] })
      .expect(403);
    const none = await tokenFor(t, 'admin', ['jobs:read']);
    await bearing(t, none.secret).get('/api/invoices').expect(403);
    const writer = await tokenFor(t, 'admin', ['invoices:write', 'users:read']);
    const made = await bearing(t, writer.secret)
      .post('/api/invoices')
      .send({ clientId, lines: [consulting] })
      .expect(201);
    // Selecting who it is to is refused to a token, with the field named; the rest is answered.
    const refused = await bearing(t, writer.secret).graphql(ISSUE, { id: made.body.id });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toMatch(/recipient/);
    const issued = await bearing(t, writer.secret)
      .graphql(`mutation ($id: ID!) { issueInvoice(id: $id) { number status client { email } } }`, { id: made.body.id })
      .expect(200);
    expect(issued.body.data.issueInvoice).toMatchObject({ status: 'ISSUED', client: { email: demoEmails.client } });
  });
});
