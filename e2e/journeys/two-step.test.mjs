import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateSync } from 'otplib';
import { baseUrl, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, journeyBrowser, newClient, outboxMailTo, signInOnLoginPage } from '../helpers.mjs';

/** secure@example.com's authenticator secret, published in the README for anyone to try. */
const DEMO_SECRET = 'KHANYADEMOTWOSTEPSECRET234567ABC';

/**
 * The code an authenticator app shows `steps` 30-second steps from now. The server accepts the
 * steps either side of its own and each step once, so a journey that used this step's code
 * signs in next with the following step's, without waiting.
 */
const codeAt = (secret, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const withPages = journeyBrowser();

/** Email and password on /login, which then asks for the second step. */
async function passwordStep(page, email, password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

async function logout(page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 5000 });
}

test('a client sets up two-step sign-in on a phone, then signs in with a code and with a recovery code on a laptop', async () => {
  const email = await newClient('two-step', 'First-password-1');
  await withPages({ phone: viewports.phone, laptop: viewports.desktop }, async ({ phone, laptop }) => {
    await signInOnLoginPage(phone, email, 'First-password-1');
    await phone.goto('/portal/profile');
    await phone.getByRole('tab', { name: 'Security' }).click();
    const settings = phone.getByRole('region', { name: /Two-step sign-in/ });
    await settings.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await settings.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await settings.getByLabel('Setup key').textContent()).replace(/\s+/g, '');
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'two-step-enrol-phone');

    await settings.getByLabel('Code from the app').fill(codeAt(secret));
    await settings.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const list = settings.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    assert.equal(recoveryCodes.length, 10);
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'two-step-recovery-codes-phone');
    await settings.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await settings.getByText(/10 recovery codes left/).waitFor();
    await screenshot(phone, 'two-step-on-phone');
    await logout(phone);

    // The laptop: the password alone no longer signs in.
    await passwordStep(laptop, email, 'First-password-1');
    assert.equal(await laptop.getByRole('navigation', { name: 'Portal sections' }).count(), 0);
    assert.deepEqual(await accessibilityViolations(laptop), []);
    await screenshot(laptop, 'two-step-code-desktop');
    await laptop.getByLabel('Authentication code').fill(codeAt(secret, 1));
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await laptop.waitForURL('**/portal');
    await laptop.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await logout(laptop);

    // A recovery code instead of the app's, once.
    for (const expected of ['signed in', 'refused']) {
      await passwordStep(laptop, email, 'First-password-1');
      await laptop.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await laptop.getByLabel('Recovery code').fill(recoveryCodes[0]);
      await laptop.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'signed in') {
        await laptop.waitForURL('**/portal');
        await logout(laptop);
      } else {
        await laptop
          .getByText(/That code is not valid/)
          .first()
          .waitFor();
        assert.match(laptop.url(), /\/login$/);
      }
    }
  });
});

test('the demo account secure@example.com signs in with a code from its published secret', async () => {
  await withPages({ desktop: viewports.desktop }, async ({ desktop: page }) => {
    await page.goto('/login');
    await page.getByLabel('Demo access').getByText('secure@example.com').waitFor();
    await passwordStep(page, 'secure@example.com', 'Demo@12345');
    await page.getByLabel('Authentication code').fill(codeAt(DEMO_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/portal');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Naledi!' }).waitFor();
    await screenshot(page, 'two-step-demo-signed-in-desktop');
  });
});

test("an administrator resets a client's two-step sign-in from the Users tab; the client is e-mailed", async () => {
  const email = await newClient('two-step-reset', 'First-password-1');
  const asClient = await apiAs(email, 'First-password-1');
  const started = await asClient('mutation { startTwoStepEnrolment { secret } }');
  const { secret } = started.data.startTwoStepEnrolment;
  const confirmed = await asClient('mutation ($input: TwoStepCodeInput!) { confirmTwoStepEnrolment(input: $input) { recoveryCodes } }', {
    input: { code: codeAt(secret) },
  });
  assert.equal(confirmed.errors, undefined, JSON.stringify(confirmed.errors));

  await withPages({ desktop: viewports.desktop }, async ({ desktop: page }) => {
    await signInOnLoginPage(page, 'admin@example.com', 'Demo@12345');
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(email);
    await page.getByText(/1 user matching/).waitFor();
    await page.getByRole('button', { name: 'Edit roles of Ayanda Zulu' }).click();
    const section = page.getByRole('dialog').getByRole('region', { name: /Two-step sign-in/ });
    await section.getByText('On', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'two-step-admin-reset-desktop');
    await section.getByRole('button', { name: 'Reset two-step sign-in for Ayanda Zulu' }).click();
    await page.getByText('Ayanda Zulu was e-mailed that it was reset.', { exact: true }).waitFor();
    await section.getByText('Off', { exact: true }).waitFor();
  });
  assert.match((await outboxMailTo(email, 'two-step sign-in was reset')) ?? '', /two-step sign-in was reset/);
  // The password alone signs the client in again.
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'First-password-1' }),
  });
  assert.equal((await login.json()).user?.email, email);
});
