import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

const withPages = journeyBrowser();

test('staff draft and issue an invoice on a desktop, and the client finds it on Billing on a phone', async () => {
  await withPages(
    { admin: viewports.desktop, client: { ...viewports.phone, hasTouch: true, isMobile: true } },
    async ({ admin, client }) => {
      await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
      await admin.goto('/portal/billing');
      await admin.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
      await admin.getByRole('button', { name: 'New invoice' }).click();
      const form = admin.getByRole('form', { name: 'New invoice' });
      await form.waitFor();
      await form.getByLabel('Client').selectOption({ label: 'Sipho Dlamini' });
      await form.getByLabel('Description').fill('Monthly bookkeeping, November 2026');
      await form.getByLabel('Quantity').fill('2.5');
      await form.getByLabel('Unit price (R, excl. VAT)').fill('850');
      // 2.5 × R 850.00 = R 2 125.00, and VAT at 15 %: R 318.75; R 2 443.75 in all.
      await form
        .getByRole('region', { name: 'Amounts' })
        .getByText(/2\s443\.75/)
        .waitFor();
      await screenshot(admin, 'invoices-new-desktop');
      await form.getByRole('button', { name: 'Save draft' }).click();

      // The draft's page: issuing it gives it its number.
      await admin.getByRole('button', { name: 'Issue' }).click();
      await admin.getByRole('button', { name: /^Issue invoice$/ }).click();
      const number = admin.getByText(/INV-\d{5}/).first();
      await number.waitFor();
      const issued = (await number.textContent()).match(/INV-\d{5}/)[0];
      await admin.getByRole('link', { name: /^Download PDF: a copy of/ }).waitFor();
      await screenshot(admin, 'invoices-issued-desktop');
      assert.deepEqual(await accessibilityViolations(admin), []);

      // The client sees it on their phone, with what they owe.
      await signInOnLoginPage(client, 'client@example.com', PASSWORD);
      await client.goto('/portal/billing');
      await client.getByRole('heading', { name: 'Balance owing' }).waitFor();
      await client.getByText(issued).first().waitFor();
      await screenshot(client, 'invoices-client-phone');
      assert.deepEqual(await accessibilityViolations(client), []);
      const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the Billing page is ${overflow}px wider than the phone`);
    },
  );
});
