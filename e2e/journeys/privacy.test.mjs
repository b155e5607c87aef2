import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gotoReady, launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, latestOutboxMailTo, newClient, signInOnLoginPage } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('the Privacy Policy reads well on a phone and is linked from the footer', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  try {
    await gotoReady(page, '/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
    await page.getByText(/SARS requires tax records to be kept for five years/).waitFor();
    await page.getByText('Complaints: POPIAComplaints@inforegulator.org.za').waitFor();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Complaints' }).click();
    await page.waitForURL('**/privacy#complaints');
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'privacy-policy-phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a client asks to be erased on a phone, an administrator approves on a laptop, and the client can no longer sign in', async () => {
  const password = 'Erase-me-2026';
  const email = await newClient('erasure', password);
  const phone = await openPage(browser, viewports.phone);
  const laptop = await openPage(browser, viewports.desktop);
  try {
    // The client asks, from the Privacy tab of their profile.
    await signInOnLoginPage(phone.page, email, password);
    await phone.page.goto('/portal/profile');
    await phone.page.getByRole('tab', { name: 'Privacy' }).click();
    const section = phone.page.getByRole('region', { name: 'Erase my personal information' });
    await section.getByLabel('Reason (optional)').fill('I have moved my books to another firm.');
    await section.getByRole('button', { name: 'Request erasure' }).click();
    await section.getByText('Awaiting review').waitFor();
    await section.getByText('I have moved my books to another firm.').waitFor();
    assert.deepEqual(await accessibilityViolations(phone.page), []);
    await screenshot(phone.page, 'erasure-requested-phone');

    // An administrator approves it.
    await signInOnLoginPage(laptop.page, 'admin@example.com', 'Demo@12345');
    await laptop.page.goto('/portal/admin?tab=privacy');
    const tab = laptop.page.getByRole('region', { name: 'Privacy requests' });
    await tab.getByLabel('Show').selectOption('pending');
    const row = tab.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Pending', { exact: true }).waitFor();
    assert.deepEqual(await accessibilityViolations(laptop.page), []);
    await screenshot(laptop.page, 'privacy-requests-desktop');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Approve and erase?' });
    await dialog.getByText(/This cannot be undone/).waitFor();
    // Checked once the dialog has faded in: mid-animation its text is still pale.
    await laptop.page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    assert.deepEqual(await accessibilityViolations(laptop.page), []);
    await screenshot(laptop.page, 'privacy-approve-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve and erase' }).click();
    await laptop.page.getByText("Ayanda Zulu's personal information was erased", { exact: true }).waitFor();
    await tab.getByLabel('Show').selectOption('approved');
    await tab
      .getByRole('listitem')
      .filter({ hasText: /^Erased client/ })
      .first()
      .waitFor();
    await screenshot(laptop.page, 'privacy-requests-approved-desktop');

    // The client was told at the address they had, and can no longer get in.
    let mail;
    for (let tries = 0; tries < 40 && !mail?.includes('has been erased'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = latestOutboxMailTo(email);
    }
    assert.match(mail ?? '', /Your personal information has been erased/);
    await phone.page.goto('/portal/documents');
    await phone.page.getByRole('button', { name: 'Sign In' }).waitFor();
    await phone.page.goto('/login');
    await phone.page.getByLabel('Email').fill(email);
    await phone.page.getByLabel('Password', { exact: true }).fill(password);
    await phone.page.getByRole('button', { name: 'Sign In' }).click();
    await phone.page.getByText('Invalid email or password', { exact: true }).waitFor();
    assert.equal(new URL(phone.page.url()).pathname, '/login');
    assert.deepEqual(phone.problems, []);
    assert.deepEqual(laptop.problems, []);
  } finally {
    await phone.context.close();
    await laptop.context.close();
  }
});
