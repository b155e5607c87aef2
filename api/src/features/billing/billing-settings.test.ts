import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { billingSettingsRecord, vatRateRecord } from './billing-settings.record';
import { firmIdentity } from '../../../../validation/firm-identity';
import { STANDARD_RATE_HISTORY } from '../../../../validation/billing/vat';

const SETTINGS = `{ billingSettings { registeredName addressLines vatNumber vatVendor bankName accountNumber accountType invoicePrefix numberDigits paymentTermsDays updatedAt } }`;
const UPDATE = `mutation ($input: BillingSettingsInput!) { updateBillingSettings(input: $input) { registeredName vatNumber vatVendor accountType } }`;
const RATES = `{ vatRates { id basisPoints percent appliesFrom inForce removable } }`;
const ADD_RATE = `mutation ($input: VatRateInput!) { addVatRate(input: $input) { id basisPoints percent appliesFrom inForce removable } }`;
const REMOVE_RATE = `mutation ($id: ID!) { removeVatRate(id: $id) { id appliesFrom } }`;

/** The settings a firm that is a VAT vendor and takes EFT saves. */
const vendorSettings = {
  registeredName: 'Khanya Tax & Advisory (Pty) Ltd',
  addressLines: ['Block C, Grand Central Office Park', '', '14 New Road, Halfway House', 'Midrand, 1685'],
  vatNumber: '4123 456 789',
  registrationNumber: '2015/123456/07',
  email: 'accounts@khanya-advisory.co.za',
  phone: '+27 11 312 4580',
  bankName: 'First National Bank',
  accountHolder: 'Khanya Tax & Advisory (Pty) Ltd',
  accountNumber: '6200 123 4567',
  branchCode: '250655',
  accountType: 'cheque',
  invoicePrefix: 'KTA-',
  creditNotePrefix: 'KCN-',
  numberDigits: 6,
  paymentTermsDays: 14,
};

describe.each(testDatabaseTargets)('the billing settings and VAT rates ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
  }, 60_000);
  afterAll(() => t.close());

  const auditOf = (action: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { action }, order: { createdAt: 'ASC' } });

  it('shows administrators the firm’s identity until the settings are first saved, and nobody else', async () => {
    const demo = billingSettingsRecord.parse((await admin.get('/api/billing/settings').expect(200)).body);
    expect(demo).toMatchObject({ vatNumber: '4150123456', vatVendor: true, bankName: 'First National Bank' });
    // A firm that has saved none: the demo's settings taken away.
    await t.database.dataSource.query('DELETE FROM billing_settings');
    const rest = await admin.get('/api/billing/settings').expect(200);
    expect(billingSettingsRecord.parse(rest.body)).toMatchObject({
      registeredName: firmIdentity.name,
      addressLines: [...firmIdentity.headOffice.addressLines],
      vatNumber: null,
      vatVendor: false,
      bankName: null,
      invoicePrefix: 'INV-',
      creditNotePrefix: 'CN-',
      numberDigits: 5,
      paymentTermsDays: 30,
      updatedAt: null,
    });
    const answer = await graphql(admin, SETTINGS).expect(200);
    expect(answer.body.data.billingSettings).toMatchObject({ registeredName: firmIdentity.name, vatVendor: false, updatedAt: null });

    await advisor.get('/api/billing/settings').expect(403);
    await client.put('/api/billing/settings').send(vendorSettings).expect(403);
    const refused = await graphql(advisor, SETTINGS).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('saves the whole settings, tidied (no empty address line, digits only), audited by the fields that changed', async () => {
    const saved = (await admin.put('/api/billing/settings').send(vendorSettings).expect(200)).body;
    expect(saved).toMatchObject({
      addressLines: ['Block C, Grand Central Office Park', '14 New Road, Halfway House', 'Midrand, 1685'],
      vatNumber: '4123456789',
      vatVendor: true,
      accountNumber: '62001234567',
      accountType: 'cheque',
      invoicePrefix: 'KTA-',
      numberDigits: 6,
      paymentTermsDays: 14,
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
    const read = await graphql(admin, SETTINGS).expect(200);
    expect(read.body.data.billingSettings).toMatchObject({ vatNumber: '4123456789', vatVendor: true, accountType: 'CHEQUE' });

    // Saved again through GraphQL with no VAT number: no longer a vendor; the one row changes.
    const { vatNumber: _vatNumber, accountType: _accountType, ...rest } = vendorSettings;
    const again = await graphql(admin, UPDATE, { input: { ...rest, vatNumber: null, accountType: 'SAVINGS' } }).expect(200);
    expect(again.body.data.updateBillingSettings).toEqual({
      registeredName: vendorSettings.registeredName,
      vatNumber: null,
      vatVendor: false,
      accountType: 'SAVINGS',
    });
    const rows = await t.database.dataSource.query('SELECT COUNT(*) AS count FROM billing_settings');
    expect(Number(rows[0].count)).toBe(1);

    const audits = await auditOf('billing_settings.update');
    expect(audits.map((audit) => audit.details)).toEqual([
      { changed: expect.arrayContaining(['registeredName', 'vatNumber', 'bankName', 'invoicePrefix', 'paymentTermsDays']) },
      { changed: ['vatNumber', 'accountType'] },
    ]);
  });

  it('refuses settings that could not go on a tax invoice, naming each field, in both APIs', async () => {
    const wrong = await admin
      .put('/api/billing/settings')
      .send({
        ...vendorSettings,
        vatNumber: '1234567890',
        addressLines: [' '],
        accountHolder: '',
        branchCode: '25065',
        creditNotePrefix: 'KTA-',
      })
      .expect(400);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'vatNumber', message: 'VAT number must be 10 digits beginning with 4' },
        { path: 'addressLines', message: 'Enter the address' },
        { path: 'branchCode', message: 'Branch code must be 6 digits' },
      ]),
    );
    const halfBank = await admin
      .put('/api/billing/settings')
      .send({ ...vendorSettings, accountHolder: null, accountNumber: '' })
      .expect(400);
    expect(halfBank.body.errors).toEqual([
      { path: 'accountHolder', message: 'Enter the account holder' },
      { path: 'accountNumber', message: 'Enter the account number' },
    ]);
    const samePrefix = await admin
      .put('/api/billing/settings')
      .send({ ...vendorSettings, creditNotePrefix: 'KTA-' })
      .expect(400);
    expect(samePrefix.body.errors).toEqual([
      { path: 'creditNotePrefix', message: 'Credit note prefix must differ from the invoice prefix' },
    ]);
    const unknown = await admin
      .put('/api/billing/settings')
      .send({ ...vendorSettings, vatRate: 15 })
      .expect(400);
    expect(unknown.body.errors[0].message).toMatch(/vatRate/);

    const answer = await graphql(admin, UPDATE, { input: { ...vendorSettings, accountType: 'CHEQUE', numberDigits: 11 } }).expect(200);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors[0].extensions.fieldErrors).toEqual([{ path: 'numberDigits', message: 'Number width must be at most 10' }]);
  });

  it('lists the rates to staff, the latest first, with the one in force today', async () => {
    const rates = (await advisor.get('/api/billing/vat-rates').expect(200)).body;
    expect(rates.map((rate: unknown) => vatRateRecord.parse(rate))).toMatchObject([
      { basisPoints: 1500, percent: '15', appliesFrom: '2018-04-01', inForce: true, removable: false },
      { basisPoints: 1400, percent: '14', appliesFrom: '1993-04-07', inForce: false, removable: false },
    ]);
    // The history every start writes (standard-rates.ts), from validation/billing/vat.ts.
    expect(
      rates.map(({ basisPoints, appliesFrom }: { basisPoints: number; appliesFrom: string }) => ({ basisPoints, appliesFrom })).reverse(),
    ).toEqual(STANDARD_RATE_HISTORY);
    const answer = await graphql(advisor, RATES).expect(200);
    expect(answer.body.data.vatRates).toEqual(rates.map(({ createdAt: _createdAt, ...rate }: { createdAt: string }) => rate));
    await client.get('/api/billing/vat-rates').expect(403);
  });

  it('adds a rate only from a later day, removes one only before it comes into force, each audited', async () => {
    const past = await admin.post('/api/billing/vat-rates').send({ percent: '16', appliesFrom: '2020-01-01' }).expect(400);
    expect(past.body.errors).toEqual([
      { path: 'appliesFrom', message: 'A new rate applies from today or a later day: invoices already issued keep their rate' },
    ]);
    const notARate = await admin.post('/api/billing/vat-rates').send({ percent: '15.555', appliesFrom: '1 May' }).expect(400);
    expect(notARate.body.errors.map((error: { path: string }) => error.path)).toEqual(['percent', 'appliesFrom']);
    await advisor.post('/api/billing/vat-rates').send({ percent: '15.5', appliesFrom: '2099-05-01' }).expect(403);

    const added = (await admin.post('/api/billing/vat-rates').send({ percent: '15.5', appliesFrom: '2099-05-01' }).expect(201)).body;
    expect(added).toMatchObject({ basisPoints: 1550, percent: '15.5', appliesFrom: '2099-05-01', inForce: false, removable: true });
    const before = await graphql(admin, ADD_RATE, { input: { percent: '16', appliesFrom: '2099-04-30' } }).expect(200);
    expect(before.body.errors[0].extensions.fieldErrors).toEqual([
      { path: 'appliesFrom', message: 'A new rate must apply from after 2099-05-01, when the latest rate applies from' },
    ]);

    const [inForce] = (await advisor.get('/api/billing/vat-rates').expect(200)).body.filter((rate: { inForce: boolean }) => rate.inForce);
    const kept = await admin.delete(`/api/billing/vat-rates/${inForce.id}`).expect(409);
    expect(kept.body.message).toBe('The rate from 2018-04-01 has come into force and is kept: add a new rate instead');
    await admin.delete('/api/billing/vat-rates/00000000-0000-4000-8000-000000000000').expect(404);

    const removed = await graphql(admin, REMOVE_RATE, { id: added.id }).expect(200);
    expect(removed.body.data.removeVatRate).toEqual({ id: added.id, appliesFrom: '2099-05-01' });
    expect((await advisor.get('/api/billing/vat-rates').expect(200)).body).toHaveLength(2);

    expect((await auditOf('vat_rate.add')).map((audit) => audit.details)).toEqual([{ basisPoints: 1550, appliesFrom: '2099-05-01' }]);
    expect((await auditOf('vat_rate.remove')).map((audit) => audit.details)).toEqual([{ basisPoints: 1550, appliesFrom: '2099-05-01' }]);
  });

  it('is for a signed-in session only: API tokens are refused both ways', async () => {
    const api = bearing(t, (await tokenFor(t, 'admin', ['engagements:read'])).secret);
    await api.get('/api/billing/vat-rates').expect(403);
    const answer = await api.graphql(RATES).expect(403);
    expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
