import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000004';

const withPages = journeyBrowser();

/** An invoice issued to the demo client through the API: R 1 000.00 and VAT, R 1 150.00 in all. */
async function issuedInvoice() {
  const asAdmin = await apiAs('admin@example.com');
  const draft = await asAdmin('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
    input: { clientId: DEMO_CLIENT_ID, lines: [{ description: 'Annual financial statements 2026', quantity: '1', unitPrice: '1000.00' }] },
  });
  assert.equal(draft.errors, undefined, JSON.stringify(draft.errors));
  const issued = await asAdmin('mutation ($id: ID!) { issueInvoice(id: $id) { id number } }', { id: draft.data.createInvoice.id });
  assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
  return issued.data.issueInvoice;
}

test('a client pays an invoice through PayFast on a phone and sees it paid', async () => {
  const invoice = await issuedInvoice();
  await withPages({ client: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ client }) => {
    await signInOnLoginPage(client, 'client@example.com', PASSWORD);
    await client.goto(`/portal/billing/${invoice.id}`);
    const pay = client.getByRole('button', { name: 'Pay with PayFast' });
    await pay.waitFor();
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'payments-invoice-phone');

    // The browser posts the signed form to PayFast (here the project's simulator, which checks the signature as PayFast does).
    await pay.click();
    await client
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /PayFast/ })
      .waitFor();
    await client
      .getByText(/1\s150\.00/)
      .first()
      .waitFor();
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'payments-payfast-phone');
    await client.getByRole('button', { name: /^Pay R/ }).click();

    // Back on the invoice: PayFast's notification was checked and recorded before the client returned.
    await client.waitForURL(/\/portal\/billing\/[^?]+\?payment=returned/);
    await client.getByText(/your payment of R\s1\s150\.00 was received/).waitFor();
    await client.getByText('Paid', { exact: true }).first().waitFor();
    await client.getByRole('heading', { name: 'Payments' }).waitFor();
    assert.equal(await client.getByRole('button', { name: 'Pay with PayFast' }).count(), 0);
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'payments-paid-phone');
    const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the invoice page is ${overflow}px wider than the phone`);
  });
});

test('staff record an EFT part payment on a desktop and the invoice reads part paid', async () => {
  const invoice = await issuedInvoice();
  await withPages({ admin: viewports.desktop }, async ({ admin }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto(`/portal/billing/${invoice.id}`);
    await admin.getByRole('button', { name: 'Record payment' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Reference').fill(`${invoice.number} EFT`);
    await screenshot(admin, 'payments-record-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByText('Part paid', { exact: true }).first().waitFor();
    await admin
      .getByText(/650\.00/)
      .first()
      .waitFor();
    await screenshot(admin, 'payments-part-paid-desktop');
  });
});
