import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

const CLIENT = 'client2@example.com';
const PASSWORD = 'Demo@12345';
const TOKEN = process.env.E2E_METRICS_TOKEN;

const withPages = journeyBrowser();

/**
 * The change-password mutation goes to the real server (with a wrong current password, so nothing
 * changes); its answer is turned into the generic answer of a server failure, keeping the real
 * X-Request-Id, as a failing database would have answered.
 */
async function failChangePasswordOnTheServer(page) {
  const seen = { requestId: undefined };
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'ChangePassword') return route.continue();
    const real = await route.fetch();
    seen.requestId = real.headers()['x-request-id'];
    await route.fulfill({
      response: real,
      json: { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: seen.requestId } }] },
    });
  });
  return seen;
}

async function changePasswordFails(page) {
  const seen = await failChangePasswordOnTheServer(page);
  await page.goto('/portal/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Not-the-password-1');
  await form.getByLabel('New password', { exact: true }).fill('Another-password-2');
  await form.getByLabel('Confirm new password').fill('Another-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  const alert = form.getByRole('alert');
  await alert.getByText(/Reference:/).waitFor();
  assert.match(seen.requestId ?? '', /^[0-9a-f-]{36}$/, 'the server gave the response its X-Request-Id');
  assert.equal(await alert.textContent(), `Internal server error. Reference: ${seen.requestId}`);
  assert.equal(await form.getByLabel('Current password').inputValue(), 'Not-the-password-1', 'the form keeps what was typed');
  return form;
}

async function scrape(authorization) {
  return fetch(`${baseUrl}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
}

test('on a phone, a failed change of password shows the reference the client can quote', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone }) => {
    await signInOnLoginPage(phone, CLIENT, PASSWORD);
    const form = await changePasswordFails(phone);
    await form.scrollIntoViewIfNeeded();
    assert.deepEqual(await accessibilityViolations(phone), []);
    await screenshot(phone, 'failure-reference-phone');
  });
});

test('on a desktop too, and the operator sees the traffic in /metrics with the token only', async () => {
  await withPages({ desktop: viewports.desktop }, async ({ desktop }) => {
    await signInOnLoginPage(desktop, CLIENT, PASSWORD);
    await changePasswordFails(desktop);
    assert.deepEqual(await accessibilityViolations(desktop), []);
    await screenshot(desktop, 'failure-reference-desktop');
  });

  assert.equal((await scrape()).status, 401);
  assert.equal((await scrape('Bearer not-the-token')).status, 401);
  const answer = await scrape(`Bearer ${TOKEN}`);
  assert.equal(answer.status, 200);
  const text = await answer.text();
  assert.match(text, /^http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+$/m);
  assert.match(text, /^http_requests_total\{method="GET",route="\(static files\)",status="200"\} \d+$/m);
  // What the real server answered to the wrong current password, whatever the browser was shown.
  assert.match(text, /^graphql_operations_total\{operation="ChangePassword",type="mutation",outcome="BAD_USER_INPUT"\} \d+$/m);
  assert.match(text, /^db_pool_connections_open 1$/m);
  assert.match(text, /^nodejs_eventloop_lag_seconds /m);
});
