import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoReady, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, latestOutboxMailTo, newClient, signInOnLoginPage } from '../helpers.mjs';

const withPages = journeyBrowser();

test('the Privacy Policy reads well on a phone and is linked from the footer', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
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
  });
});

test('a client asks to be erased on a phone, an administrator approves on a laptop, and the client can no longer sign in', async () => {
  const password = 'Erase-me-2026';
  const email = await newClient('erasure', password);
  await withPages({ phone: viewports.phone, laptop: viewports.desktop }, async ({ phone, laptop }) => {
    // The client asks, from the Privacy tab of their profile.
    await signInOnLoginPage(phone, email, password);
    await phone.goto('/portal/profile');
    await phone.getByRole('tab', { name: 'Privacy' }).click();
    const section = phone.getByRole('region', { name: 'Erase my personal information' });
    await section.getByLabel('Reason (optional)').fill('I have moved my books to another firm.');
    await section.getByRole('button', { name: 'Request erasure' }).click();
    await section.getByText('Awaiting review').waitFor();
    await section.getByText('I have moved my books to another firm.').waitFor();
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'erasure-requested-phone');

    // An administrator approves it.
    await signInOnLoginPage(laptop, 'admin@example.com', 'Demo@12345');
    await laptop.goto('/portal/admin?tab=privacy');
    const tab = laptop.getByRole('region', { name: 'Privacy requests' });
    await tab.getByLabel('Show').selectOption('PENDING');
    const row = tab.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Pending', { exact: true }).waitFor();
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'privacy-requests-desktop');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Approve and erase?' });
    await dialog.getByText(/This cannot be undone/).waitFor();
    // Checked once the dialog has faded in: mid-animation its text is still pale.
    await laptop.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'privacy-approve-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve and erase' }).click();
    await laptop.getByText("Ayanda Zulu's personal information was erased", { exact: true }).waitFor();
    await tab.getByLabel('Show').selectOption('APPROVED');
    await tab
      .getByRole('listitem')
      .filter({ hasText: /^Erased client/ })
      .first()
      .waitFor();
    await screenshot(laptop, 'privacy-requests-approved-desktop');

    // The client was told at the address they had, and can no longer get in.
    let mail;
    for (let tries = 0; tries < 40 && !mail?.includes('has been erased'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = latestOutboxMailTo(email);
    }
    assert.match(mail ?? '', /Your personal information has been erased/);
    await phone.goto('/portal/documents');
    await phone.getByRole('button', { name: 'Sign In' }).waitFor();
    await phone.goto('/login');
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.getByText('Invalid email or password', { exact: true }).waitFor();
    assert.equal(new URL(phone.url()).pathname, '/login');
  });
});
