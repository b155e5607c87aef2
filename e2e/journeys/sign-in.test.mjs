import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const [name, viewport] of Object.entries({ desktop: viewports.desktop, phone: viewports.phone })) {
  test(`an administrator signs in with the demo credentials and out again (${name})`, async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
      assert.ok(await page.getByText('Sign in to access your account').isVisible());
      await page.getByRole('button', { name: 'Use Demo Credentials' }).click();
      assert.equal(await page.getByLabel('Email').inputValue(), 'admin@example.com');
      await screenshot(page, `login-${name}`);
      await page.getByRole('button', { name: 'Sign In' }).click();

      await page.waitForURL('**/portal');
      await page.getByText('Login Successful', { exact: true }).waitFor();
      const sidebar = page.getByRole('navigation', { name: 'Portal sections' });
      const menu = page.getByRole('button', { name: 'Menu' });
      if (name === 'phone') {
        // On a phone the sections wait behind Menu, so the page opens on its content.
        assert.equal(await sidebar.isVisible(), false);
        await screenshot(page, 'portal-admin-phone-menu-closed');
        await menu.click();
        assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      } else {
        assert.equal(await menu.isVisible(), false);
      }
      await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
      assert.ok(await sidebar.getByRole('link', { name: 'Admin Panel' }).isVisible());
      await page.getByRole('heading', { level: 1, name: /Welcome back, / }).waitFor();
      await screenshot(page, `portal-admin-${name}`);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Logged out successfully', { exact: true }).waitFor();
      // After the 1 s delay the portal shows its inline sign-in form again.
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 5000 });
      assert.equal(await sidebar.count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
