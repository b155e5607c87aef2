import type TestAgent from 'supertest/lib/agent';
import { parse } from 'papaparse';
import { testDatabaseTargets } from '../../../test/database';
import { createUser } from '../../../test/people';
import { createTestApp, graphql, type TestApp } from '../../../test/test-app';
import { bearing, tokenFor } from '../../api-tokens/api-tokens-test-kit';
import { todayInSouthAfrica } from '../../../../../validation/south-africa-time';
import { addDays } from '../../../../../validation/tax-calendar/calendar-days';
import { invoiceRecord } from '../invoice.record';
import { XERO_HEADER } from './xero';
import { SAGE_HEADER, sageCustomerReference } from './sage';

const EXPORT = `query ($format: AccountingExportFormat!, $from: String!, $to: String!) {
  accountingExport(format: $format, from: $from, to: $to) { fileName contentType content documentCount } }`;

/** A CSV answer read back into rows, the byte order mark dropped. */
const rowsOf = (text: string) => parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe.each(testDatabaseTargets)('the accounting export ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let client: TestAgent;
  let clientId: string;
  let number: string;
  let creditNumber: string;
  const today = todayInSouthAfrica(new Date());
  const dmy = today.split('-').reverse().join('/');

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, client] = await Promise.all([t.agent('admin'), t.agent('client')]);
    clientId = await createUser(t, 'client', { email: 'export.client@example.com', firstName: 'Naledi', lastName: 'Export' });
    const lines = [
      { description: 'Tax return, "individual", 2026', quantity: '2.5', unitPrice: '850.10' },
      { description: 'Export of goods', quantity: '1', unitPrice: '100.00', vatTreatment: 'zero_rated' },
      { description: '=SUM(A1)', quantity: '3', unitPrice: '0.10', vatTreatment: 'exempt' },
    ];
    const draft = (await admin.post('/api/invoices').send({ clientId, lines }).expect(201)).body;
    const invoice = invoiceRecord.parse((await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body);
    number = invoice.number!;
    const note = (
      await admin
        .post(`/api/invoices/${invoice.id}/credit-notes`)
        .send({ reason: 'Hours billed twice', lines: [{ description: 'Tax return hours', quantity: '0.5', unitPrice: '850.10' }] })
        .expect(201)
    ).body;
    creditNumber = invoiceRecord.parse((await admin.post(`/api/invoices/${note.id}/issue`).expect(200)).body).number!;
  }, 60_000);
  afterAll(() => t.close());

  const download = (query: string) => admin.get(`/api/invoices/export?${query}`);

  it('writes Xero’s template: a row per line, exact money, tax types, a credit note negative, quoted and formula-safe', async () => {
    const response = await download(`format=xero&from=${today}&to=${today}`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="xero-invoices-${today}-to-${today}.csv"`);
    const [header, ...rows] = rowsOf(response.text);
    expect(header).toEqual([...XERO_HEADER]);
    const column = (row: string[], name: (typeof XERO_HEADER)[number]) => row[XERO_HEADER.indexOf(name)];
    const mine = rows.filter((row) => [number, creditNumber].includes(column(row, '*InvoiceNumber')));
    const pick = (row: string[]) =>
      (['*InvoiceNumber', '*Description', '*Quantity', '*UnitAmount', '*TaxType', 'TaxAmount', '*AccountCode'] as const).map((name) =>
        column(row, name),
      );
    expect(mine.map(pick)).toEqual([
      // 2.5 × R 850.10 = R 2 125.25, VAT R 318.79 (318.7875 rounded half away from zero).
      [number, 'Tax return, "individual", 2026', '2.5', '850.10', 'Standard Rate Sales', '318.79', '200'],
      [number, 'Export of goods', '1', '100.00', 'Zero Rated', '0.00', '200'],
      [number, "'=SUM(A1)", '3', '0.10', 'Exempt Income', '0.00', '200'],
      [creditNumber, 'Tax return hours', '-0.5', '850.10', 'Standard Rate Sales', '-63.76', '200'],
    ]);
    expect(column(mine[0], '*ContactName')).toBe('Naledi Export');
    expect(column(mine[0], 'EmailAddress')).toBe('export.client@example.com');
    expect(column(mine[0], '*InvoiceDate')).toBe(dmy);
    expect(column(mine[0], '*DueDate')).toBe(addDays(today, 30).split('-').reverse().join('/'));
    expect(column(mine[3], 'Reference')).toBe(`Credit against ${number}`);
    expect(column(mine[0], 'Currency')).toBe('ZAR');
    // The quoting as sent: a cell with a comma or a quote is quoted, its quotes doubled.
    expect(response.text).toContain('"Tax return, ""individual"", 2026"');
  });

  it('writes Sage’s quick entries with net, VAT and total per line, and GraphQL answers the same bytes', async () => {
    const response = await download(`format=sage&from=${addDays(today, -3)}&to=${today}&accountCode=1000`).expect(200);
    const [header, ...rows] = rowsOf(response.text);
    expect(header).toEqual([...SAGE_HEADER]);
    const mine = rows.filter((row) => row[1] === sageCustomerReference(clientId));
    expect(mine.map((row) => [row[0], row[2], row[4], row[5], row[6], row[7], row[8], row[9], row[10]])).toEqual([
      [
        'Invoice',
        today.split('-').reverse().join('-'),
        number,
        '1000',
        'Tax return, "individual", 2026',
        '2125.25',
        'Standard',
        '318.79',
        '2444.04',
      ],
      ['Invoice', today.split('-').reverse().join('-'), number, '1000', 'Export of goods', '100.00', 'Zero Rated', '0.00', '100.00'],
      ['Invoice', today.split('-').reverse().join('-'), number, '1000', "'=SUM(A1)", '0.30', 'Exempt', '0.00', '0.30'],
      ['Cr Note', today.split('-').reverse().join('-'), creditNumber, '1000', 'Tax return hours', '425.05', 'Standard', '63.76', '488.81'],
    ]);
    const read = await graphql(admin, EXPORT, { format: 'SAGE', from: addDays(today, -3), to: today }).expect(200);
    expect(read.body.errors).toBeUndefined();
    const file = read.body.data.accountingExport;
    expect(file).toMatchObject({ fileName: `sage-invoices-${addDays(today, -3)}-to-${today}.csv`, contentType: 'text/csv; charset=utf-8' });
    expect(file.documentCount).toBeGreaterThanOrEqual(2);
    // The same bytes as REST's, both with Sage's default account.
    const same = await download(`format=sage&from=${addDays(today, -3)}&to=${today}`).expect(200);
    expect(file.content).toBe(same.text);
    expect(rowsOf(same.text)[1][5]).toBe('4000');
  });

  it('refuses bad days, a range over 366 days or backwards, an unknown format, and anyone but staff, naming the field', async () => {
    const refusals: [string, string][] = [
      [`format=xero&from=2026-02-30&to=${today}`, 'from'],
      [`format=xero&to=${today}`, 'from'],
      [`format=xero&from=${today}`, 'to'],
      [`format=xero&from=${today}&to=${addDays(today, -1)}`, 'to'],
      [`format=xero&from=${addDays(today, -366)}&to=${today}`, 'to'],
      [`format=quickbooks&from=${today}&to=${today}`, 'format'],
      [`format=xero&from=${today}&to=${today}&accountCode=${encodeURIComponent('=1+1')}`, 'accountCode'],
    ];
    for (const [query, path] of refusals) {
      const response = await download(query).expect(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    // 366 days, both ends counted, is a leap year's worth: allowed.
    await download(`format=xero&from=${addDays(today, -365)}&to=${today}`).expect(200);
    await client.get(`/api/invoices/export?format=xero&from=${today}&to=${today}`).expect(403);
    // It names the clients: a token needs users:read as well as invoices:read.
    const invoicesOnly = await tokenFor(t, 'admin', ['invoices:read']);
    const both = await tokenFor(t, 'admin', ['invoices:read', 'users:read']);
    await bearing(t, invoicesOnly.secret).get(`/api/invoices/export?format=xero&from=${today}&to=${today}`).expect(403);
    await bearing(t, both.secret).get(`/api/invoices/export?format=xero&from=${today}&to=${today}`).expect(200);
  });
});
