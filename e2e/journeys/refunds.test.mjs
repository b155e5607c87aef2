import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000004';

const withPages = journeyBrowser();

/** Today in SAST, as YYYY-MM-DD. */
const today = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);

/** Once a dialog has faded in: mid-animation its text is still pale, and axe would read its contrast so. */
const settled = (page) => page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

function answered(result) {
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data;
}

/** What a list of figures (a `dl`) says for `term`, as shown. */
const figure = (scope, term) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/**
 * An invoice of R 1 035.00 (R 900.00 and VAT) issued to the demo client by the advisor, who records
 * R 1 335.00 paid by EFT against it: R 300.00 beyond it, the client's credit. A new one each run.
 */
async function overpaidInvoice() {
  const asAdvisor = await apiAs('advisor@example.com');
  const { createInvoice } = answered(
    await asAdvisor('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
      input: {
        clientId: DEMO_CLIENT_ID,
        lines: [{ description: 'Tax clearance certificate application', quantity: '1', unitPrice: '900.00' }],
      },
    }),
  );
  const { issueInvoice } = answered(
    await asAdvisor('mutation ($id: ID!) { issueInvoice(id: $id) { id number totalCents } }', { id: createInvoice.id }),
  );
  assert.equal(issueInvoice.totalCents, 103_500);
  const { recordPayment } = answered(
    await asAdvisor('mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { invoice { refundableCents } } }', {
      input: { invoiceId: issueInvoice.id, amount: '1335.00', method: 'eft', receivedOn: today(), reference: `${issueInvoice.number} EFT` },
    }),
  );
  assert.equal(recordPayment.invoice.refundableCents, 30_000);
  return issueInvoice;
}

test('staff refund what a client paid beyond an invoice, on a phone', async () => {
  const invoice = await overpaidInvoice();
  const reference = `Refund ${invoice.number}`;

  await withPages({ advisor: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ advisor }) => {
    await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
    await advisor.goto(`/portal/billing/${invoice.id}`);
    await advisor.getByRole('heading', { level: 1, name: `Tax invoice ${invoice.number}` }).waitFor();
    const payments = advisor.getByRole('region', { name: 'Payments', exact: true });
    await payments.waitFor();
    assert.match(await figure(payments, 'Paid'), /^R\s1\s335\.00$/);
    assert.match(await figure(payments, 'Credit \\(paid beyond it\\)'), /^R\s300\.00$/);
    assert.match(await figure(payments, 'Still owed'), /^R\s0\.00$/);
    assert.deepEqual(await accessibilityViolations(advisor), []);
    await screenshot(advisor, 'refunds-overpaid-phone');

    await advisor.getByRole('button', { name: 'Record refund' }).click();
    const dialog = advisor.getByRole('dialog', { name: `Record refund for ${invoice.number}` });
    await dialog.getByText(/at most R\s300\.00/).waitFor();
    const amount = dialog.getByLabel('Amount (R)');
    // It opens at all that may be paid back.
    assert.equal(await amount.inputValue(), '300.00');

    // A cent more is refused beneath the amount, naming what may be refunded; what was typed stays.
    await amount.fill('300.01');
    await dialog.getByLabel('Method').selectOption({ label: 'EFT' });
    await dialog.getByLabel('Reference (optional)').fill(reference);
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    const refusal = `At most R\u00a0300.00 was paid beyond what ${invoice.number} asks`;
    await dialog.getByText(refusal).waitFor();
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    const describedBy = await amount.getAttribute('aria-describedby');
    assert.equal(await advisor.locator(`[id="${describedBy}"]`).innerText(), refusal, 'the message is the amount’s');
    assert.equal(await dialog.getByLabel('Reference (optional)').inputValue(), reference);
    await settled(advisor);
    assert.deepEqual(await accessibilityViolations(advisor), []);
    await screenshot(advisor, 'refunds-refused-phone');

    await amount.fill('120');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The refund is a card of its own on a phone, money out; the figures are what is left.
    const refundCard = payments.getByRole('article', { name: /^Refund \(EFT\)/ });
    await refundCard.waitFor();
    assert.equal(await figure(refundCard, 'Reference'), reference);
    assert.match(await figure(refundCard, 'Amount'), /^-R\s120\.00$/);
    assert.equal(await payments.getByRole('table').count(), 0, 'nothing on the invoice page scrolls sideways');
    assert.match(await figure(payments, 'Paid'), /^R\s1\s215\.00$/);
    assert.match(await figure(payments, 'Credit \\(paid beyond it\\)'), /^R\s180\.00$/);
    assert.match(await figure(payments, 'Still owed'), /^R\s0\.00$/);
    // What is left may still be refunded.
    assert.ok(await advisor.getByRole('button', { name: 'Record refund' }).isVisible());
    const overflow = await advisor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the invoice page is ${overflow}px wider than the phone`);
    assert.deepEqual(await accessibilityViolations(advisor), []);
    await screenshot(advisor, 'refunds-refunded-phone');
  });

  await withPages({ client: viewports.desktop }, async ({ client }) => {
    await signInOnLoginPage(client, 'client@example.com', PASSWORD);
    await client.goto('/portal/billing');
    await client.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    const row = client.getByRole('row', { name: new RegExp(`^${invoice.number}\\b`) });
    await row.getByText('Paid', { exact: true }).waitFor();
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'refunds-client-billing-desktop');

    // The refund is a line of the client's statement of account, in the portal as through REST
    // (GET /api/invoices/statement, their own session), adding what was paid back to what they owe.
    const statement = await (await client.request.get('/api/invoices/statement')).json();
    const refundLine = statement.lines.find((line) => line.kind === 'refund' && line.invoiceId === invoice.id);
    assert.ok(refundLine, JSON.stringify(statement.lines.slice(-3)));
    assert.equal(refundLine.description, `Refund (EFT) for ${invoice.number}`);
    assert.equal(refundLine.debitCents, 12_000);
    assert.equal(refundLine.date, today());
    await client.getByRole('link', { name: 'Statement of account' }).click();
    const lines = client.getByRole('table', { name: 'Your statement of account, oldest first' });
    const refundRow = lines.getByRole('row', { name: new RegExp(`Refund \\(EFT\\) for ${invoice.number}`) });
    await refundRow.waitFor();
    const cells = await refundRow.locator('th, td').allInnerTexts();
    assert.match(cells[2], /^R\s120\.00$/, 'the refund adds to what is owed');
    const balance = refundLine.balanceCents < 0 ? /in credit$/ : /^R\s[\d\s]+\.\d\d$/;
    assert.match(cells[4], balance);
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'refunds-client-statement-desktop');

    await client.goBack();
    await row.getByRole('link', { name: invoice.number, exact: true }).click();
    const payments = client.getByRole('region', { name: 'Payments', exact: true });
    await payments.getByRole('row', { name: /Refund \(EFT\)/ }).waitFor();
    assert.match(await figure(payments, 'Credit \\(paid beyond it\\)'), /^R\s180\.00$/);
    assert.equal(await client.getByRole('button', { name: 'Record refund' }).count(), 0, 'the client records nothing');
    assert.deepEqual(await accessibilityViolations(client), []);
    await screenshot(client, 'refunds-client-invoice-desktop');
  });
});
