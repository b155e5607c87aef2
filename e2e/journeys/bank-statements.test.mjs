import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000004';

const withPages = journeyBrowser();

/** An invoice issued to the demo client through the API, of `rand` before VAT. */
async function issuedInvoice(rand) {
  const asAdmin = await apiAs('admin@example.com');
  const draft = await asAdmin('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
    input: { clientId: DEMO_CLIENT_ID, lines: [{ description: 'Bookkeeping, February 2026', quantity: '1', unitPrice: rand }] },
  });
  assert.equal(draft.errors, undefined, JSON.stringify(draft.errors));
  const issued = await asAdmin('mutation ($id: ID!) { issueInvoice(id: $id) { id number totalCents } }', {
    id: draft.data.createInvoice.id,
  });
  assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
  return issued.data.issueInvoice;
}

const rand = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('an administrator adds an account, imports a CSV, one line matches itself and the other is matched by hand', async () => {
  // Amounts no other journey's invoice is owed, so the suggestion by amount is this one.
  const named = await issuedInvoice('1234.00');
  const unnamed = await issuedInvoice('2345.67');
  const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
  const csv = [
    'Date,Amount,Reference,Description',
    `${today},${rand(named.totalCents)},DLAMINI ${named.number},FNB APP PAYMENT`,
    `${today},${rand(unnamed.totalCents)},SIPHO D,MAGTAPE CREDIT`,
    `${today},-45.00,,MONTHLY ACCOUNT FEE`,
  ].join('\n');

  await withPages({ admin: viewports.desktop }, async ({ admin }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto('/portal/bank-statements');
    await admin.getByRole('heading', { name: 'Bank statements', level: 1 }).waitFor();

    await admin.getByRole('button', { name: 'Add account' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Journey cheque ${Date.now()}`);
    await dialog.getByLabel('Bank', { exact: true }).fill('FNB');
    await dialog.getByLabel('Last 4 digits of the account number').fill('4567');
    await dialog.getByLabel('Reference columns (commas between)').fill('Reference');
    assert.deepEqual(await accessibilityViolations(admin), []);
    await screenshot(admin, 'bank-statements-account-desktop');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.getByLabel('Statement file').setInputFiles({ name: 'fnb.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    const summary = admin.getByRole('region', { name: 'What the import came to' });
    await summary.waitFor();
    assert.match(await summary.innerText(), /New lines\s*3/);
    assert.match(await summary.innerText(), /Matched at once\s*1/);

    const row = admin.getByRole('row', { name: /SIPHO D/ });
    await row.waitFor();
    assert.match(await row.getByRole('combobox').inputValue(), /.+/);
    assert.deepEqual(await accessibilityViolations(admin), []);
    await screenshot(admin, 'bank-statements-desktop');
    await row.getByRole('button', { name: /Match/ }).click();
    await row.waitFor({ state: 'detached' });
    await admin.getByRole('row', { name: /MONTHLY ACCOUNT FEE/ }).waitFor();
  });

  // Both invoices read paid.
  const asAdmin = await apiAs('admin@example.com');
  for (const invoice of [named, unnamed]) {
    const read = await asAdmin('query ($id: ID!) { invoice(id: $id) { status } }', { id: invoice.id });
    assert.equal(read.data.invoice.status, 'PAID', `${invoice.number} is ${read.data.invoice.status}`);
  }
});

test('the unmatched lines read as cards on a phone', async () => {
  await withPages({ admin: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ admin }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto('/portal/bank-statements');
    await admin.getByRole('list', { name: 'Statement lines' }).waitFor();
    assert.deepEqual(await accessibilityViolations(admin), []);
    await screenshot(admin, 'bank-statements-phone');
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  });
});
