import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';
const ENGAGEMENT = 'Ayesha Patel: VAT Registration & First VAT201';
const EMP201 = 'EMP201: monthly PAYE, UIF and SDL';

const withPages = journeyBrowser();

/** The picture once a dialog has finished appearing. */
const settled = (dialog) => dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

test('an advisor starts a recurring EMP201 series, skips a period and pauses it, then ends it on a phone', async () => {
  await withPages(
    { advisor: viewports.desktop, phone: { ...viewports.phone, hasTouch: true, isMobile: true } },
    async ({ advisor, phone }) => {
      await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
      await advisor.goto('/portal/work');
      await advisor.getByRole('heading', { level: 1, name: 'Work' }).waitFor();

      // New job, with Repeat: a series of EMP201s for the second client, from the first period offered.
      await advisor.getByRole('button', { name: 'New job' }).click();
      const dialog = advisor.getByRole('dialog', { name: 'New job' });
      await dialog.getByLabel('Engagement').selectOption({ label: ENGAGEMENT });
      await dialog.getByLabel('Template').selectOption({ label: EMP201 });
      await dialog.getByRole('checkbox', { name: /Repeat for every period/ }).click();
      await dialog.getByLabel('First period').waitFor();
      await dialog.getByLabel('Made this many days before each period ends').fill('10');
      await settled(dialog);
      await screenshot(advisor, 'work-new-series-desktop');
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await dialog.getByRole('button', { name: 'Start series' }).click();
      await advisor.getByText('Recurring series started', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The Recurring tab, the EMP201s only: the new series with its next periods.
      await advisor.goto('/portal/work?view=recurring&template=emp201');
      const series = advisor.getByRole('list', { name: 'Recurring series' }).getByRole('article').filter({ hasText: 'Ayesha Patel' });
      await series.waitFor();
      await series.getByText('10 days before its period ends').waitFor();
      await screenshot(advisor, 'work-recurring-desktop');
      assert.deepEqual(await accessibilityViolations(advisor), []);

      // The calendar of due dates over the same filters: the month's days with their counts.
      await advisor.goto('/portal/work?view=calendar&template=emp201');
      await advisor.getByRole('table', { name: /^Jobs due in / }).waitFor();
      await screenshot(advisor, 'work-calendar-desktop');
      assert.deepEqual(await accessibilityViolations(advisor), []);
      await advisor.goto('/portal/work?view=recurring&template=emp201');
      await series.waitFor();

      // Skip the next period not yet made, then pause the series.
      const skip = series.getByRole('button', { name: /^Skip / }).first();
      const label = (await skip.getAttribute('aria-label')).slice('Skip '.length);
      await skip.click();
      await advisor.getByText(`No job will be made for ${label}.`, { exact: true }).waitFor();
      await series.getByRole('button', { name: `Make it after all: ${label}` }).waitFor();
      await series.getByRole('button', { name: 'Pause' }).click();
      await series.getByText('Paused', { exact: true }).waitFor();

      // On a phone: the same series, ended after a question.
      await signInOnLoginPage(phone, 'advisor@example.com', PASSWORD);
      await phone.goto('/portal/work?view=recurring&template=emp201');
      const onPhone = phone.getByRole('list', { name: 'Recurring series' }).getByRole('article').filter({ hasText: 'Ayesha Patel' });
      await onPhone.getByText('Paused', { exact: true }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
      await screenshot(phone, 'work-recurring-phone');
      assert.deepEqual(await accessibilityViolations(phone), []);
      // The calendar fits a phone too.
      await phone.goto('/portal/work?view=calendar&template=emp201');
      await phone.getByRole('table', { name: /^Jobs due in / }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
      await screenshot(phone, 'work-calendar-phone');
      assert.deepEqual(await accessibilityViolations(phone), []);
      await phone.goto('/portal/work?view=recurring&template=emp201');
      await onPhone.getByRole('button', { name: 'End series' }).click();
      const confirm = phone.getByRole('dialog', { name: 'End this series?' });
      await settled(confirm);
      await screenshot(phone, 'work-end-series-phone');
      await confirm.getByRole('button', { name: 'End series' }).click();
      await phone.getByText('Series ended', { exact: true }).waitFor();
      await onPhone.getByText('Ended', { exact: true }).waitFor();
      assert.equal(await onPhone.getByRole('button', { name: 'Pause' }).count(), 0);
    },
  );
});
