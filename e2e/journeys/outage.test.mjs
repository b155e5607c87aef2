import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gotoReady, launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations } from '../helpers.mjs';

// The api answers exactly this while its database is away (api/src/http/database-outage.test.ts
// proves it on SQLite and MariaDB); here the browser meets it, and then the database is back.
const UNREACHABLE = "We can't reach our records right now. Please try again in a minute.";
const restOutage = {
  status: 503,
  headers: { 'Retry-After': '5' },
  json: { message: 'The service is briefly unavailable. Please try again shortly.' },
};
const graphqlOutage = {
  status: 503,
  headers: { 'Retry-After': '5' },
  json: {
    data: null,
    errors: [{ message: 'The service is briefly unavailable. Please try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  },
};

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const [width, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
  test(`during an outage the contact form says so and keeps what was typed, then sends it (${width})`, async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    const email = `outage-${width}-${Date.now()}@example.co.za`;
    try {
      await gotoReady(page, '/contact');
      const form = page.getByRole('form', { name: 'Get In Touch' });
      await form.getByLabel(/First Name/).pressSequentially('Naledi');
      await form.getByLabel(/Last Name/).fill('Mokoena');
      await form.getByLabel(/Email Address/).fill(email);
      await form.getByLabel(/^Message/).fill('Our VAT201 is due on Friday.');
      await form.getByRole('checkbox', { name: /^I agree that Khanya may use these details/ }).check();

      await page.route('**/api/contact', (route) => route.fulfill(restOutage));
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(UNREACHABLE, { exact: true }).waitFor();
      assert.equal(await form.getByLabel(/First Name/).inputValue(), 'Naledi');
      assert.equal(await form.getByLabel(/Email Address/).inputValue(), email);
      assert.equal(await form.getByLabel(/^Message/).inputValue(), 'Our VAT201 is due on Friday.');
      assert.deepEqual(await accessibilityViolations(page), [], 'axe violations with the outage toast');
      await screenshot(page, `outage-contact-${width}`);

      // A minute later the records are back: the same form, untouched, goes through.
      await page.unroute('**/api/contact');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message Sent Successfully', { exact: true }).waitFor();
      assert.equal(await form.getByLabel(/First Name/).inputValue(), '');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test(`during an outage a message draft stays in its dialog with the reason (${width})`, async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    const subject = `Sent after the outage ${width} ${Date.now()}`;
    try {
      await page.goto('/portal/messages');
      await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
      await page.getByLabel('Email').fill('client@example.com');
      await page.getByLabel('Password').fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

      await page.getByRole('button', { name: 'New Message' }).click();
      const compose = page.getByRole('dialog', { name: 'New Message' });
      await compose.getByLabel('Recipient', { exact: true }).fill('advisor@example.com');
      await compose.getByLabel('Subject', { exact: true }).fill(subject);
      await compose.getByLabel('Message', { exact: true }).fill('Please confirm the provisional tax estimate.');

      await page.route('**/graphql', (route) =>
        route.request().postDataJSON()?.operationName === 'SendMessage' ? route.fulfill(graphqlOutage) : route.fallback(),
      );
      await compose.getByRole('button', { name: 'Send' }).click();
      await compose.getByRole('alert').filter({ hasText: UNREACHABLE }).waitFor();
      assert.equal(await compose.getByLabel('Subject', { exact: true }).inputValue(), subject);
      assert.equal(await compose.getByLabel('Message', { exact: true }).inputValue(), 'Please confirm the provisional tax estimate.');
      await page.waitForTimeout(300); // the dialog's fade-in, before axe looks at its colours
      assert.deepEqual(await accessibilityViolations(page), [], 'axe violations with the draft kept');
      await screenshot(page, `outage-message-${width}`);

      await page.unroute('**/graphql');
      await compose.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Message sent successfully', { exact: true }).waitFor();
      await compose.waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
