import type TestAgent from 'supertest/lib/agent';
import type { z } from 'zod';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { deliveriesOf, registerEndpoint, setUpWebhookSuite, type TestReceiver } from '../webhooks/webhook-test-kit';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { formatCents } from '../../../../validation/billing/money';
import { webhookEventCatalogue, webhookPayloadSchema } from '../../../../validation/webhook-events';
import { invoiceRecord, statementRecord } from './invoice.record';
import { paymentRecord } from './payment.record';
import { Engagement } from '../engagements/engagement.entity';

type PaymentRefunded = z.infer<(typeof webhookEventCatalogue)['payment.refunded']['data']>;

/** 2 × R 1 000.00 + 15 % VAT = R 2 300.00. */
const consulting = { description: 'Tax consulting (hours)', quantity: '2', unitPrice: '1000.00' };
const REFUND = `mutation ($input: RecordRefundInput!) { recordRefund(input: $input) { id method amountCents receivedOn invoice { status paidCents refundableCents } } }`;

describe.each(testDatabaseTargets)('refunds ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let receiver: TestReceiver;
  let client: TestAgent;
  const today = todayInSouthAfrica(new Date());

  setUpWebhookSuite(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }, (suite) => ({ t, admin, receiver } = suite));
  beforeAll(async () => {
    client = await t.agent('client');
  });

  async function issued(fields: object = {}) {
    const draft = (
      await admin
        .post('/api/invoices')
        .send({ clientId: demoUserIds.client, lines: [consulting], ...fields })
        .expect(201)
    ).body;
    return invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
  }
  const invoiceNow = async (id: string) => invoiceRecord.parse((await admin.get(`/api/invoices/${id}`).expect(200)).body);
  const pay = (invoiceId: string, amount: string) =>
    admin.post('/api/payments').send({ invoiceId, method: 'eft', amount, receivedOn: today }).expect(201);
  const refund = (invoiceId: string, amount: string, fields: object = {}) =>
    admin.post('/api/payments/refunds').send({ invoiceId, method: 'eft', amount, refundedOn: today, reference: 'REFUND', ...fields });
  const balance = async () => statementRecord.parse((await client.get('/api/invoices/statement').expect(200)).body);

  it('pays back an overpayment, at most what was paid beyond: on the statement, announced and audited', async () => {
    const endpoint = await registerEndpoint(admin, `${receiver.url}/hooks`, ['payment.refunded']);
    const invoice = await issued();
    await pay(invoice.id, '2500.00');
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 250_000, refundableCents: 20_000 });
    const before = (await balance()).balanceCents;

    const tooMuch = await refund(invoice.id, '200.01').expect(400);
    expect(tooMuch.body.errors).toEqual([
      { path: 'amount', message: `At most ${formatCents(20_000)} was paid beyond what ${invoice.number} asks` },
    ]);

    const back = paymentRecord.parse((await refund(invoice.id, '200.00').expect(201)).body);
    expect(back).toMatchObject({ method: 'eft', amountCents: -20_000, receivedOn: today, recordedById: demoUserIds.admin });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 230_000, outstandingCents: 0, refundableCents: 0 });

    const statement = await balance();
    expect(statement.balanceCents).toBe(before + 20_000);
    expect(statement.lines.at(-1)).toMatchObject({
      kind: 'refund',
      paymentId: back.id,
      number: 'REFUND',
      debitCents: 20_000,
      creditCents: 0,
      description: `Refund (EFT) for ${invoice.number}`,
    });

    const [delivery] = await deliveriesOf(t, endpoint.id);
    const data = webhookPayloadSchema('payment.refunded').parse(JSON.parse(delivery.payload)).data as PaymentRefunded;
    expect(data).toEqual({
      paymentId: back.id,
      invoiceId: invoice.id,
      number: invoice.number,
      clientId: demoUserIds.client,
      engagementId: null,
      method: 'eft',
      amountCents: 20_000,
      refundedOn: today,
      recordedById: demoUserIds.admin,
    });
    const audited = await t.database.dataSource.getRepository(AuditLog).find({ where: { action: 'payment.refund', resourceId: back.id } });
    expect(audited).toHaveLength(1);
  });

  it('refunds a paid fee once a credit note lowers what the invoice asks, and the engagement’s paid amount follows', async () => {
    const engagement = await newEngagement(t, { totalAmount: 2300, paidAmount: 0 });
    const invoice = await issued({ engagementId: engagement.id });
    await pay(invoice.id, '2300.00');
    const nothing = await refund(invoice.id, '100.00').expect(400);
    expect(nothing.body.errors).toEqual([
      { path: 'amount', message: `Nothing was paid beyond what ${invoice.number} asks: issue a credit note first` },
    ]);

    const note = await admin
      .post(`/api/invoices/${invoice.id}/credit-notes`)
      .send({ reason: 'One hour not worked', lines: [{ ...consulting, quantity: '1' }] })
      .expect(201);
    await admin.post(`/api/invoices/${note.body.id}/issue`).expect(200);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'paid', creditedCents: 115_000, refundableCents: 115_000 });

    const answer = await graphql(admin, REFUND, {
      input: { invoiceId: invoice.id, method: 'payfast', amount: '1150', refundedOn: today, reference: 'PF refund 7' },
    }).expect(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.recordRefund).toMatchObject({
      method: 'PAYFAST',
      amountCents: -115_000,
      invoice: { status: 'PAID', paidCents: 115_000, refundableCents: 0 },
    });
    const stored = await t.database.dataSource.getRepository(Engagement).findOneByOrFail({ id: engagement.id });
    expect(stored.paidAmount).toBe(1150);
  });

  it('refunds once when two staff refund the same credit at once', async () => {
    const invoice = await issued();
    await pay(invoice.id, '2400.00');
    const answers = await Promise.all([refund(invoice.id, '100.00'), refund(invoice.id, '100.00')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await invoiceNow(invoice.id)).toMatchObject({ paidCents: 230_000, refundableCents: 0 });
  });

  it('refuses what is not a refund, naming the field, and keeps refunds to staff in a session', async () => {
    const invoice = await issued();
    await pay(invoice.id, '2400.00');
    const bad = await admin
      .post('/api/payments/refunds')
      .send({ invoiceId: invoice.id, method: 'cheque', amount: '-5', refundedOn: addDays(today, 1) })
      .expect(400);
    expect(bad.body.errors).toEqual([
      { path: 'method', message: 'Method must be payfast, yoco, eft or cash' },
      { path: 'amount', message: 'Amount must be an amount in rand with at most 2 decimals' },
    ]);
    const future = await refund(invoice.id, '10.00', { refundedOn: addDays(today, 1) }).expect(400);
    expect(future.body.errors).toEqual([{ path: 'refundedOn', message: 'Refunded on cannot be a day still to come' }]);
    const unknown = await refund('00000000-0000-4000-8000-00000000beef', '10.00').expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'invoiceId', message: 'Choose an issued invoice' }]);

    await client.post('/api/payments/refunds').send({ invoiceId: invoice.id, method: 'eft', amount: '10', refundedOn: today }).expect(403);
    const token = bearing(t, (await tokenFor(t, 'admin', ['payments:read', 'invoices:write'])).secret);
    await token.post('/api/payments/refunds').send({ invoiceId: invoice.id, method: 'eft', amount: '10', refundedOn: today }).expect(403);
    expect((await invoiceNow(invoice.id)).refundableCents).toBe(10_000);
  });
});
