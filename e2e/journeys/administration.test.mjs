import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, gotoReady, launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { daysFromNow, outboxMailTo, signInOnLoginPage } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a consultation reaches the admin dashboard and tracker; a new user is invited and signs in', async () => {
  const stamp = Date.now();
  const visitorEmail = `visitor-${stamp}@example.co.za`;
  const newUserEmail = `new-user-${stamp}@example.co.za`;

  // A visitor asks for a consultation.
  const visitor = await openPage(browser, viewports.desktop);
  await gotoReady(visitor.page, '/contact');
  await visitor.page.getByRole('button', { name: 'Schedule Consultation' }).first().click();
  const dialog = visitor.page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel(/First Name/).fill('Zanele');
  await dialog.getByLabel(/Last Name/).fill('Khumalo');
  await dialog.getByLabel(/Email Address/).fill(visitorEmail);
  await dialog.getByLabel(/Phone Number/).fill('+27 83 555 0144');
  await dialog.getByLabel(/Service of Interest/).selectOption('management-consulting');
  await dialog.getByLabel(/Preferred Date/).fill(daysFromNow(5));
  await dialog.getByLabel(/Preferred Time/).selectOption('14:00');
  await dialog.getByLabel(/^Message/).fill('We are restructuring our group and need advice.');
  await dialog.getByRole('checkbox', { name: /^I agree that Khanya may use these details/ }).check();
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
  await visitor.page.getByText('Consultation Request Sent', { exact: true }).waitFor();
  await visitor.context.close();

  const { context, page, problems } = await openPage(browser, viewports.desktop);
  try {
    // The administrator sees it on the dashboard and in the tracker.
    await signInOnLoginPage(page, 'admin@example.com', 'Demo@12345');
    await page.getByText(visitorEmail).waitFor();
    await page.getByText('management consulting').first().waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Contact Tracker' }).click();
    await page.getByRole('heading', { name: 'Contact Form Tracker' }).waitFor();
    await page.getByRole('tab', { name: 'Consultations' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(visitorEmail).waitFor();
    await panel.getByText('Management Consulting').first().waitFor();

    // A new enquiry arrives while the tracker is open: it appears without a reload.
    await page.getByRole('tab', { name: 'All Submissions' }).click();
    await page.waitForTimeout(500);
    const liveEmail = `live-${stamp}@example.co.za`;
    const posted = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Live',
        lastName: 'Visitor',
        email: liveEmail,
        message: 'Do you handle SARS objections?',
        consent: true,
      }),
    });
    assert.equal(posted.status, 201);
    await page.getByRole('tabpanel').getByText(liveEmail).waitFor({ timeout: 10_000 });
    await screenshot(page, 'admin-tracker-desktop');

    // The administrator creates a user, who receives an invitation link.
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await create.getByLabel('Email').fill(newUserEmail);
    await create.getByLabel('First name').fill('Lwazi');
    await create.getByLabel('Last name').fill('Dube');
    await create.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully', { exact: true }).waitFor();
    await page.getByText(newUserEmail).waitFor();
    await screenshot(page, 'admin-users-desktop');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }

  const mail = await outboxMailTo(newUserEmail, 'set-password');
  assert.ok(mail, 'the invitation e-mail is in the outbox');
  const link = mail.match(/https?:\/\/[^\s]+\/portal\/set-password\?token=[A-Za-z0-9_%-]+/)[0];
  const token = new URL(link).searchParams.get('token');

  // The new user follows the link, sets a password and signs in.
  const invited = await openPage(browser, viewports.phone);
  try {
    await invited.page.goto(`/portal/set-password?token=${encodeURIComponent(token)}`);
    await invited.page.getByText(/Lwazi/).first().waitFor();
    await invited.page.getByLabel('Password', { exact: true }).fill('Lwazi2026secure');
    await invited.page.getByLabel('Confirm password').fill('Lwazi2026secure');
    await invited.page.getByRole('button', { name: 'Set Password' }).click();
    await invited.page.getByText('Password set. You can now sign in.', { exact: true }).waitFor();
    await invited.page.waitForURL('**/login');
    await signInOnLoginPage(invited.page, newUserEmail, 'Lwazi2026secure');
    await invited.page.getByRole('heading', { level: 1, name: 'Welcome, Lwazi!' }).waitFor();
    await screenshot(invited.page, 'invited-user-phone');

    // The link works once only.
    await invited.page.goto(`/portal/set-password?token=${encodeURIComponent(token)}`);
    await invited.page.getByText(/expired or has already been used/).waitFor();
    assert.deepEqual(invited.problems, []);
  } finally {
    await invited.context.close();
  }
});
