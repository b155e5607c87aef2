import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { createUser } from '../../test/people';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { invoiceRecord } from './invoice.record';
import { Invoice } from './invoice.entity';
import { receivablesAgeingRecord } from './receivables-ageing.record';
import { ReceivablesAgeingService } from './receivables-ageing';
import { demoUserIds } from '../../demo/ids';
import { RoleName } from '../../accounts/roles';

// R 100.00 + 15 % VAT: R 115.00 owed on each.
const fee = { description: 'Monthly bookkeeping', quantity: '1', unitPrice: '100.00' };
const EACH = 11_500;
const AGEING = `query ($asOf: String) { receivablesAgeing(asOf: $asOf) { asOf
  rows { client { id email } currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents creditCents balanceCents }
  totals { totalCents creditCents } } }`;

describe.each(testDatabaseTargets)('receivables ageing ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  const today = todayInSouthAfrica(new Date());
  let owing: string;
  let inCredit: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    owing = await createUser(t, 'client', { email: 'ageing.owing@example.com', firstName: 'Sipho', lastName: 'Owing' });
    inCredit = await createUser(t, 'client', { email: 'ageing.credit@example.com', firstName: 'Lerato', lastName: 'Credit' });
    // The demo advisor serves the first (an engagement assigned to them), not the second.
    await newEngagement(t, { clientId: owing });
  }, 60_000);
  afterAll(() => t.close());

  /** An issued invoice of R 115.00 for the client, dated and due as given. */
  async function issued(clientId: string, dueOn: string, issuedOn = addDays(today, -100)) {
    const draft = (
      await admin
        .post('/api/invoices')
        .send({ clientId, lines: [fee] })
        .expect(201)
    ).body;
    const invoice = invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
    await t.database.dataSource.getRepository(Invoice).update({ id: invoice.id }, { dueOn, issuedOn });
    return invoice;
  }
  const ageing = async (agent: TestAgent, asOf?: string) =>
    receivablesAgeingRecord.parse((await agent.get(`/api/invoices/ageing${asOf ? `?asOf=${asOf}` : ''}`).expect(200)).body);
  const rowOf = (answer: Awaited<ReturnType<typeof ageing>>, clientId: string) => answer.rows.find((row) => row.clientId === clientId);

  it('puts each invoice in the bucket of its days past due, lowered by part payments and credit notes, and as it stood on a past day', async () => {
    const dueToday = await issued(owing, today);
    const late30 = await issued(owing, addDays(today, -30));
    await issued(owing, addDays(today, -31));
    await issued(owing, addDays(today, -90));
    await issued(owing, addDays(today, -91));
    expect(rowOf(await ageing(admin), owing)).toEqual({
      clientId: owing,
      currentCents: EACH,
      days1To30Cents: EACH,
      days31To60Cents: EACH,
      days61To90Cents: EACH,
      over90Cents: EACH,
      totalCents: 5 * EACH,
      creditCents: 0,
      balanceCents: 5 * EACH,
    });

    // R 15.00 paid today on the 30 days late one, and the one due today credited in full today.
    await admin.post('/api/payments').send({ invoiceId: late30.id, method: 'eft', amount: '15.00', receivedOn: today }).expect(201);
    const note = (await admin.post(`/api/invoices/${dueToday.id}/credit-notes`).send({ reason: 'Billed twice' }).expect(201)).body;
    await admin.post(`/api/invoices/${note.id}/issue`).expect(200);
    expect(rowOf(await ageing(admin), owing)).toMatchObject({ currentCents: 0, days1To30Cents: 10_000, totalCents: 3 * EACH + 10_000 });

    // Yesterday: neither counts yet, and each invoice was a day less late (90 days late is 61–90).
    const yesterday = rowOf(await ageing(admin, addDays(today, -1)), owing);
    expect(yesterday).toMatchObject({
      currentCents: EACH,
      days1To30Cents: 2 * EACH,
      days31To60Cents: 0,
      days61To90Cents: 2 * EACH,
      over90Cents: 0,
      totalCents: 5 * EACH,
    });
    // Before any was issued the client owed nothing and has no row.
    expect(rowOf(await ageing(admin, addDays(today, -101)), owing)).toBeUndefined();
  });

  it('shows what was paid beyond the invoices as credit, in both APIs, and totals the rows', async () => {
    const invoice = await issued(inCredit, addDays(today, 10));
    await admin.post('/api/payments').send({ invoiceId: invoice.id, method: 'cash', amount: '200', receivedOn: today }).expect(201);
    const answer = await ageing(admin);
    expect(rowOf(answer, inCredit)).toMatchObject({ totalCents: 0, creditCents: 8_500, balanceCents: -8_500 });
    for (const name of ['totalCents', 'creditCents'] as const) {
      expect(answer.totals[name]).toBe(answer.rows.reduce((sum, row) => sum + row[name], 0));
    }
    const read = await graphql(admin, AGEING, {}).expect(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.receivablesAgeing.asOf).toBe(today);
    const row = read.body.data.receivablesAgeing.rows.find((found: { client: { id: string } }) => found.client.id === inCredit);
    expect(row).toMatchObject({ client: { email: 'ageing.credit@example.com' }, creditCents: 8_500, balanceCents: -8_500 });
  });

  it('lists at most its limit of rows, who owes most first, and totals every client all the same', async () => {
    const adminViewer = { id: demoUserIds.admin, email: 'admin@example.com', firstName: 'Admin', roles: [RoleName.ADMIN] };
    const whole = await new ReceivablesAgeingService(t.database.dataSource).ageing(adminViewer, {});
    const one = await new ReceivablesAgeingService(t.database.dataSource, 1).ageing(adminViewer, {});
    expect(whole.rows.length).toBeGreaterThan(1);
    expect(one.rows).toEqual(whole.rows.slice(0, 1));
    expect(one.totals).toEqual(whole.totals);
  });

  it('shows an advisor only the clients they serve, refuses clients, and names asOf when it is wrong', async () => {
    const seen = (await ageing(advisor)).rows.map((row) => row.clientId);
    expect(seen).toContain(owing);
    expect(seen).not.toContain(inCredit);
    await client.get('/api/invoices/ageing').expect(403);
    const refused = await graphql(client, AGEING, {});
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const asOf of [addDays(today, 1), '2026-02-30', 'yesterday']) {
      const response = await admin.get(`/api/invoices/ageing?asOf=${asOf}`).expect(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(['asOf']);
    }
    const bad = await graphql(admin, AGEING, { asOf: addDays(today, 1) });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a token with invoices:read, and no other', async () => {
    const reader = await tokenFor(t, 'admin', ['invoices:read']);
    const other = await tokenFor(t, 'admin', ['payments:read']);
    expect((await bearing(t, reader.secret).get('/api/invoices/ageing').expect(200)).body.asOf).toBe(today);
    await bearing(t, other.secret).get('/api/invoices/ageing').expect(403);
  });
});
