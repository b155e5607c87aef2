import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const PASSWORD = 'Demo@12345';

const withPages = journeyBrowser();

/** The picture once a dialog has finished appearing. */
const settled = (dialog) => dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

test('an administrator keeps the firm’s billing settings, adds next year’s VAT rate and removes it, on a desktop and a phone', async () => {
  await withPages({ admin: viewports.desktop, phone: { ...viewports.phone, hasTouch: true, isMobile: true } }, async ({ admin, phone }) => {
    await signInOnLoginPage(admin, 'admin@example.com', PASSWORD);
    await admin.goto('/portal/admin?tab=billing');
    const settings = admin.getByRole('form', { name: 'Billing settings' });
    await settings.waitFor();
    // The demo firm is a VAT vendor that takes EFT; 15 % is in force.
    assert.equal(await settings.getByLabel(/^VAT number/).inputValue(), '4150123456');
    const rates = admin.getByRole('region', { name: 'VAT rates' });
    await rates.getByRole('row', { name: /^15\s% .* In force$/ }).waitFor();
    await screenshot(admin, 'billing-settings-desktop');
    assert.deepEqual(await accessibilityViolations(admin), []);

    // A VAT number that is not one is refused beneath its field, before anything is sent.
    await settings.getByLabel(/^VAT number/).fill('1234');
    await settings.getByRole('button', { name: 'Save billing settings' }).click();
    await settings.getByText('VAT number must be 10 digits beginning with 4').waitFor();
    await settings.getByLabel(/^VAT number/).fill('4150 123 456');
    await settings.getByLabel('Payment terms (days to pay)').fill('14');
    await settings.getByRole('button', { name: 'Save billing settings' }).click();
    await admin.getByText('Billing settings saved', { exact: true }).waitFor();
    await settings.getByText(/^Last saved /).waitFor();

    // Next year's rate, then taken away again before it applies.
    const nextYear = new Date().getUTCFullYear() + 1;
    await rates.getByRole('button', { name: 'Add rate' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a VAT rate' });
    await dialog.getByLabel('Rate (%)').fill('15.5');
    await dialog.getByLabel('Applies from').fill(`${nextYear}-04-01`);
    await settled(dialog);
    assert.deepEqual(await accessibilityViolations(admin), []);
    await dialog.getByRole('button', { name: 'Add rate' }).click();
    await admin.getByText('VAT rate added', { exact: true }).waitFor();
    await rates.getByRole('row', { name: new RegExp(`^15\\.5\\s% 1 Apr ${nextYear}`) }).waitFor();
    await screenshot(admin, 'billing-vat-rates-desktop');

    // On a phone: the form fits the screen, and the rate comes off after a confirmation.
    await signInOnLoginPage(phone, 'admin@example.com', PASSWORD);
    await phone.goto('/portal/admin?tab=billing');
    await phone.getByRole('form', { name: 'Billing settings' }).waitFor();
    assert.equal(await phone.getByLabel('Payment terms (days to pay)').inputValue(), '14');
    assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await screenshot(phone, 'billing-settings-phone');
    assert.deepEqual(await accessibilityViolations(phone), []);
    const phoneRates = phone.getByRole('region', { name: 'VAT rates' });
    // Each card fits the phone's width: the rates table scrolls inside its card, if at all.
    for (const region of [phone.getByRole('region', { name: 'Billing settings' }), phoneRates]) {
      const box = await region.boundingBox();
      assert.ok(box.x + box.width <= viewports.phone.width, `${await region.getAttribute('aria-labelledby')} is ${box.width}px wide`);
    }
    await phoneRates.getByRole('button', { name: `Remove the rate from 1 Apr ${nextYear}` }).click();
    await phone.getByRole('dialog', { name: 'Remove this rate?' }).getByRole('button', { name: 'Remove rate' }).click();
    await phone.getByText('VAT rate removed', { exact: true }).waitFor();
    await phone.getByRole('dialog', { name: 'Remove this rate?' }).waitFor({ state: 'detached' });
    await phoneRates.getByRole('row', { name: /^15\.5\s% / }).waitFor({ state: 'detached' });
    assert.equal(await phoneRates.getByRole('row').count(), 3);
  });
});
