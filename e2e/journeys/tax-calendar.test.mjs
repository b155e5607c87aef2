import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

const withPages = journeyBrowser();

/** The picture once a dialog has finished appearing. */
const settled = (dialog) => dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

/** Shows the three months from `label` ("Mar 2027") with the month picker, and waits for the first. */
async function showFrom(page, label, heading) {
  await page.getByLabel('First month').selectOption({ label });
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

test('an advisor finds when the February 2027 EMP201 is due, and why it is not the 7th', async () => {
  await withPages({ advisor: viewports.desktop }, async ({ advisor }) => {
    await signInOnLoginPage(advisor, 'advisor@example.com', PASSWORD);
    await advisor.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Tax calendar' }).click();
    await advisor.getByRole('heading', { level: 1, name: 'Tax calendar' }).waitFor();
    // Three months from the current one, each with its EMP201 at least.
    await advisor.getByRole('article').first().waitFor();
    assert.equal(await advisor.getByRole('heading', { level: 2 }).count(), 3);
    assert.equal((await advisor.getByRole('article', { name: /^EMP201 for / }).count()) >= 3, true);
    await screenshot(advisor, 'tax-calendar-advisor-this-month-desktop');

    await showFrom(advisor, 'Mar 2027', 'March 2027');
    const emp201 = advisor.getByRole('article', { name: 'EMP201 for Feb 2027' });
    await emp201.getByText('Fri 5 Mar 2027', { exact: true }).waitFor();
    assert.ok(await emp201.getByText('Moved from Sun 7 Mar: 7 Mar 2027 is a Sunday', { exact: true }).isVisible());
    // Advisors read the calendar; changing it is the administrators'.
    assert.equal(await advisor.getByRole('button', { name: /Change due date/ }).count(), 0);
    assert.equal(await advisor.getByRole('button', { name: 'Declare a public holiday' }).count(), 0);
    await screenshot(advisor, 'tax-calendar-advisor-desktop');
    assert.deepEqual(await accessibilityViolations(advisor), []);
  });
});

test('an administrator declares the general election, sees the EMP201 move off it, extends it and undoes the extension', async () => {
  await withPages({ admin: viewports.desktop, phone: viewports.phone }, async ({ admin, phone }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto('/portal/tax-calendar');
    await admin.getByRole('heading', { level: 1, name: 'Tax calendar' }).waitFor();

    // Declare Friday 7 May 2027 a public holiday.
    await admin.getByRole('button', { name: 'Declare a public holiday' }).click();
    const declare = admin.getByRole('dialog', { name: 'Declare a public holiday' });
    await declare.getByLabel('Date', { exact: true }).fill('2027-05-07');
    await declare.getByLabel('Name', { exact: true }).fill('General election');
    await settled(declare);
    await screenshot(admin, 'tax-calendar-declare-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);
    await declare.getByRole('button', { name: 'Declare holiday' }).click();
    await admin.getByText('Public holiday declared', { exact: true }).waitFor();
    await declare.waitFor({ state: 'detached' });
    // Focus is back on the button that opened the dialog.
    assert.equal(await admin.evaluate(() => document.activeElement?.textContent), 'Declare a public holiday');

    // May 2027: the April EMP201 is due the Thursday before, and the note names the election.
    await showFrom(admin, 'May 2027', 'May 2027');
    const election = admin.getByRole('article', { name: 'General election' });
    await election.getByText('Declared', { exact: true }).waitFor();
    const emp201 = admin.getByRole('article', { name: 'EMP201 for Apr 2027' });
    await emp201.getByText('Thu 6 May 2027', { exact: true }).waitFor();
    assert.ok(
      await emp201.getByText('Moved from Fri 7 May: 7 May 2027 is a public holiday (General election)', { exact: true }).isVisible(),
    );

    // SARS extends it to the 14th.
    await emp201.getByRole('button', { name: 'Change due date of EMP201 for Apr 2027' }).click();
    const change = admin.getByRole('dialog', { name: 'Change due date' });
    assert.equal(await change.getByLabel('Due date', { exact: true }).inputValue(), '2027-05-06');
    await change.getByLabel('Due date', { exact: true }).fill('2027-05-14');
    await change.getByLabel('Reason', { exact: true }).fill('SARS extended the April EMP201 after the election');
    await settled(change);
    await screenshot(admin, 'tax-calendar-change-due-date-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);
    await change.getByRole('button', { name: 'Save due date' }).click();
    await admin.getByText('Due date changed', { exact: true }).waitFor();
    await change.waitFor({ state: 'detached' });
    await emp201.getByText('Extended by SARS', { exact: true }).waitFor();
    assert.ok(await emp201.getByText('Fri 14 May 2027', { exact: true }).isVisible());
    assert.ok(await emp201.getByText('SARS extended the April EMP201 after the election').isVisible());
    assert.ok(await emp201.getByText('The rule’s date: Thu 6 May 2027.').isVisible());
    await screenshot(admin, 'tax-calendar-admin-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);

    // The same month on a phone: the rows wrap, nothing scrolls sideways.
    await signInOnLoginPage(phone, 'admin@example.com', PASSWORD);
    await phone.goto('/portal/tax-calendar?from=2027-05');
    const onPhone = phone.getByRole('article', { name: 'EMP201 for Apr 2027' });
    await onPhone.getByText('Extended by SARS', { exact: true }).waitFor();
    assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await screenshot(phone, 'tax-calendar-admin-phone');
    assert.deepEqual(await accessibilityViolations(phone), []);
    await onPhone.getByRole('button', { name: 'Change due date of EMP201 for Apr 2027' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Change due date' });
    await phoneDialog.getByLabel('Reason', { exact: true }).fill('');
    await phoneDialog.getByRole('button', { name: 'Save due date' }).click();
    await phoneDialog.getByText('Say why the date moved, as SARS announced it').waitFor();
    await settled(phoneDialog);
    await screenshot(phone, 'tax-calendar-change-due-date-phone');
    assert.deepEqual(await accessibilityViolations(phone), []);
    await phone.keyboard.press('Escape');
    await phoneDialog.waitFor({ state: 'detached' });

    // Undo: back to the rule's Thursday, with its note.
    await emp201.getByRole('button', { name: 'Undo extension of EMP201 for Apr 2027' }).click();
    const undo = admin.getByRole('dialog', { name: 'Undo the extension of EMP201 for Apr 2027?' });
    await undo.getByText('It will be due on the rule’s date again: Thu 6 May 2027.').waitFor();
    await undo.getByRole('button', { name: 'Undo extension' }).click();
    await admin.getByText('Extension undone', { exact: true }).waitFor();
    await emp201.getByText('Thu 6 May 2027', { exact: true }).waitFor();
    assert.equal(await emp201.getByText('Extended by SARS').count(), 0);
    assert.ok(await emp201.getByText(/^Moved from Fri 7 May/).isVisible());
    // Focus went back to the row: its "Change due date", since "Undo extension" is gone.
    assert.equal(await admin.evaluate(() => document.activeElement?.getAttribute('id')), 'change-due-date-emp201:2027-04');

    // The filing seasons, on the phone: a card each.
    await phone.reload();
    const seasons = phone.getByRole('region', { name: 'Filing seasons' });
    await seasons.getByRole('article', { name: 'ITR12 filing season 2026' }).waitFor();
    await seasons.scrollIntoViewIfNeeded();
    await screenshot(phone, 'tax-calendar-seasons-phone');

    // The holiday was entered for this journey: it goes again, and the EMP201 is due on the 7th.
    const declared = admin.getByRole('region', { name: 'Declared public holidays' });
    await declared.getByRole('button', { name: 'Remove General election' }).click();
    const remove = admin.getByRole('dialog', { name: 'Remove General election?' });
    await remove.getByRole('button', { name: 'Remove holiday' }).click();
    await admin.getByText('Public holiday removed', { exact: true }).waitFor();
    await emp201.getByText('Fri 7 May 2027', { exact: true }).waitFor();
    assert.equal(await admin.getByRole('article', { name: 'General election' }).count(), 0);
  });
});
