import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { yocoSimulator, type YocoSimulator } from './yoco';
import { invoiceRecord } from './invoice.record';
import { Payment } from './payment.entity';
import { paymentRedirectRecord } from './payment.record';
import { freePort, listen } from './payments-test-kit';

const YOCO = {
  secretKey: 'sk_test_firmsecret123',
  webhookSecret: `whsec_${Buffer.from('the firm’s yoco webhook secret').toString('base64')}`,
};

describe.each(testDatabaseTargets)('paying an invoice through Yoco ($name)', (target) => {
  let t: TestApp;
  let appServer: http.Server;
  let simulatorServer: http.Server;
  let simulator: YocoSimulator;
  let simulatorUrl: string;
  let appUrl: string;
  let admin: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    // Yoco here is a simulator on a port of its own, configured as a real account is: by URL, key and webhook secret.
    simulator = yocoSimulator({ ...YOCO, webhookUrl: () => `${appUrl}/api/payments/notifications/yoco` });
    simulatorServer = await listen(express().use(simulator));
    simulatorUrl = `http://127.0.0.1:${(simulatorServer.address() as AddressInfo).port}`;
    t = await createTestApp(target, {
      PUBLIC_URL: appUrl,
      YOCO_API_URL: simulatorUrl,
      YOCO_SECRET_KEY: YOCO.secretKey,
      YOCO_WEBHOOK_SECRET: YOCO.webhookSecret,
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

  async function issuedInvoice(unitPrice: string) {
    const lines = [{ description: 'Provisional tax IRP6', quantity: '1', unitPrice }];
    const draft = (await admin.post('/api/invoices').send({ clientId: demoUserIds.client, lines }).expect(201)).body;
    return invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
  }
  const paymentsOf = (invoiceId: string) => t.database.dataSource.getRepository(Payment).findBy({ invoiceId });

  it('sends the client to Yoco’s page, records the signed webhook once however often it is replayed, and the invoice reads paid', async () => {
    const invoice = await issuedInvoice('400.00');
    const redirect = paymentRedirectRecord.parse(
      (await client.post('/api/payments/checkout').send({ invoiceId: invoice.id, provider: 'yoco' }).expect(201)).body,
    );
    expect(redirect).toMatchObject({ provider: 'yoco', method: 'GET', fields: [] });
    expect(redirect.url.startsWith(`${simulatorUrl}/checkout/ch_`)).toBe(true);
    const page = await fetch(redirect.url);
    expect(await page.text()).toMatch(/460\.00/);

    const back = await fetch(`${redirect.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${appUrl}/portal/billing/${invoice.id}?payment=returned`);
    const [payment] = await paymentsOf(invoice.id);
    expect(payment).toMatchObject({ method: 'yoco', amountCents: 46_000, feeCents: null });
    expect(payment.providerPaymentId).toMatch(/^p_/);
    expect(invoiceRecord.parse((await client.get(`/api/invoices/${invoice.id}`).expect(200)).body).status).toBe('paid');

    // The same delivery again (a replay, or Yoco retrying): answered 200, recorded once.
    const sent = simulator.lastWebhook()!;
    const replayed = await fetch(sent.url, { method: 'POST', headers: sent.headers, body: sent.body });
    expect(replayed.status).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    // The body changed under the same signature: refused, still one payment.
    const tampered = await fetch(sent.url, { method: 'POST', headers: sent.headers, body: sent.body.replace('46000', '4600') });
    expect(tampered.status).toBe(400);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('refuses a payment below Yoco’s R 2.00 on the provider field, and a webhook signed with another secret', async () => {
    const small = await issuedInvoice('1.00');
    const refused = await client.post('/api/payments/checkout').send({ invoiceId: small.id, provider: 'yoco' }).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'provider', message: expect.stringMatching(/at least R\s2\.00/) });

    const forged = await t.request
      .post('/api/payments/notifications/yoco')
      .set({ 'webhook-id': 'evt_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' })
      .type('json')
      .send(JSON.stringify({ id: 'evt_forged', type: 'payment.succeeded', payload: { id: 'p_forged', amount: 115, currency: 'ZAR' } }))
      .expect(400);
    expect(forged.text).toMatch(/signature/i);
  });
});
