import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations } from '../helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function signIn(page, email) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/portal');
}

test('an administrator asks the API a question in the playground; a client is turned away', async () => {
  const { context, page, problems } = await openPage(browser, viewports.desktop);
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  try {
    await signIn(page, 'admin@example.com');
    await page.getByRole('link', { name: 'GraphQL Playground' }).click();
    await page.getByRole('heading', { name: 'GraphQL Playground' }).waitFor();
    const editor = page.frameLocator('iframe[title="GraphQL Playground editor"]');
    // Run only once the editor holds the prepared query.
    await editor.locator('.graphiql-query-editor').getByText('LatestConsultations').waitFor();
    await editor.getByRole('button', { name: /Execute query/i }).click();
    const result = editor.locator('.result-window');
    await result.getByText('contactSubmissionCounts').waitFor();
    assert.match(await result.innerText(), /"consultations": \d+/);

    // The schema's documentation comes from the live API, with the @auth rules in force.
    await editor.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await editor.getByText('Root Types').waitFor();
    await screenshot(page, 'playground-desktop');
    assert.deepEqual(await accessibilityViolations(page), []);

    // A saved question opens in a tab of its own, with its variables, after the prepared one.
    await editor.getByRole('button', { name: 'Show Saved questions' }).click();
    const savedQuestions = editor.getByRole('region', { name: 'Saved questions' });
    await savedQuestions.getByRole('button', { name: 'Consultation requests this month, counted by service' }).click();
    await editor.getByRole('tab', { name: /ConsultationsThisMonthByService/, selected: true }).waitFor();
    assert.match(await editor.getByRole('tab').first().innerText(), /LatestConsultations/);
    await editor.locator('.graphiql-query-editor').getByText('ConsultationsThisMonthByService').waitFor();
    assert.match(await editor.locator('.graphiql-editor-tool').first().innerText(), /"from": "\d{4}-\d{2}-01"/);
    await screenshot(page, 'playground-saved-question');
    assert.deepEqual(await accessibilityViolations(page), []);
    // Last: axe loaded into the frame makes later page checks include GraphiQL's own editor.
    const playgroundFrame = page.frame({ url: /\/playground\/$/ });
    assert.deepEqual(await accessibilityViolations(playgroundFrame, '.saved-questions'), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
  }

  const client = await openPage(browser, viewports.desktop);
  try {
    await signIn(client.page, 'client@example.com');
    await client.page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Documents', exact: true }).waitFor();
    await client.page.goto('/portal/playground');
    await client.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    assert.equal(await client.page.getByRole('link', { name: 'GraphQL Playground' }).count(), 0);
    // The editor page itself is refused too, not just the portal's frame around it.
    assert.equal((await client.page.goto('/playground/')).status(), 403);
  } finally {
    await client.context.close();
  }
});
