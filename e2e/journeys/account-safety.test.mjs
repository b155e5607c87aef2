import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, latestOutboxMailTo, newClient, signInOnLoginPage, tokenOfLink } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function signIn(page, email, password) {
  await signInOnLoginPage(page, email, password);
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

/** A signed-in page that is no longer signed in shows the portal's own sign-in form on reload. */
async function assertSignedOut(page) {
  await page.goto('/portal/documents');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
}

test('a client who forgot the password resets it from the e-mail on a phone; the laptop is signed out', async () => {
  const email = await newClient('forgot', 'First-password-1');
  const laptop = await openPage(browser, viewports.desktop);
  const phone = await openPage(browser, viewports.phone);
  try {
    await signIn(laptop.page, email, 'First-password-1');

    await phone.page.goto('/login');
    await phone.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await phone.page.getByLabel('Email').fill(email);
    await phone.page.getByRole('button', { name: 'Send reset link' }).click();
    await phone.page.getByText(/If an account exists for that address/).waitFor();
    assert.deepEqual(await accessibilityViolations(phone.page), []);
    await screenshot(phone.page, 'forgot-password-sent-phone');

    // The e-mail is written after the answer: wait for it.
    let mail;
    for (let tries = 0; tries < 40 && !mail?.includes('reset-password'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = latestOutboxMailTo(email);
    }
    const token = tokenOfLink(mail, 'reset-password');
    await phone.page.goto(`/portal/reset-password?token=${encodeURIComponent(token)}`);
    await phone.page.getByLabel('New password', { exact: true }).fill('Second-password-2');
    await phone.page.getByLabel('Confirm new password').fill('Second-password-2');
    assert.deepEqual(await accessibilityViolations(phone.page), []);
    await screenshot(phone.page, 'reset-password-phone');
    await phone.page.getByRole('button', { name: 'Reset password' }).click();
    await phone.page.getByText('Your password has been reset. Sign in with your new password.', { exact: true }).waitFor();
    await phone.page.waitForURL('**/login');
    await signIn(phone.page, email, 'Second-password-2');

    await assertSignedOut(laptop.page);
    // The link worked once.
    await phone.page.goto(`/portal/reset-password?token=${encodeURIComponent(token)}`);
    await phone.page.getByLabel('New password', { exact: true }).fill('Third-password-3');
    await phone.page.getByLabel('Confirm new password').fill('Third-password-3');
    await phone.page.getByRole('button', { name: 'Reset password' }).click();
    await phone.page
      .getByRole('alert')
      .getByText(/expired or has already been used/)
      .waitFor();
    assert.deepEqual([...laptop.problems, ...phone.problems], []);
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});

test('a client changes the password on the profile, sees the devices and signs the other one out', async () => {
  const email = await newClient('security', 'First-password-1');
  const laptop = await openPage(browser, viewports.desktop);
  const phone = await openPage(browser, viewports.phone);
  const tablet = await openPage(browser, viewports.tablet ?? viewports.desktop);
  try {
    await signIn(phone.page, email, 'First-password-1');
    await signIn(tablet.page, email, 'First-password-1');
    await signIn(laptop.page, email, 'First-password-1');

    await laptop.page.goto('/portal/profile');
    await laptop.page.getByRole('tab', { name: 'Security' }).click();
    const sessions = laptop.page.getByRole('list', { name: 'Signed-in sessions' });
    await sessions.getByText('This device').waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 3);
    assert.deepEqual(await accessibilityViolations(laptop.page), []);
    await screenshot(laptop.page, 'profile-security-desktop');

    // One device signed out from the list.
    await sessions
      .getByRole('button', { name: /^Sign out/ })
      .first()
      .click();
    await laptop.page
      .getByText(/signed out$/)
      .first()
      .waitFor();
    await laptop.page.waitForFunction(() => document.querySelectorAll('[aria-label="Signed-in sessions"] li').length === 2);
    const stillIn = [];
    for (const other of [phone, tablet]) {
      await other.page.goto('/portal/documents');
      await other.page
        .getByRole('button', { name: 'Sign In' })
        .or(other.page.getByRole('heading', { level: 1, name: 'Documents' }))
        .waitFor();
      if (await other.page.getByRole('heading', { level: 1, name: 'Documents' }).isVisible()) stillIn.push(other);
    }
    assert.equal(stillIn.length, 1, 'exactly one of the two other devices was signed out');

    // The password change signs out the one left.
    const form = laptop.page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('First-password-1');
    await form.getByLabel('New password', { exact: true }).fill('Second-password-2');
    await form.getByLabel('Confirm new password').fill('Second-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('status').getByText('Your password has been changed. Every other session has been signed out.').waitFor();
    await laptop.page.waitForFunction(() => document.querySelectorAll('[aria-label="Signed-in sessions"] li').length === 1);
    await assertSignedOut(stillIn[0].page);
    await laptop.page.goto('/portal/documents');
    await laptop.page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();

    await laptop.page.setViewportSize(viewports.phone);
    await laptop.page.goto('/portal/profile');
    await laptop.page.getByRole('tab', { name: 'Security' }).click();
    await laptop.page.getByRole('list', { name: 'Signed-in sessions' }).waitFor();
    assert.deepEqual(await accessibilityViolations(laptop.page), []);
    await screenshot(laptop.page, 'profile-security-phone');
    assert.deepEqual([...laptop.problems, ...phone.problems, ...tablet.problems], []);
  } finally {
    for (const { context } of [laptop, phone, tablet]) await context.close();
  }
});
