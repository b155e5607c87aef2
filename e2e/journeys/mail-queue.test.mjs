import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, outboxMailTo, signInOnLoginPage } from '../helpers.mjs';

const withPages = journeyBrowser();

const stamp = Date.now();

/** A visitor's enquiry: the firm's notification goes through the mail queue. */
async function sendEnquiry(lastName) {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Queue',
      lastName,
      email: `queue-${stamp}@example.co.za`,
      message: 'Can you help with provisional tax?',
      consent: true,
    }),
  });
  assert.equal(response.status, 201);
  return `New enquiry from Queue ${lastName}`;
}

test('an administrator sees a sent enquiry notification in the Mail tab, on a laptop and on a phone', async () => {
  const subject = await sendEnquiry(`Laptop${stamp}`);
  // The worker is nudged by the enquiry: the notification is written to the outbox within moments.
  assert.match((await outboxMailTo('enquiries@khanya-advisory.co.za', subject)) ?? '', new RegExp(subject));

  await withPages({ desktop: viewports.desktop }, async ({ desktop: page }) => {
    await signInOnLoginPage(page, 'admin@example.com', 'Demo@12345');
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Mail' }).click();
    const tab = page.getByRole('region', { name: 'Mail' });
    const row = tab.getByRole('listitem', { name: `${subject} to enquiries@khanya-advisory.co.za` });
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText(/1 try · Sent/).waitFor();
    await tab.getByLabel('Show').selectOption('FAILED');
    await tab.getByText('No e-mails in this state.').waitFor();
    await tab.getByLabel('Show').selectOption('SENT');
    await row.waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'admin-mail-desktop');

    await page.getByRole('tab', { name: 'System' }).click();
    const queue = page.getByRole('region', { name: 'Mail Queue' });
    await queue.getByText('Oldest waiting').waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'admin-system-mail-queue-desktop');
  });

  const phoneSubject = await sendEnquiry(`Phone${stamp}`);
  await withPages({ phone: viewports.phone }, async ({ phone }) => {
    await signInOnLoginPage(phone, 'admin@example.com', 'Demo@12345');
    await phone.goto('/portal/admin?tab=mail');
    const tab = phone.getByRole('region', { name: 'Mail' });
    const row = tab.getByRole('listitem', { name: `${phoneSubject} to enquiries@khanya-advisory.co.za` });
    // Sent within a moment of the enquiry; Refresh shows it if the list was read before.
    for (let tries = 0; tries < 20 && !(await row.getByText('Sent', { exact: true }).isVisible()); tries++) {
      await tab.getByRole('button', { name: 'Refresh' }).click();
      await phone.waitForTimeout(250);
    }
    await row.getByText('Sent', { exact: true }).waitFor();
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'admin-mail-phone');
  });
});
