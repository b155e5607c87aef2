import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, newClient, signInOnLoginPage } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client switches task e-mails off on a phone, and finds the choice kept after a reload', async () => {
  const email = await newClient('preferences', 'First-password-1');
  const { context, page, problems } = await openPage(browser, viewports.phone);
  try {
    await signInOnLoginPage(page, email, 'First-password-1');

    await page.goto('/portal/notifications');
    const panel = page.getByRole('region', { name: 'Notification Settings' });
    const taskUpdates = panel.getByRole('switch', { name: 'Task Updates' });
    await taskUpdates.and(page.locator(':enabled')).waitFor();
    assert.equal(await taskUpdates.getAttribute('aria-checked'), 'true');
    await taskUpdates.click();
    await panel.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences saved', { exact: true }).waitFor();

    await page.reload();
    await taskUpdates.and(page.locator(':enabled')).waitFor();
    assert.equal(await taskUpdates.getAttribute('aria-checked'), 'false');
    assert.equal(await panel.getByRole('switch', { name: 'Messages' }).getAttribute('aria-checked'), 'true');
    await panel.scrollIntoViewIfNeeded();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'notification-settings-phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
