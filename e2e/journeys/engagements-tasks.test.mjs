import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs, newClient, signInAt } from '../helpers.mjs';

const TASK = 'Review the draft financial statements';

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
    // Its own four tasks, one done, and the checklists of its open jobs (demo-jobs.ts), which vary with the day.
    const [, done, total] = (await afs.getByText(/^\d+ of \d+ completed$/).textContent()).match(/^(\d+) of (\d+) completed$/).map(Number);
    assert.ok(done >= 1 && total >= 4);
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
    await afs.getByText(`${done + 1} of ${total} completed`).waitFor();
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

/** Whether the page is wider than the window: something would need a sideways scroll. */
const overflowsSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('an advisor creates an engagement for a client, is told what to fix, and edits it', async () => {
  // A client of the journey's own, so that the demo client's engagements stay as the other journeys count them.
  const email = await newClient('engagement-client', 'Journey@12345');
  const { context, page, problems } = await openPage(browser, viewports.desktop);
  try {
    await signInAt(page, '/portal/engagements', 'advisor@example.com');
    await page.getByRole('heading', { level: 1, name: 'Engagements' }).waitFor();
    await page.getByRole('button', { name: 'New engagement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New engagement' });
    await dialog.getByLabel('Client', { exact: true }).and(page.locator(':enabled')).waitFor();
    // An advisor's engagements are their own.
    assert.equal(await dialog.getByLabel('Advisor').inputValue(), 'Lerato Mokoena (you)');

    await dialog.getByLabel('Find a client').fill(email);
    await dialog.getByLabel('Client', { exact: true }).selectOption({ label: `Ayanda Zulu (${email})` });
    await dialog.getByLabel('Service').selectOption({ label: 'Monthly Bookkeeping' });
    await dialog.getByLabel('Title').fill('Payroll Set-up 2026');
    await dialog.getByLabel('Description (optional)').fill('Payslips, EMP201 returns and the IRP5s at year end.');
    await dialog.getByLabel('Start date').fill('2026-05-04');
    await dialog.getByLabel('Due date (optional)').fill('2026-04-30');
    await dialog.getByLabel('Total amount in rand (optional)').fill('8 500.505');
    await dialog.getByRole('button', { name: 'Create engagement' }).click();
    await dialog.getByText('Total amount must be at most 2 decimals').waitFor();
    await dialog.getByLabel('Total amount in rand (optional)').fill('8 500.50');
    await dialog.getByRole('button', { name: 'Create engagement' }).click();
    await dialog.getByText('Due date cannot be before the start date').waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'engagement-dialog-desktop');

    await dialog.getByLabel('Due date (optional)').fill('2026-06-30');
    // Paid before the firm billed it here; from now on only payments on its invoices move it.
    await dialog.getByLabel('Paid before billing in rand').fill('4 250.25');
    await dialog.getByRole('button', { name: 'Create engagement' }).click();
    await page.getByText('Engagement created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: 'Payroll Set-up 2026' });
    await card.waitFor();
    assert.ok(await card.getByText('Client: Ayanda Zulu').isVisible());
    assert.ok(await card.getByText('R 8 500.50').isVisible());
    assert.ok(await card.getByText('Monthly Bookkeeping').isVisible());

    await card.getByRole('button', { name: 'Edit: Payroll Set-up 2026' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit engagement' });
    assert.equal(await edit.getByLabel('Title').inputValue(), 'Payroll Set-up 2026');
    assert.equal(await edit.getByLabel('Start date').inputValue(), '2026-05-04');
    assert.equal(await edit.getByLabel('Due date (optional)').inputValue(), '2026-06-30');
    assert.equal(await edit.getByLabel('Total amount in rand (optional)').inputValue(), '8500.50');
    assert.equal(await edit.getByLabel('Paid so far in rand').inputValue(), '4250.25');
    assert.equal(await edit.getByLabel('Paid so far in rand').getAttribute('readonly'), '');
    await edit.getByLabel('Status').selectOption({ label: 'Completed' });
    await edit.getByRole('button', { name: 'Save engagement' }).click();
    await page.getByText('Engagement saved', { exact: true }).waitFor();
    await edit.waitFor({ state: 'detached' });
    await card.getByText('Completed', { exact: true }).waitFor();
    assert.equal(await card.getByRole('progressbar').getAttribute('aria-valuenow'), '50');

    // Kept: after a reload the card reads the same from the server.
    await page.reload();
    await card.getByText('Completed', { exact: true }).waitFor();
    assert.ok(await card.getByText('Payslips, EMP201 returns and the IRP5s at year end.').isVisible());
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a phone an administrator opens an engagement’s form, which fits the screen, and saves it', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone, { hasTouch: true, isMobile: true });
  try {
    await signInAt(page, '/portal/engagements', 'admin@example.com');
    const card = page.getByRole('article', { name: 'Payroll Set-up 2026' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Edit: Payroll Set-up 2026' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit engagement' });
    await edit.getByLabel('Advisor').and(page.locator(':enabled')).waitFor();
    assert.equal(await overflowsSideways(page), false);
    const box = await edit.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= viewports.phone.width, `the dialog fits the screen: ${JSON.stringify(box)}`);
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'engagement-dialog-phone');

    // An administrator may take the engagement from its advisor (an advisor may not).
    assert.equal(
      await edit.getByLabel('Advisor').inputValue(),
      await edit.getByRole('option', { name: 'Lerato Mokoena' }).getAttribute('value'),
    );
    await edit.getByLabel('Advisor').selectOption({ label: 'Not assigned' });
    await edit.getByLabel('Status').selectOption({ label: 'Active' });
    await edit.getByRole('button', { name: 'Save engagement' }).click();
    await page.getByText('Engagement saved', { exact: true }).waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    assert.ok(await card.getByText('Advisor: Not assigned').isVisible());
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
