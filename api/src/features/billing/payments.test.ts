import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { agentFor, createUser } from '../../test/people';
import { graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { deliveriesOf, registerEndpoint, setUpWebhookSuite, type TestReceiver } from '../webhooks/webhook-test-kit';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { webhookEventCatalogue, webhookPayloadSchema } from '../../../../validation/webhook-events';
import type { z } from 'zod';

type PaymentReceived = z.infer<(typeof webhookEventCatalogue)['payment.received']['data']>;
import { invoiceRecord, statementRecord } from './invoice.record';
import { paymentRecord } from './payment.record';
import { Invoice } from './invoice.entity';
import { checkoutSignature } from './payfast';
import { newEngagement } from '../../test/engagements';

const consulting = { description: 'Tax consulting (hours)', quantity: '2', unitPrice: '1000.00' };
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { id method amountCents receivedOn reference recordedBy { email } invoice { number status paidCents outstandingCents } } }`;

describe.each(testDatabaseTargets)('payments recorded by staff ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let receiver: TestReceiver;
  let client: TestAgent;
  let advisor: TestAgent;
  const today = todayInSouthAfrica(new Date());

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));
  beforeAll(async () => {
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  });

  /** An issued invoice for the demo client: 2 × R 1 000.00 + 15 % VAT = R 2 300.00. */
  async function issued(lines: object[] = [consulting]) {
    const draft = (await admin.post('/api/invoices').send({ clientId: demoUserIds.client, lines }).expect(201)).body;
    return invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
  }
  const invoiceNow = async (id: string) => invoiceRecord.parse((await admin.get(`/api/invoices/${id}`).expect(200)).body);
  const pay = (invoiceId: string, amount: string, fields: object = {}) =>
    admin.post('/api/payments').send({ invoiceId, method: 'eft', amount, receivedOn: today, reference: 'DLAMINI INV', ...fields });

  it('takes part payments, then the rest: part paid, then paid, on both APIs, announced, audited', async () => {
    const endpoint = await registerEndpoint(admin, `${receiver.url}/hooks`, ['payment.received']);
    const invoice = await issued();
    expect(invoice).toMatchObject({ status: 'issued', totalCents: 230_000, paidCents: 0, outstandingCents: 230_000 });

    const first = paymentRecord.parse((await pay(invoice.id, '1000.50').expect(201)).body);
    expect(first).toMatchObject({ method: 'eft', amountCents: 100_050, receivedOn: today, recordedById: demoUserIds.admin });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'part_paid', paidCents: 100_050, outstandingCents: 129_950 });

    const second = await graphql(admin, RECORD, {
      input: { invoiceId: invoice.id, method: 'cash', amount: '1299.50', receivedOn: today, reference: 'Receipt 7' },
    }).expect(200);
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.recordPayment).toMatchObject({
      method: 'CASH',
      amountCents: 129_950,
      recordedBy: { email: 'admin@example.com' },
      invoice: { number: invoice.number, status: 'PAID', paidCents: 230_000, outstandingCents: 0 },
    });

    // The client sees them under the invoice, in both APIs, and the paid filter finds it.
    const mine = await graphql(client, 'query ($id: ID!) { invoice(id: $id) { status payments { amountCents method } } }', {
      id: invoice.id,
    }).expect(200);
    expect(mine.body.data.invoice).toEqual({
      status: 'PAID',
      payments: [
        { amountCents: 100_050, method: 'EFT' },
        { amountCents: 129_950, method: 'CASH' },
      ],
    });
    const listed = (await client.get(`/api/payments?invoiceId=${invoice.id}`).expect(200)).body.map(
      (row: unknown) => paymentRecord.parse(row).amountCents,
    );
    expect(listed.sort()).toEqual([100_050, 129_950]);
    const paidOnes = (await admin.get('/api/invoices?status=paid').expect(200)).body.map((row: { id: string }) => row.id);
    expect(paidOnes).toContain(invoice.id);
    expect((await admin.get('/api/invoices?status=part_paid').expect(200)).body.map((row: { id: string }) => row.id)).not.toContain(
      invoice.id,
    );

    const deliveries = await deliveriesOf(t, endpoint.id);
    const received = webhookPayloadSchema('payment.received');
    const payloads = deliveries.map((delivery) => received.parse(JSON.parse(delivery.payload)).data as PaymentReceived);
    expect(payloads.map((data) => [data.amountCents, data.outstandingCents]).sort()).toEqual([
      [100_050, 129_950],
      [129_950, 0],
    ]);
    expect(payloads[0]).toMatchObject({
      invoiceId: invoice.id,
      number: invoice.number,
      clientId: demoUserIds.client,
      recordedById: demoUserIds.admin,
    });
    const audited = await t.database.dataSource.getRepository(AuditLog).find({ where: { action: 'payment.record', resourceId: first.id } });
    expect(audited).toHaveLength(1);
  });

  it('adds each payment on an engagement’s invoice to its paid amount, on both APIs, and the unpaid filter follows', async () => {
    // R 300.00 paid before the firm billed it here, of R 2 600.00 agreed.
    const engagement = await newEngagement(t, { clientId: demoUserIds.client, totalAmount: 2600, paidAmount: 300 });
    const draft = (
      await admin.post('/api/invoices').send({ clientId: demoUserIds.client, engagementId: engagement.id, lines: [consulting] })
    ).body;
    const invoice = invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
    const unpaid = async () =>
      (await graphql(admin, '{ engagements(unpaidOnly: true) { id } }').expect(200)).body.data.engagements.map(
        (row: { id: string }) => row.id,
      ) as string[];
    const amounts = async () => {
      const read = await graphql(client, '{ engagements { id paidAmount outstandingAmount paymentProgress } }').expect(200);
      const { id: _id, ...shown } = read.body.data.engagements.find((row: { id: string }) => row.id === engagement.id);
      const rest = (await client.get('/api/engagements').expect(200)).body.find((row: { id: string }) => row.id === engagement.id);
      return { ...shown, rest: rest.paidAmount };
    };
    expect(await amounts()).toEqual({ paidAmount: 300, outstandingAmount: 2300, paymentProgress: 12, rest: 300 });

    await pay(invoice.id, '1000.10').expect(201);
    expect(await amounts()).toEqual({ paidAmount: 1300.1, outstandingAmount: 1299.9, paymentProgress: 50, rest: 1300.1 });
    expect(await unpaid()).toContain(engagement.id);

    await pay(invoice.id, '1299.90').expect(201);
    expect(await amounts()).toEqual({ paidAmount: 2600, outstandingAmount: 0, paymentProgress: 100, rest: 2600 });
    expect(await unpaid()).not.toContain(engagement.id);
    // A payment on an invoice of no engagement moves none.
    const loose = await issued();
    await pay(loose.id, '100.00').expect(201);
    expect((await amounts()).paidAmount).toBe(2600);
  });

  it('keeps what is paid beyond the total as credit on the statement, and an overdue invoice partly paid stays overdue', async () => {
    const balance = async () => statementRecord.parse((await client.get('/api/invoices/statement').expect(200)).body);
    const before = (await balance()).balanceCents;
    const invoice = await issued();
    await pay(invoice.id, '2500').expect(201);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 250_000, outstandingCents: 0 });
    const statement = await balance();
    const lines = statement.lines.filter((line) => line.invoiceId === invoice.id);
    expect(lines.map((line) => [line.kind, line.debitCents, line.creditCents])).toEqual([
      ['invoice', 230_000, 0],
      ['payment', 0, 250_000],
    ]);
    expect(lines[1]).toMatchObject({ number: 'DLAMINI INV', description: `Payment (EFT) for ${invoice.number}` });
    // The R 200.00 beyond it is the client's credit: what they owe drops by it.
    expect(statement.balanceCents).toBe(before - 20_000);
    expect(statement.lines.at(-1)?.balanceCents).toBe(statement.balanceCents);

    const late = await issued();
    await t.database.dataSource.getRepository(Invoice).update({ id: late.id }, { dueOn: addDays(today, -3) });
    await pay(late.id, '100').expect(201);
    expect(await invoiceNow(late.id)).toMatchObject({ status: 'overdue', paidCents: 10_000, outstandingCents: 220_000 });
    const overdue = (await admin.get('/api/invoices?status=overdue').expect(200)).body.map((row: { id: string }) => row.id);
    expect(overdue).toContain(late.id);
  });

  it('refuses what is not a payment, naming the field, and keeps payments to those who see the invoice', async () => {
    const invoice = await issued();
    const refusals: [object, string][] = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '12,50' }, 'amount'],
      [{ amount: '99999999999' }, 'amount'],
      [{ method: 'payfast' }, 'method'],
      [{ receivedOn: '2026-02-30' }, 'receivedOn'],
      [{ receivedOn: addDays(today, 1) }, 'receivedOn'],
      [{ reference: 'x'.repeat(101) }, 'reference'],
      [{ invoiceId: 'no-such-invoice' }, 'invoiceId'],
    ];
    for (const [fields, path] of refusals) {
      const response = await pay(invoice.id, '10', fields).expect(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    // A draft is not payable, nor is a credit note.
    const draft = (
      await admin
        .post('/api/invoices')
        .send({ clientId: demoUserIds.client, lines: [consulting] })
        .expect(201)
    ).body;
    expect((await pay(draft.id, '10').expect(400)).body.errors[0].path).toBe('invoiceId');
    // Clients never record payments; an advisor records only for the clients they serve (the demo advisor serves the demo client).
    await client.post('/api/payments').send({ invoiceId: invoice.id, method: 'eft', amount: '10', receivedOn: today }).expect(403);
    const recorded = await advisor.post('/api/payments').send({ invoiceId: invoice.id, method: 'eft', amount: '10', receivedOn: today });
    expect(recorded.status).toBe(201);
    // Another client sees neither the payment nor the invoice's payments.
    await createUser(t, 'client', { email: 'thandi.payments@example.com', firstName: 'Thandi', lastName: 'Mokoena' });
    const otherClient = await agentFor(t, 'thandi.payments@example.com');
    await otherClient.get(`/api/payments/${recorded.body.id}`).expect(404);
    expect((await otherClient.get('/api/payments').expect(200)).body).toEqual([]);
  });

  it('answers payments to a token with payments:read only, and refuses recording with any token', async () => {
    const invoice = await issued();
    await pay(invoice.id, '5').expect(201);
    const reader = await tokenFor(t, 'admin', ['payments:read']);
    const invoicesOnly = await tokenFor(t, 'admin', ['invoices:read']);
    const rows = (await bearing(t, reader.secret).get(`/api/payments?invoiceId=${invoice.id}`).expect(200)).body;
    expect(rows).toHaveLength(1);
    await bearing(t, invoicesOnly.secret).get('/api/payments').expect(403);
    await bearing(t, reader.secret)
      .post('/api/payments')
      .send({ invoiceId: invoice.id, method: 'eft', amount: '5', receivedOn: today })
      .expect(403);
    // Invoice.payments needs payments:read as well as invoices:read.
    const both = await tokenFor(t, 'admin', ['invoices:read', 'payments:read']);
    const query = 'query ($id: ID!) { invoice(id: $id) { number payments { amountCents } } }';
    const allowed = await bearing(t, both.secret).graphql(query, { id: invoice.id }).expect(200);
    expect(allowed.body.data.invoice.payments).toEqual([{ amountCents: 500 }]);
    const refused = await bearing(t, invoicesOnly.secret).graphql(query, { id: invoice.id });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets forms post to the connected PayFast only, and the demo’s PayFast simulator notify only this site', async () => {
    const page = await t.request.get('/api/payments/providers');
    // The tests run with the simulators: PayFast is this site itself.
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${new URL(t.config.publicUrl).origin}`);
    const checkout = new URLSearchParams([
      ['merchant_id', '10000100'],
      ['merchant_key', '46f0cd694581a'],
      ['return_url', `${t.config.publicUrl}/portal/billing`],
      ['cancel_url', `${t.config.publicUrl}/portal/billing`],
      ['notify_url', 'http://192.0.2.10/steal'],
      ['amount', '10.00'],
      ['item_name', 'Invoice INV-00001'],
    ]);
    const pairs = [...checkout.entries()];
    checkout.append('signature', checkoutSignature(pairs, t.config.payfast!.passphrase));
    const refused = await t.request.post('/simulators/payfast/eng/process').type('form').send(checkout.toString());
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/does not send notifications to that notify_url/);
  });
});
