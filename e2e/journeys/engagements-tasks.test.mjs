import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const TASK = 'Review the draft financial statements';

/** Opens a portal page signed out and signs in through the portal's inline form. */
async function signInAt(page, path, email) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client follows an engagement’s payments, ticks off a task and finds it still ticked after a reload', async () => {
  const { context, page, problems } = await openPage(browser, viewports.desktop);
  try {
    await signInAt(page, '/portal/engagements', 'client@example.com');
    await page.getByRole('heading', { level: 1, name: 'Engagements' }).waitFor();
    const afs = page.getByRole('article', { name: '2025 Annual Financial Statements & ITR14' });
    await afs.waitFor();
    const progress = afs.getByRole('progressbar', { name: 'Payment progress' });
    assert.equal(await progress.getAttribute('aria-valuenow'), '50');
    assert.ok(await afs.getByText('R 18 500.00').isVisible());
    assert.ok(await afs.getByText('R 9 250.00').isVisible());
    assert.ok(await afs.getByText('Active', { exact: true }).isVisible());
    assert.ok(await afs.getByText('1 of 4 completed').isVisible());
    // The status filter narrows the grid at once.
    await page.getByLabel('Status').selectOption('ON_HOLD');
    await page.getByRole('article', { name: 'Fleet Cost & Cash-Flow Review' }).waitFor();
    assert.equal(await page.getByRole('article').count(), 1);
    await page.getByLabel('Status').selectOption('');
    await afs.waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'engagements-desktop');

    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const overdue = page.getByRole('article', { name: 'Upload bank statements for the last three months of the year' });
    await overdue.getByText('Overdue', { exact: true }).waitFor();
    const task = page.getByRole('article', { name: TASK });
    const checkbox = task.getByRole('checkbox', { name: TASK });
    assert.equal(await checkbox.isChecked(), false);
    await checkbox.click();
    await page.getByText('Task updated successfully', { exact: true }).waitFor();
    assert.equal(await checkbox.isChecked(), true);
    await task.locator('s', { hasText: TASK }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'tasks-desktop-ticked');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await task.locator('s', { hasText: TASK }).waitFor();
    assert.equal(await checkbox.isChecked(), true);
    assert.ok(await task.getByText(/^Completed \d{1,2} [A-Z][a-z]{2} \d{4}$/).isVisible());

    // The engagement's advisor has been told.
    const asAdvisor = await apiAs('advisor@example.com');
    const answer = await asAdvisor('{ notifications(first: 20) { nodes { title content actionUrl } } }');
    const notice = answer.data.notifications.nodes.find((node) => node.title === 'Task completed' && node.content.includes(TASK));
    assert.ok(notice, 'the advisor has a Task completed notification');
    assert.equal(notice.actionUrl, '/portal/tasks');

    // The engagement now counts the task as done.
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Engagements' }).click();
    await afs.getByText('2 of 4 completed').waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a phone the client reads the engagements and reopens the task', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  try {
    await signInAt(page, '/portal/engagements', 'client@example.com');
    await page.getByRole('heading', { level: 1, name: 'Engagements' }).waitFor();
    await page.getByRole('article', { name: 'Fleet Cost & Cash-Flow Review' }).getByRole('progressbar').waitFor();
    await screenshot(page, 'engagements-phone');

    await page.goto('/portal/tasks');
    const task = page.getByRole('article', { name: TASK });
    const checkbox = task.getByRole('checkbox', { name: TASK });
    await task.waitFor();
    await screenshot(page, 'tasks-phone');
    if (await checkbox.isChecked()) {
      await checkbox.click();
      await page.getByText('Task updated successfully', { exact: true }).waitFor();
      assert.equal(await checkbox.isChecked(), false);
      assert.equal(await task.locator('s').count(), 0);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
