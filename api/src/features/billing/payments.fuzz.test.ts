import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectAnswered } from '../../test/fuzz-answers';
import { Payment } from './payment.entity';

/*
 * What staff and clients send about payments, and what reaches the providers' notification
 * addresses from anyone at all: any value in any field, any bytes under any content type, answers
 * 2xx, 404 or a 400 (413 when too large), never a 5xx, and no notification that is not a provider's
 * signed word records a payment.
 */
const [sqlite] = testDatabaseTargets;

const anyScalar = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('eft', 'cash', 'payfast', 'yoco', '1150.00', '0', '-5', '1e3', '2026-02-29', '2026-11-28', '__proto__'),
);

describe(`fuzzing the payments' inputs (${sqlite.name})`, () => {
  let t: TestApp;
  let admin: TestAgent;
  let client: TestAgent;
  let invoiceId: string;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    [admin, client] = await Promise.all([t.agent('admin'), t.agent('client')]);
    const lines = [{ description: 'Bookkeeping', quantity: '1', unitPrice: '500.00' }];
    const draft = (await admin.post('/api/invoices').send({ clientId: demoUserIds.client, lines }).expect(201)).body;
    invoiceId = (await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body.id;
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('a payment recorded by staff, and a checkout started by the client', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('the invoice', 'x'.repeat(40), ''),
        anyScalar,
        anyScalar,
        anyScalar,
        anyScalar,
        anyScalar,
        async (which, method, amount, receivedOn, reference, provider) => {
          const id = which === 'the invoice' ? invoiceId : which;
          expectAnswered(await admin.post('/api/payments').send({ invoiceId: id, method, amount, receivedOn, reference }));
          // Yoco's simulator answers at PUBLIC_URL, where nothing listens in this suite: "could not be reached" is a 503, by design.
          const started = await client.post('/api/payments/checkout').send({ invoiceId: id, provider });
          if (started.status !== 503) expectAnswered(started);
          expectAnswered(await client.get(`/api/payments?invoiceId=${encodeURIComponent(String(reference))}`));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('anything at all posted to the notification addresses records nothing', async () => {
    const before = await t.database.dataSource.getRepository(Payment).count();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('payfast', 'yoco'),
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'application/octet-stream'),
        fc.dictionary(fc.constantFrom('webhook-id', 'webhook-timestamp', 'webhook-signature'), fc.string({ maxLength: 80 })),
        async (provider, bytes, type, headers) => {
          const answer = await t.request
            .post(`/api/payments/notifications/${provider}`)
            .set({ 'Content-Type': type, ...headers })
            .send(Buffer.from(bytes));
          expect([400, 413]).toContain(answer.status);
        },
      ),
      { numRuns: 80 },
    );
    expect(await t.database.dataSource.getRepository(Payment).count()).toBe(before);
  });
});
