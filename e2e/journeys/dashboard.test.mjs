import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const [width, viewport] of Object.entries({ desktop: viewports.desktop, phone: viewports.phone })) {
  test(`a client's dashboard shows what needs attention and leads to it (${width})`, async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill('client@example.com');
      await page.getByLabel('Password').fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/portal');
      const glance = page.getByRole('region', { name: 'At a glance' });
      const openTasks = glance.getByRole('link', { name: /Open tasks/ });
      await openTasks.waitFor();

      // The numbers are the API's, for this client.
      const asClient = await apiAs('client@example.com');
      const { data } = await asClient('{ dashboardSummary { openTasks overdueTasks activeEngagements unreadMessages } }');
      assert.match(await openTasks.innerText(), new RegExp(`\\b${data.dashboardSummary.openTasks}\\b`));
      assert.match(
        await glance.getByRole('link', { name: /Active engagements/ }).innerText(),
        new RegExp(`\\b${data.dashboardSummary.activeEngagements}\\b`),
      );
      if (data.dashboardSummary.overdueTasks > 0) assert.match(await openTasks.innerText(), /overdue/);
      await screenshot(page, `dashboard-client-${width}`);
      assert.deepEqual(await accessibilityViolations(page), []);

      await openTasks.click();
      await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
