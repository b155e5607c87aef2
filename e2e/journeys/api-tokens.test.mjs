import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { baseUrl, screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser, signInOnLoginPage } from '../helpers.mjs';

// The promise of docs/integrations.md: someone new finds /api/docs, makes a token on their
// profile and lists documents with curl (here Node's fetch, sending what curl sends), and an
// administrator sees the tokens and registers a webhook endpoint.

const ADVISOR = 'advisor@example.com';
const ADMIN = 'admin@example.com';
const PASSWORD = 'Demo@12345';
const TOKEN_NAME = 'Practice manager sync';
// A port nobody listens on at this machine's own address: the try fails at once, and no packet
// leaves the machine (a name would be looked up in DNS).
const HOOK_URL = 'https://127.0.0.1:1/khanya';

const withPages = journeyBrowser();

/** `curl -H "Authorization: Bearer …" <path>`: no cookie, only the token. */
function curl(path, secret, init = {}) {
  return fetch(`${baseUrl}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${secret}` } });
}

/**
 * A session of the person's own over the API (as helpers.mjs's apiAs), run through `use` and
 * signed out after, so it is not left on their list of where they are signed in.
 */
async function withSession(email, use) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(login.status, 200, `sign-in as ${email}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const get = (path) => fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const graphql = async (query, variables) =>
    (
      await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      })
    ).json();
  try {
    return await use({ get, graphql });
  } finally {
    await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } });
  }
}

/** What is on the screen now (a dialog stays where it is drawn, as a full-page picture would not show it). */
async function screenshotOfWindow(page, name) {
  // A dialog fades in: the picture is of it once it has.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: path.resolve('e2e', 'screenshots', `${name}.png`) });
}

/** A part of the page by itself, for looking closely at it. */
async function screenshotOf(locator, name) {
  await locator.screenshot({ path: path.resolve('e2e', 'screenshots', `${name}.png`) });
}

/** Closes the toasts that are showing, so a screenshot shows what they would cover. */
async function closeToasts(page) {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close' });
  for (const close of await toasts.all()) await close.click();
  await toasts.first().waitFor({ state: 'detached' });
}

async function assertFitsWidth(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
}

/** Revokes what a failed run may have left in use, so later journeys and runs find none. */
function revokeTokensNamed(email, name) {
  return withSession(email, async ({ graphql }) => {
    const { data } = await graphql('{ apiTokens { id name status } }');
    for (const token of data?.apiTokens ?? []) {
      if (token.name === name && token.status === 'ACTIVE')
        await graphql('mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: token.id });
    }
  });
}

function deleteEndpointsAt(url) {
  return withSession(ADMIN, async ({ graphql }) => {
    const { data } = await graphql('{ webhookEndpoints { id url } }');
    for (const endpoint of data?.webhookEndpoints ?? []) {
      if (endpoint.url === url) await graphql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
    }
  });
}

/**
 * The advisor's way through, at one width: /api/docs signed out, sign in, back on the reference;
 * a token on the Security tab; the documents with it; its use shown; revoked; refused.
 */
async function advisorJourney(page, width) {
  // Signed out, the reference sends them to sign in and brings them back.
  const opened = await page.goto('/api/docs');
  assert.match(new URL(page.url()).pathname + new URL(page.url()).search, /^\/login\?next=\/api\/docs$/);
  assert.equal(opened.status(), 200);
  await page.getByLabel('Email').fill(ADVISOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/api/docs');
  await page.getByRole('heading', { name: /Khanya Tax & Advisory: REST API/ }).waitFor();
  // With 150 tags and operations or more, Swagger UI draws only those near the window (it
  // virtualises the list), so the advisor narrows it with the filter box, as a reader would.
  await page.getByPlaceholder('Filter by tag or path').fill('Documents');
  const listDocuments = page.locator('#operations-Documents-listDocuments');
  await listDocuments.waitFor();
  assert.match(await listDocuments.innerText(), /GET\s*\/api\/documents/);
  assert.match(await listDocuments.innerText(), /The documents the caller may see/);
  await screenshotOfWindow(page, `api-docs-${width}`);
  // Opened, it says what a token needs, and fits the width.
  await listDocuments.locator('.opblock-summary-control').click();
  await listDocuments.getByText('Signed in with a session, or an API token with the scope documents:read; any role.').waitFor();
  await assertFitsWidth(page);
  await screenshotOf(listDocuments, `api-docs-list-documents-${width}`);

  // The portal's sidebar leads back to it; the Security tab is where tokens are made.
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await page.waitForURL('**/portal');
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click(); // a phone folds the sections away
  const reference = page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'REST API Reference' });
  assert.equal(await reference.getAttribute('href'), '/api/docs');
  assert.ok(await reference.isVisible());
  await page.goto('/portal/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const section = page.getByRole('region', { name: 'API tokens' });
  await section
    .getByText('No API tokens yet.')
    .or(section.getByRole('list', { name: 'API tokens' }))
    .first()
    .waitFor();

  await section.getByRole('button', { name: 'Create token' }).click();
  const form = section.getByRole('form', { name: 'Create token' });
  await form.getByLabel('Name').fill(TOKEN_NAME);
  await form.getByRole('checkbox', { name: 'documents:read' }).check();
  // Webhooks and the events feed are an area of their own (docs/integrations.md#the-events-feed).
  await form.getByRole('checkbox', { name: 'webhooks:write' }).waitFor();
  await assertFitsWidth(page);
  await screenshotOf(form, `api-token-form-${width}`);
  assert.ok(await form.getByRole('radio', { name: '90 days' }).isChecked(), 'a token lasts 90 days unless chosen otherwise');
  await form.getByRole('button', { name: 'Create token' }).click();

  // The secret, shown this once.
  const shown = section.getByRole('region', { name: `Your new token "${TOKEN_NAME}"` });
  await shown.getByText('it will not be shown again').waitFor();
  const secret = (await shown.getByLabel('The new token').innerText()).trim();
  assert.match(secret, /^khanya_pat_[0-9A-Za-z]{40}$/);
  await assertFitsWidth(page);
  await screenshotOf(section, `api-token-secret-${width}`);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await shown.waitFor({ state: 'detached' });
  assert.equal(await section.getByText(secret).count(), 0, 'the secret is gone from the page');

  const row = section.getByRole('listitem', { name: TOKEN_NAME });
  await row.getByText('Never used').waitFor();
  assert.ok(await row.getByText('documents:read', { exact: true }).isVisible());
  assert.ok(await row.getByText(`${secret.slice(0, 15)}…`).isVisible(), 'the list shows the start of the secret');
  assert.deepEqual(await accessibilityViolations(page), []);

  // As curl would: the documents with the token are the advisor's own list.
  const listed = await curl('/api/documents', secret);
  assert.equal(listed.status, 200);
  const documents = await listed.json();
  assert.ok(Array.isArray(documents) && documents.length > 0, 'the advisor sees the demo documents');
  assert.deepEqual(
    documents.map((document) => document.id),
    (await withSession(ADVISOR, async ({ get }) => (await get('/api/documents')).json())).map((document) => document.id),
  );
  // documents:read does not upload, nor reach another area.
  const upload = await curl('/api/documents/upload', secret, { method: 'POST' });
  assert.equal(upload.status, 403);
  // Problem details (docs/integrations.md#errors): a program reads the code, the reason and the scope.
  assert.match(upload.headers.get('content-type'), /^application\/problem\+json/);
  const refusal = await upload.json();
  assert.deepEqual(
    { code: refusal.code, reason: refusal.reason, missingScope: refusal.missingScope, message: refusal.message },
    {
      code: 'FORBIDDEN',
      reason: 'API_TOKEN_SCOPE_MISSING',
      missingScope: 'documents:write',
      message: 'POST /api/documents/upload needs the scope documents:write, which this API token lacks.',
    },
  );
  const tasks = await curl('/api/tasks', secret);
  assert.equal(tasks.status, 403);
  assert.equal((await tasks.json()).message, 'GET /api/tasks needs the scope tasks:read, which this API token lacks.');

  // The list shows the use once the page asks again.
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  await row.getByText(/^Created .* · Last used /).waitFor();
  assert.equal(await row.getByText('Never used').count(), 0);
  await assertFitsWidth(page);
  await screenshotOf(section, `api-tokens-section-${width}`);
  await screenshot(page, `api-tokens-security-tab-${width}`);

  // Revoked through the dialog, the token is refused at once, saying why.
  await row.getByRole('button', { name: `Revoke ${TOKEN_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke "${TOKEN_NAME}"?` });
  await dialog.getByText(/stops working at once/).waitFor();
  await screenshotOfWindow(page, `api-token-revoke-${width}`);
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await page.getByText(`"${TOKEN_NAME}" was revoked`).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  const refused = await curl('/api/documents', secret);
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
  assert.match(
    (await refused.json()).message,
    /^This API token was revoked on \d{4}-\d\d-\d\dT[\d:.]+Z: make a new one on your profile's Security tab\.$/,
  );
  await closeToasts(page);
  await screenshotOf(section, `api-tokens-after-revoke-${width}`);
}

/**
 * The administrator's way through, at one width: everyone's tokens (one revoked there), then the
 * Integrations tab: an endpoint added, its secret once, a test event in its delivery log, deleted.
 */
async function adminJourney(page, width) {
  // A token of the administrator's own, made over the API from a session, to revoke on the tab.
  const tokenName = `Admin panel check (${width})`;
  const created = await withSession(ADMIN, ({ graphql }) =>
    graphql('mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', {
      input: { name: tokenName, scopes: ['DOCUMENTS_READ'], expiresInDays: 30 },
    }),
  );
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));

  await signInOnLoginPage(page, ADMIN, PASSWORD);
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'API tokens' }).click();
  const tokens = page.getByRole('region', { name: 'API tokens' });
  const row = tokens.getByRole('listitem', { name: new RegExp(`^${tokenName.replace(/[()]/g, '\\$&')} of `) });
  await row.getByText('Never used', { exact: false }).waitFor();
  assert.ok(await row.getByText('Active', { exact: true }).isVisible());
  await assertFitsWidth(page);
  await screenshot(page, `admin-api-tokens-${width}`);
  await row.getByRole('button', { name: /^Revoke / }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke "${tokenName}"?` });
  await revoke.getByText(/of .* \(admin@example\.com\) stops working at once/).waitFor();
  await revoke.getByRole('button', { name: 'Revoke token' }).click();
  await revoke.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
  await tokens.getByLabel('Show').selectOption('all');
  await row.getByText('Revoked', { exact: true }).waitFor();
  assert.equal(await row.getByRole('button', { name: /^Revoke / }).count(), 0);
  await assertFitsWidth(page);
  await closeToasts(page);
  await screenshot(page, `admin-api-tokens-all-${width}`);

  // Integrations: none yet, then one endpoint with its secret shown once.
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const integrations = page.getByRole('region', { name: 'Integrations' });
  await integrations.getByText('No endpoints yet. Add one to send events to another system.').waitFor();
  assert.deepEqual(await accessibilityViolations(page), []);
  await screenshot(page, `integrations-empty-${width}`);

  await integrations.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add endpoint' });
  await add.getByLabel('URL').fill(HOOK_URL);
  await add.getByLabel('Description (optional)').fill(TOKEN_NAME);
  await add.getByRole('checkbox', { name: 'document.uploaded' }).check();
  await add.getByRole('checkbox', { name: 'document.approved' }).check();
  assert.deepEqual(await accessibilityViolations(page), []);
  await screenshotOfWindow(page, `integrations-add-${width}`);
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  await shown.getByText(`Put this signing secret in the system at ${HOOK_URL} now: it will not be shown again.`).waitFor();
  assert.match((await shown.getByLabel('The signing secret').innerText()).trim(), /^whsec_[A-Za-z0-9+/]{43}=$/);
  await assertFitsWidth(page);
  await screenshotOfWindow(page, `integrations-secret-${width}`);
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await shown.waitFor({ state: 'detached' });

  const endpoint = integrations.getByRole('listitem', { name: TOKEN_NAME });
  await endpoint.getByText(`${HOOK_URL} · Nothing sent yet`).waitFor();
  assert.ok(await endpoint.getByText('Enabled', { exact: true }).isVisible());
  assert.ok(await endpoint.getByText('document.uploaded', { exact: true }).isVisible());

  // A test event, and its delivery log: nothing listens there, so the try fails and waits to be retried.
  await endpoint.getByRole('button', { name: `Send test event to ${TOKEN_NAME}` }).click();
  await page.getByText(`A test event is on its way to ${HOOK_URL}.`).first().waitFor();
  await endpoint.getByRole('button', { name: `Delivery log of ${TOKEN_NAME}` }).click();
  const log = endpoint.getByRole('region', { name: 'Delivery log' });
  const delivery = log.getByRole('listitem', { name: /^webhook\.test queued / });
  await delivery.waitFor();
  for (let tries = 0; tries < 20 && !(await delivery.getByText('Retrying', { exact: true }).isVisible()); tries++) {
    await page.waitForTimeout(250);
    await log.getByRole('button', { name: 'Refresh' }).click();
  }
  await delivery.getByText(/^Last error: connect ECONNREFUSED 127\.0\.0\.1:1$/).waitFor();
  assert.match(await delivery.innerText(), /· 1 try · (\d+ ms · )?Next try /);
  await assertFitsWidth(page);
  assert.deepEqual(await accessibilityViolations(page), []);
  await closeToasts(page);
  await screenshot(page, `integrations-delivery-log-${width}`);
  await screenshotOf(endpoint, `integrations-endpoint-${width}`);

  // Deleted, with its log: the tab is as other journeys found it.
  await endpoint.getByRole('button', { name: `Delete ${TOKEN_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await integrations.getByText('No endpoints yet. Add one to send events to another system.').waitFor();
}

test('an advisor finds /api/docs, makes a token, lists documents with it, sees it used and revokes it (desktop)', async () => {
  try {
    await withPages({ desktop: viewports.desktop }, ({ desktop }) => advisorJourney(desktop, 'desktop'));
  } finally {
    await revokeTokensNamed(ADVISOR, TOKEN_NAME);
  }
});

test('an administrator sees the tokens and registers a webhook endpoint on a phone', async () => {
  try {
    await withPages({ phone: viewports.phone }, ({ phone }) => adminJourney(phone, 'phone'));
  } finally {
    await revokeTokensNamed(ADMIN, 'Admin panel check (phone)');
    await deleteEndpointsAt(HOOK_URL);
  }
});

test('the same screens fit the other width: the advisor on a phone, the administrator on a laptop', async () => {
  try {
    await withPages({ phone: viewports.phone }, ({ phone }) => advisorJourney(phone, 'phone'));
    await withPages({ desktop: viewports.desktop }, ({ desktop }) => adminJourney(desktop, 'desktop'));
  } finally {
    await revokeTokensNamed(ADVISOR, TOKEN_NAME);
    await revokeTokensNamed(ADMIN, 'Admin panel check (desktop)');
    await deleteEndpointsAt(HOOK_URL);
  }
});
