import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { expectAnswered } from '../../test/fuzz-answers';
import { billingSettingsFieldNames } from '../../../../validation/billing/billing-settings-input';

/*
 * The billing settings and VAT rates are an administrator's text read as numbers, dates and lists:
 * any value in any field answers 200/201 or a 400 naming the field, never a 5xx, over REST and
 * GraphQL, and the settings stay one row.
 */
const [sqlite] = testDatabaseTargets;

// Any JSON value a field might be sent as, and text that looks like what is asked for.
const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 150 }), { maxLength: 8 }),
  fc.constantFrom('4150123456', '4150 123 456', '62000000001', '250655', 'cheque', 'INV-', 'CN-', '15.5', '2099-04-01', '__proto__'),
);
const settingsLike = fc.dictionary(fc.constantFrom(...billingSettingsFieldNames, 'vatRate', 'toString'), anyValue, { maxKeys: 16 });

describe(`fuzzing the billing settings' inputs (${sqlite.name})`, () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    admin = await t.agent('admin');
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('the settings over REST and GraphQL', async () => {
    await fc.assert(
      fc.asyncProperty(settingsLike, async (settings) => {
        expectAnswered(await admin.put('/api/billing/settings').send(settings));
        const answer = await graphql(
          admin,
          'mutation ($input: BillingSettingsInput!) { updateBillingSettings(input: $input) { vatVendor } }',
          {
            input: settings,
          },
        );
        expect(answer.status).toBeLessThan(500);
        const code = answer.body.errors?.[0]?.extensions?.code;
        if (code) expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(code);
      }),
      { numRuns: 60 },
    );
    const rows = await t.database.dataSource.query('SELECT COUNT(*) AS count FROM billing_settings');
    expect(Number(rows[0].count)).toBe(1);
  });

  it('new rates and their removal', async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, anyValue, fc.string({ maxLength: 60 }), async (percent, appliesFrom, id) => {
        expectAnswered(await admin.post('/api/billing/vat-rates').send({ percent, appliesFrom }));
        if (id !== '.' && id !== '..') expectAnswered(await admin.delete(`/api/billing/vat-rates/${encodeURIComponent(id)}`));
      }),
      { numRuns: 60 },
    );
  });
});
