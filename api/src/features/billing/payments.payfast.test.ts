import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { itnSignature, payfastSimulator, type PayfastSimulator } from './payfast';
import { invoiceRecord } from './invoice.record';
import { Payment } from './payment.entity';
import { paymentRedirectRecord } from './payment.record';
import { freePort, listen } from './payments-test-kit';

const MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'a passphrase of the firm' };

/** What a browser does with a page's form: its action and fields. */
const formsOf = (html: string) => [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

describe.each(testDatabaseTargets)('paying an invoice through PayFast ($name)', (target) => {
  let t: TestApp;
  let appServer: http.Server;
  let simulatorServer: http.Server;
  let simulator: PayfastSimulator;
  let simulatorUrl: string;
  let appUrl: string;
  let admin: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    // PayFast here is a simulator on a port of its own, configured as a real account is: by URL, ids and passphrase.
    simulator = payfastSimulator(MERCHANT);
    simulatorServer = await listen(express().use(simulator));
    simulatorUrl = `http://127.0.0.1:${(simulatorServer.address() as AddressInfo).port}`;
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(target, {
      PUBLIC_URL: appUrl,
      PAYFAST_URL: simulatorUrl,
      PAYFAST_MERCHANT_ID: MERCHANT.merchantId,
      PAYFAST_MERCHANT_KEY: MERCHANT.merchantKey,
      PAYFAST_PASSPHRASE: MERCHANT.passphrase,
      // Yoco not connected: only PayFast is offered.
      PAYMENT_SIMULATORS: 'false',
    });
    appServer = await listen(t.app.express, port);
    [admin, client] = await Promise.all([t.agent('admin'), t.agent('client')]);
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => appServer.close(resolve));
    await new Promise((resolve) => simulatorServer.close(resolve));
    await t.close();
  });

  async function issuedInvoice(unitPrice = '1000.00') {
    const lines = [{ description: 'Annual financial statements', quantity: '1', unitPrice }];
    const draft = (await admin.post('/api/invoices').send({ clientId: demoUserIds.client, lines }).expect(201)).body;
    return invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
  }
  const paymentsOf = (invoiceId: string) => t.database.dataSource.getRepository(Payment).findBy({ invoiceId });

  /** The client presses Pay, the browser posts the form to PayFast, and PayFast's page offers Pay and Cancel. */
  async function checkout(invoiceId: string) {
    const redirect = paymentRedirectRecord.parse(
      (await client.post('/api/payments/checkout').send({ invoiceId, provider: 'payfast' }).expect(201)).body,
    );
    expect(redirect).toMatchObject({ provider: 'payfast', method: 'POST', url: `${simulatorUrl}/eng/process` });
    const page = await fetch(redirect.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(redirect.fields.map(({ name, value }): [string, string] => [name, value])).toString(),
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    const [pay, cancel] = formsOf(html);
    return {
      redirect,
      html,
      pay: `${simulatorUrl}${pay.slice(pay.indexOf('/eng/'))}`,
      cancel: `${simulatorUrl}${cancel.slice(cancel.indexOf('/eng/'))}`,
    };
  }

  it('takes the client to PayFast with a signed form, records the ITN once, and the invoice reads paid', async () => {
    const invoice = await issuedInvoice();
    const { redirect, html, pay } = await checkout(invoice.id);
    const field = (name: string) => redirect.fields.find((each) => each.name === name)?.value;
    expect(field('amount')).toBe('1150.00');
    expect(field('notify_url')).toBe(`${appUrl}/api/payments/notifications/payfast`);
    expect(field('return_url')).toBe(`${appUrl}/portal/billing/${invoice.id}?payment=returned`);
    expect(field('item_name')).toBe(`Invoice ${invoice.number}`);
    expect(redirect.fields.at(-1)?.name).toBe('signature');
    expect(html).toMatch(/1\s150\.00/);

    const back = await fetch(pay, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${appUrl}/portal/billing/${invoice.id}?payment=returned`);
    // By the time the client is back, PayFast's ITN has been checked, confirmed and recorded.
    const [payment] = await paymentsOf(invoice.id);
    expect(payment).toMatchObject({ method: 'payfast', amountCents: 115_000, recordedById: null });
    expect(payment.feeCents).toBeGreaterThan(0);
    expect(invoiceRecord.parse((await client.get(`/api/invoices/${invoice.id}`).expect(200)).body)).toMatchObject({
      status: 'paid',
      paidCents: 115_000,
      outstandingCents: 0,
    });
    // PayFast repeats an ITN it was not sure of: the payment stays one.
    expect(await simulator.resendLastItn()).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const audited = await t.database.dataSource
      .getRepository(AuditLog)
      .find({ where: { action: 'payment.receive', resourceId: payment.id } });
    expect(audited).toHaveLength(1);
    // Nothing is owed any more: Pay is refused.
    const again = await client.post('/api/payments/checkout').send({ invoiceId: invoice.id, provider: 'payfast' }).expect(400);
    expect(again.body.errors[0].path).toBe('invoiceId');
  });

  it('refuses an ITN with a bad signature, one for another amount, and one PayFast did not send, recording nothing', async () => {
    const invoice = await issuedInvoice('200.00');
    const { redirect } = await checkout(invoice.id);
    const checkoutId = redirect.fields.find((field) => field.name === 'm_payment_id')!.value;
    const itn = (amount: string): [string, string][] => [
      ['m_payment_id', checkoutId],
      ['pf_payment_id', '1234567'],
      ['payment_status', 'COMPLETE'],
      ['item_name', `Invoice ${invoice.number}`],
      ['item_description', ''],
      ['amount_gross', amount],
      ['amount_fee', '-8.67'],
      ['amount_net', '221.33'],
      ['name_first', 'Sipho'],
      ['name_last', 'Dlamini'],
      ['email_address', 'client@example.com'],
      ['merchant_id', MERCHANT.merchantId],
    ];
    const post = (pairs: [string, string][]) =>
      t.request.post('/api/payments/notifications/payfast').type('form').send(new URLSearchParams(pairs).toString());

    const forged = itn('230.00');
    const badSignature = await post([...forged, ['signature', itnSignature(forged, 'not the passphrase')]]).expect(400);
    expect(badSignature.text).toMatch(/signature/i);
    const cheaper = itn('1.00');
    const wrongAmount = await post([...cheaper, ['signature', itnSignature(cheaper, MERCHANT.passphrase)]]).expect(400);
    expect(wrongAmount.text).toMatch(/R\s1\.00.*R\s230\.00/);
    // Signed right, for the right amount, but PayFast never sent it: its validation answers INVALID.
    const unsent = itn('230.00');
    const unconfirmed = await post([...unsent, ['signature', itnSignature(unsent, MERCHANT.passphrase)]]).expect(400);
    expect(unconfirmed.text).toMatch(/confirm/i);
    await t.request.post('/api/payments/notifications/payfast').type('form').send('%zz=1').expect(400);
    await t.request.post('/api/payments/notifications/payfast').type('form').send('a=1&'.repeat(20_000)).expect(413);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('sends the client back with nothing paid when they cancel, and refuses Pay on another client’s invoice', async () => {
    const invoice = await issuedInvoice('50.00');
    const { cancel } = await checkout(invoice.id);
    const back = await fetch(cancel, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${appUrl}/portal/billing/${invoice.id}?payment=cancelled`);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    const yoco = await client.post('/api/payments/checkout').send({ invoiceId: invoice.id, provider: 'yoco' }).expect(400);
    expect(yoco.body.errors[0].path).toBe('provider');
    expect((await client.get('/api/payments/providers').expect(200)).body).toEqual(['payfast']);
  });
});
