import express from 'express';
import request from 'supertest';
import { payfastCheckout, type PayfastOrder } from './payfast-checkout';
import { confirmItn } from './payfast-confirm';
import { phpUrlencode } from './payfast-encoding';
import { parseOrderedForm } from './payfast-form';
import { readItn, type ItnReading } from './payfast-itn';
import { payfastSimulator, type PayfastSimulator } from './payfast-simulator';
import { simulatedFeeCents } from './payfast-simulator-itn';
import { startLocalServer, type LocalServer } from '../payments-test-kit';

/*
 * The simulator end to end, every address on 127.0.0.1: a signed checkout posted as a browser
 * would, the page, Pay, and the ITN received by a merchant that checks it as the portal will
 * (readItn with the passphrase, then confirmItn against the simulator while the ITN is open).
 */
const PATH = '/simulators/payfast';
const merchant = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'simulated-passphrase' };

interface Received {
  body: string;
  read: ItnReading;
  confirmed: boolean;
}

describe('the PayFast simulator', () => {
  let simulator: PayfastSimulator;
  let payfast: LocalServer;
  let merchantSite: LocalServer;
  let baseUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    simulator = payfastSimulator(merchant);
    payfast = await startLocalServer(express().use(PATH, simulator));
    baseUrl = payfast.origin + PATH;
    merchantSite = await startLocalServer(
      express().post('/notify', express.raw({ type: () => true }), async (req, res) => {
        const body = (req.body as Buffer).toString('utf8');
        const read = readItn(parseOrderedForm(req.body as Buffer), merchant);
        const confirmed = read.ok && (await confirmItn(baseUrl, read.itn.paramString));
        received.push({ body, read, confirmed });
        res.status(200).send('OK');
      }),
    );
  });
  afterAll(async () => {
    await merchantSite.close();
    await payfast.close();
  });
  beforeEach(() => (received.length = 0));

  const order = (changes: Partial<PayfastOrder> = {}): PayfastOrder => ({
    returnUrl: 'http://127.0.0.1/portal/billing/inv-1?payment=returned',
    cancelUrl: 'http://127.0.0.1/portal/billing/inv-1?payment=cancelled',
    notifyUrl: `${merchantSite.origin}/notify`,
    nameFirst: 'Thandi',
    nameLast: 'Nkosi',
    emailAddress: 'thandi@example.co.za',
    mPaymentId: 'c0ffee00-0000-4000-8000-000000000001',
    amountCents: 244375,
    itemName: 'Invoice INV-0001 <b>&</b>',
    ...changes,
  });
  const checkoutFields = (changes: Partial<PayfastOrder> = {}) => payfastCheckout({ baseUrl, ...merchant }, order(changes)).fields;
  const formOf = (fields: Array<[string, string]>) =>
    fields.map(([name, value]) => `${phpUrlencode(name)}=${phpUrlencode(value)}`).join('&');
  const postCheckout = (fields: Array<[string, string]>) =>
    request(payfast.origin).post(`${PATH}/eng/process`).type('form').send(formOf(fields));
  /** The page's Pay and Cancel addresses. */
  const actionsOf = (html: string) => {
    const [pay, cancel] = [...html.matchAll(/<form method="post" action="([^"]+)">/g)].map((match) => match[1]);
    return { pay, cancel };
  };

  it('shows the checkout, sends a signed ITN the merchant accepts and confirms, then sends the buyer back', async () => {
    const page = await postCheckout(checkoutFields()).expect(200).expect('content-type', /html/);
    expect(page.text).toContain('<h1>PayFast simulator</h1>');
    expect(page.text).toContain('<dd class="amount">R 2 443.75</dd>');
    expect(page.text).toContain('>Pay R 2 443.75</button>');
    expect(page.text).toContain('>Cancel</button>');
    expect(page.text).toContain('Invoice INV-0001 &lt;b&gt;&amp;&lt;/b&gt;');
    expect(page.text).toContain('<dd>10000100</dd>');
    expect(page.text).not.toMatch(/<script/i);
    const { pay } = actionsOf(page.text);
    expect(pay).toMatch(new RegExp(`^${PATH}/eng/process/[0-9a-f]{32}/pay$`));

    await request(payfast.origin).post(pay).expect(303).expect('location', order().returnUrl);
    // Sent and answered before the buyer was redirected.
    expect(received).toHaveLength(1);
    const [{ body, read, confirmed }] = received as [Received];
    expect(confirmed).toBe(true);
    const fee = simulatedFeeCents(244375);
    expect(fee).toBe(7287);
    expect(read).toEqual({
      ok: true,
      itn: {
        mPaymentId: order().mPaymentId,
        pfPaymentId: expect.stringMatching(/^\d+$/),
        paymentStatus: 'COMPLETE',
        amountGrossCents: 244375,
        amountFeeCents: -7287,
        paramString: expect.any(String),
      },
    });
    const fields = parseOrderedForm(body);
    expect(fields.map(([name]) => name)).toEqual([
      'm_payment_id', 'pf_payment_id', 'payment_status', 'item_name', 'item_description', 'amount_gross', 'amount_fee', 'amount_net',
      'custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5', 'custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5',
      'name_first', 'name_last', 'email_address', 'merchant_id', 'signature',
    ]); // prettier-ignore
    expect(Object.fromEntries(fields)).toMatchObject({
      amount_gross: '2443.75',
      amount_fee: '-72.87',
      amount_net: '2370.88',
      item_description: '',
      custom_str1: '',
      name_first: 'Thandi',
    });

    // The validate endpoint, asked directly: exactly what was sent is VALID.
    const paramString = read.ok ? read.itn.paramString : '';
    await request(payfast.origin)
      .post(`${PATH}/eng/query/validate`)
      .type('form')
      .send(paramString)
      .expect(200)
      .expect('content-type', /text\/plain/)
      .expect('VALID');
    await request(payfast.origin)
      .post(`${PATH}/eng/query/validate`)
      .type('form')
      .send(paramString.replace('2443.75', '2443.76'))
      .expect('INVALID');
    await request(payfast.origin).post(`${PATH}/eng/query/validate`).expect('INVALID');

    // A second press of Pay sends no second ITN; resendLastItn repeats it, as PayFast does.
    await request(payfast.origin).post(pay).expect(303).expect('location', order().returnUrl);
    expect(received).toHaveLength(1);
    await expect(simulator.resendLastItn()).resolves.toBe(200);
    expect(received.map((itn) => itn.body)).toEqual([body, body]);
  });

  it('sends Cancel back to cancel_url, and the payment stops waiting', async () => {
    const { pay, cancel } = actionsOf((await postCheckout(checkoutFields()).expect(200)).text);
    await request(payfast.origin).post(cancel).expect(303).expect('location', order().cancelUrl);
    await request(payfast.origin).post(pay).expect(404).expect('content-type', /html/);
    expect(received).toHaveLength(0);
  });

  it('still sends the buyer back when the merchant cannot be reached', async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();
    const page = await postCheckout(checkoutFields({ notifyUrl: `${closed.origin}/notify` })).expect(200);
    await request(payfast.origin).post(actionsOf(page.text).pay).expect(303).expect('location', order().returnUrl);
  });

  it('refuses a tampered or wrongly signed checkout with a page that says why', async () => {
    const tampered = checkoutFields().map(([name, value]): [string, string] => [name, name === 'amount' ? '1.00' : value]);
    const refusal = await postCheckout(tampered).expect(400).expect('content-type', /html/);
    expect(refusal.text).toContain('The signature does not match');

    const unsigned = checkoutFields().slice(0, -1);
    expect((await postCheckout(unsigned).expect(400)).text).toContain('has no signature');
    const wrongKey = checkoutFields().map(([name, value]): [string, string] => [name, name === 'merchant_key' ? 'another' : value]);
    expect((await postCheckout(wrongKey).expect(400)).text).toContain('merchant_key');
    expect((await postCheckout([...checkoutFields(), ['currency', 'ZAR']]).expect(400)).text).toContain(
      'PayFast has no field &quot;currency&quot;',
    );
    const signedWithoutPassphrase = payfastCheckout({ baseUrl, ...merchant, passphrase: undefined }, order()).fields;
    await postCheckout(signedWithoutPassphrase).expect(400);
    await request(payfast.origin).post(`${PATH}/eng/process`).type('form').send('merchant_id=%ZZ').expect(400);
    await request(payfast.origin)
      .post(`${PATH}/eng/process`)
      .type('form')
      .send(`a=${'x'.repeat(20_000)}`)
      .expect(413);
  });

  it('accepts the fields in any order, signing them in PayFast’s', async () => {
    const fields = checkoutFields();
    await postCheckout([fields.at(-1)!, ...fields.slice(0, -1).reverse()]).expect(200);
  });

  it('forgets a payment left waiting for an hour, and keeps at most 1000', async () => {
    let clock = new Date('2026-03-01T08:00:00Z');
    const app = express().use(PATH, payfastSimulator({ ...merchant, now: () => clock }));
    const post = async () =>
      actionsOf((await request(app).post(`${PATH}/eng/process`).type('form').send(formOf(checkoutFields())).expect(200)).text);
    const early = await post();
    clock = new Date('2026-03-01T08:30:00Z');
    const later = await post();
    clock = new Date('2026-03-01T09:00:01Z');
    await request(app).post(early.cancel).expect(404);
    await request(app).post(later.cancel).expect(303);

    const oldest = await post();
    const next = await post();
    for (let index = 0; index < 999; index += 1) await post();
    await request(app).post(oldest.cancel).expect(404);
    await request(app).post(next.cancel).expect(303);
  });
});
