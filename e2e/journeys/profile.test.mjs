import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, apiAs } from '../helpers.mjs';

const CLIENT = 'client@example.com';
const PASSWORD = 'Demo@12345';

/** Opens /portal/profile signed out, reads its notice, and signs in through the inline form. */
async function signInOnProfile(page) {
  await page.goto('/portal/profile');
  await page.getByText('Please log in to view your profile.', { exact: true }).waitFor();
  await page.getByLabel('Email').fill(CLIENT);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
}

const personal = (page) => page.getByRole('form', { name: 'Personal Information' });
const company = (page) => page.getByRole('form', { name: 'Company Information' });
const sidebar = (page) => page.getByRole('complementary', { name: 'Portal' });

async function openCompanyTab(page) {
  await page.getByRole('tab', { name: 'Company Information' }).click();
  await company(page).waitFor();
}

/** The demo client as seeded: later journeys read this name, so it is put back whatever happens. */
async function restoreDemoClient() {
  const asClient = await apiAs(CLIENT);
  const profile = await asClient(`mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
    input: { firstName: 'Sipho', lastName: 'Dlamini', city: 'Midrand', province: 'Gauteng' },
  });
  const saved = await asClient(`mutation ($input: SaveCompanyInput!) { saveCompany(input: $input) { id } }`, {
    input: { name: 'Dlamini Logistics (Pty) Ltd', employees: 48, vatNumber: null },
  });
  assert.equal(profile.errors, undefined);
  assert.equal(saved.errors, undefined);
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('a client edits their city, first name and company head count, and sees them again after a reload', async () => {
  const { context, page, problems } = await openPage(browser, viewports.desktop);
  try {
    await signInOnProfile(page);
    const form = personal(page);
    assert.equal(await form.getByLabel('Email').inputValue(), CLIENT);
    assert.equal(await form.getByLabel('Email').getAttribute('readonly'), '');
    assert.ok(await page.getByText('SD', { exact: true }).isVisible(), 'the avatar shows the initials');
    assert.ok(await sidebar(page).getByText('Sipho', { exact: true }).isVisible());

    await form.getByLabel('First name').fill('Sizwe');
    await form.getByLabel('City').fill('Durban');
    await form.getByLabel('Province').fill('KwaZulu-Natal');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully', { exact: true }).waitFor();
    // The sidebar takes the new name from the cache, without a reload.
    await sidebar(page).getByText('Sizwe', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Sizwe Dlamini' }).waitFor();
    await screenshot(page, 'profile-personal-desktop');

    await openCompanyTab(page);
    const companyForm = company(page);
    assert.equal(await companyForm.getByLabel('Company name').inputValue(), 'Dlamini Logistics (Pty) Ltd');
    assert.equal(await companyForm.getByLabel('Annual revenue (ZAR)').inputValue(), '18 750 000.00');
    // A rule the browser checks first: the name is required.
    await companyForm.getByLabel('Company name').fill('');
    await companyForm.getByRole('button', { name: 'Save Company Information' }).click();
    await companyForm.getByText('Company name is required', { exact: true }).waitFor();
    await companyForm.getByLabel('Company name').fill('Dlamini Logistics (Pty) Ltd');
    assert.equal(await companyForm.getByText('Company name is required').count(), 0);
    await companyForm.getByLabel('Number of employees').fill('55');
    // The company is registered for VAT: its number, typed with spaces, is kept without them.
    await companyForm.getByLabel('VAT number (if registered for VAT)').fill('4123 456 789');
    await companyForm.getByRole('button', { name: 'Save Company Information' }).click();
    await page.getByText('Company information updated successfully', { exact: true }).waitFor();
    await screenshot(page, 'profile-company-desktop');

    await page.reload();
    await personal(page).waitFor();
    assert.equal(await personal(page).getByLabel('City').inputValue(), 'Durban');
    assert.equal(await personal(page).getByLabel('First name').inputValue(), 'Sizwe');
    assert.ok(await sidebar(page).getByText('Sizwe', { exact: true }).isVisible());
    await openCompanyTab(page);
    assert.equal(await company(page).getByLabel('Number of employees').inputValue(), '55');
    assert.equal(await company(page).getByLabel('VAT number (if registered for VAT)').inputValue(), '4123456789');
    assert.deepEqual(await accessibilityViolations(page), []);

    // The dashboard greets the client by the new name too.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sizwe!' }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await restoreDemoClient();
  }
});

test('the profile fits a phone: both tabs at 390 px', async () => {
  const { context, page, problems } = await openPage(browser, viewports.phone);
  try {
    await signInOnProfile(page);
    await personal(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
    await screenshot(page, 'profile-personal-phone');
    await openCompanyTab(page);
    assert.ok(await company(page).getByRole('button', { name: 'Save Company Information' }).isVisible());
    await screenshot(page, 'profile-company-phone');
    assert.deepEqual(await accessibilityViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
