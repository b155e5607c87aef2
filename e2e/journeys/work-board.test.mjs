import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const ENGAGEMENT = 'Ayesha Patel: VAT Registration & First VAT201';

const withPages = journeyBrowser();

/** The picture once a dialog has finished appearing. */
const settled = (dialog) => dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

/** The board's column of a stage, found by its heading ("Preparing 3"). */
const column = (page, name) => page.getByRole('region', { name: new RegExp(`^${name} `) });

/**
 * Where `locator` is on the screen. A column's cards are redrawn when one of its pages arrives, so
 * a card found a moment ago can be between two drawings (no box) when measured: measure again.
 */
async function boxOf(page, locator) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await locator.waitFor();
    const box = await locator.boundingBox();
    if (box) return box;
    await page.waitForTimeout(100);
  }
  throw new Error(`${locator} has no box on the screen`);
}

/** Drags `card` onto `target` with the mouse, in small steps, as a hand would. */
async function drag(page, card, target) {
  const from = await boxOf(page, card.locator('h3'));
  const to = await boxOf(page, target);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const [x, y] = [to.x + to.width / 2, to.y + 60];
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + ((x - from.x) * step) / 12, from.y + ((y - from.y) * step) / 12);
  }
  await page.mouse.up();
}

test('an advisor creates a job, drags it to Preparing, moves it to Review with the keyboard, finishes it on a phone and reads the workload', async () => {
  await withPages(
    { advisor: viewports.desktop, phone: { ...viewports.phone, hasTouch: true, isMobile: true } },
    async ({ advisor, phone }) => {
      await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
      await advisor.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Work' }).click();
      await advisor.getByRole('heading', { level: 1, name: 'Work' }).waitFor();
      await column(advisor, 'Waiting for client').getByRole('article').first().waitFor();
      await screenshot(advisor, 'work-board-desktop');
      assert.deepEqual(await accessibilityViolations(advisor), []);

      // A new EMP201 for the second client, for the first month offered (a year back): due soonest,
      // its card is at the top of its column, where a hand can drag it across (the recurring
      // journey's series may have put other EMP201s of hers in the column).
      await advisor.getByRole('button', { name: 'New job' }).click();
      const dialog = advisor.getByRole('dialog', { name: 'New job' });
      await dialog.getByLabel('Engagement').selectOption({ label: ENGAGEMENT });
      await dialog.getByLabel('Template').selectOption({ label: 'EMP201: monthly PAYE, UIF and SDL' });
      const period = dialog.getByLabel('Period', { exact: true });
      const months = await period.locator('option').allTextContents();
      const month = months.find((label) => label !== 'Choose a period');
      await period.selectOption({ label: month });
      await settled(dialog);
      await screenshot(advisor, 'work-new-job-desktop');
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await dialog.getByRole('button', { name: 'Create job' }).click();
      await advisor.getByText('Job created', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Only EMP201s, so the new card is easy to find.
      await advisor.getByLabel('Work', { exact: true }).selectOption({ label: 'EMP201: monthly PAYE, UIF and SDL' });
      const title = `EMP201 ${month}`;
      const card = (page, stage) => column(page, stage).getByRole('article').filter({ hasText: title });
      await card(advisor, 'Waiting for client').waitFor();

      // Dragged with the mouse to Preparing.
      await drag(advisor, card(advisor, 'Waiting for client'), column(advisor, 'Preparing'));
      await advisor.getByText(`${title} is now in Preparing.`, { exact: true }).waitFor();
      await card(advisor, 'Preparing').waitFor();

      // With the keyboard: its Move to list, typed to Review.
      const moveTo = card(advisor, 'Preparing').getByLabel('Move to');
      await moveTo.focus();
      await advisor.keyboard.type('Review');
      await advisor.getByText(`${title} is now in Review.`, { exact: true }).waitFor();
      await card(advisor, 'Review').waitFor();
      await screenshot(advisor, 'work-board-moved-desktop');

      // On a phone: the board scrolls sideways inside itself, never the page; the Move to list finishes the job.
      await signInOnLoginPage(phone, 'advisor@example.com', PASSWORD);
      await phone.goto('/portal/work?template=emp201');
      await card(phone, 'Review').waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
      await screenshot(phone, 'work-board-phone');
      assert.deepEqual(await accessibilityViolations(phone), []);
      await card(phone, 'Review').getByLabel('Move to').selectOption({ label: 'Submitted to SARS' });
      await phone.getByText(`${title} is now in Submitted to SARS.`, { exact: true }).waitFor();
      await card(phone, 'Submitted').getByLabel('Move to').selectOption({ label: 'Done' });
      await phone.getByText(`${title} is now in Done.`, { exact: true }).waitFor();
      await card(phone, 'Done').waitFor();

      // The list view: the job is done, so no longer among the open ones.
      await phone.getByRole('tab', { name: 'List' }).click();
      await phone.getByRole('table').waitFor();
      assert.equal(await phone.getByRole('rowheader', { name: title }).count(), 0);
      await screenshot(phone, 'work-list-phone');

      // The workload: per person and per month, each table scrolling inside its card on the phone.
      await phone.getByRole('tab', { name: 'Workload' }).click();
      await phone.getByRole('table', { name: 'Open jobs per person' }).getByRole('rowheader', { name: 'Lerato Mokoena' }).waitFor();
      await phone.getByRole('table', { name: 'Jobs done per service and month, the last twelve months' }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
      await screenshot(phone, 'work-workload-phone');
      assert.deepEqual(await accessibilityViolations(phone), []);
    },
  );
});
