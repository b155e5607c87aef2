import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, viewports } from '../browser.mjs';
import { accessibilityViolations, journeyBrowser } from '../helpers.mjs';

const withPages = journeyBrowser();
const CLIENT = { email: 'client@example.com', password: 'Demo@12345' };

/** Signs the page's browser in through the REST facade, so the next page load is the portal's first. */
async function signInQuietly(page) {
  const response = await page.request.post('/api/auth/login', { data: CLIENT });
  assert.equal(response.status(), 200);
}

/** What the page asks the server for from now on: its scripts and its GraphQL operations, by name. */
function watchRequests(page) {
  const seen = { scripts: [], operations: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) seen.scripts.push(url.pathname);
    if (url.pathname === '/graphql') {
      const body = request.postDataJSON?.() ?? null;
      for (const operation of Array.isArray(body) ? body : [body])
        if (operation?.operationName) seen.operations.push(operation.operationName);
    }
  });
  return seen;
}

const loaded = (seen, page) => seen.scripts.some((script) => script.startsWith(`/assets/${page}-`));

test("a phone downloads a portal page's code only when it is opened, and the dashboard's first answers come with the page", async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    await signInQuietly(page);
    const seen = watchRequests(page);
    await page.goto('/portal');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sipho!' }).waitFor();
    await page.getByRole('region', { name: 'At a glance' }).getByText('Documents awaiting review').waitFor();
    await page.getByRole('heading', { name: 'Waiting for you' }).waitFor();

    // The session, the sidebar's counts and the dashboard's data travelled inside the page.
    for (const operation of ['Me', 'SidebarCounts', 'DashboardSummary', 'WaitingForYou']) {
      assert.ok(
        !seen.operations.includes(operation),
        `${operation} was answered inside the page, not asked for (asked: ${seen.operations})`,
      );
    }
    assert.ok(loaded(seen, 'ClientDashboard'), 'the client dashboard’s code was loaded');
    assert.ok(!loaded(seen, 'AdminDashboard'), 'a client never downloads the administrators’ dashboard');
    // Profile is neither open nor a likely next page: its code has not been fetched.
    await page.waitForLoadState('networkidle');
    assert.ok(!loaded(seen, 'ProfilePage'), 'the profile page’s code waits until the profile is opened');
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'portal-dashboard-first-screen-phone');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: /Profile/ }).waitFor();
    assert.ok(loaded(seen, 'ProfilePage'), 'the profile page’s code was fetched when it was opened');
  });
});

test('a form’s dialog is fetched when first wanted, not with its page', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    await signInQuietly(page);
    const seen = watchRequests(page);
    await page.goto('/portal/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(loaded(seen, 'MessagesPage'), 'the messages page’s code was loaded');
    assert.ok(!loaded(seen, 'ComposeMessageDialog'), 'the compose dialog’s code (its form and zod) waits until someone writes');
    assert.ok(!seen.scripts.some((script) => /\/assets\/schemas-/.test(script)), 'no zod schema is built for reading messages');

    await page.getByRole('button', { name: 'New Message' }).click();
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await compose.getByLabel('Subject', { exact: true }).waitFor();
    assert.ok(loaded(seen, 'ComposeMessageDialog'), 'the compose dialog’s code was fetched when New Message was pressed');
    // Opened in the browser, the dialog works at once: its first field has the focus.
    assert.equal(await compose.getByLabel('Recipient', { exact: true }).evaluate((field) => field === document.activeElement), true);
  });
});

test('a portal page arrives drawn with the client’s own data before any of its code has run, and sign-in waits for its code', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    // No script at all: what shows is what the server drew.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
    // Until its code has taken over, the form can be neither typed into nor sent (a browser sending
    // it by itself would put the password into the address).
    assert.equal(await page.getByLabel('Password', { exact: true }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Sign In' }).isDisabled(), true);

    await signInQuietly(page);
    await page.goto('/portal');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sipho!' }).waitFor();
    await page.getByRole('heading', { name: 'Waiting for you' }).waitFor();
    await page.getByRole('region', { name: 'At a glance' }).getByText('Documents awaiting review').waitFor();
    await screenshot(page, 'portal-dashboard-drawn-by-the-server-phone');

    // With its code, the same page comes alive in place: no error (a hydration mismatch would be
    // one), nothing asked twice, and the menu responds.
    await page.unroute('**/assets/*.js');
    const seen = watchRequests(page);
    await page.goto('/portal/tasks');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    for (const operation of ['Me', 'SidebarCounts', 'Tasks']) {
      assert.ok(!seen.operations.includes(operation), `${operation} came with the page, not asked for (asked: ${seen.operations})`);
    }
  });
});

test('the installed portal opens offline and says so, keeps no client data, and signing out clears what the browser kept', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    assert.equal(manifest.name, 'Khanya Client Portal');
    assert.equal(manifest.start_url, '/portal');
    assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));

    await signInQuietly(page);
    await page.goto('/portal/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
    // The worker takes charge and keeps the code this visit loaded.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      const cache = await caches.open('portal-code');
      return (await cache.keys()).length > 0;
    });

    await page.context().setOffline(true);
    await page.goto('/portal/messages');
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await page.getByText("It will open by itself as soon as you're back online.", { exact: false }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await screenshot(page, 'portal-offline-phone');

    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    // Only the application is kept: no answer from the API, no document.
    const kept = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    assert.ok(kept.length > 0);
    assert.deepEqual(
      kept.filter(
        (path) =>
          !path.startsWith('/assets/') &&
          !path.startsWith('/icons/') &&
          !['/app.html', '/favicon.svg', '/manifest.webmanifest'].includes(path),
      ),
      [],
    );

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully', { exact: true }).waitFor();
    await page.waitForFunction(
      async () => (await caches.keys()).length === 0 && (await navigator.serviceWorker.getRegistrations()).length === 0,
    );
  });
});

test('the sign-in page opened from the installed portal’s cached shell shows its card once, without a jump', async () => {
  await withPages({ phone: viewports.phone }, async ({ phone: page }) => {
    await signInQuietly(page);
    await page.goto('/portal/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    await page.context().clearCookies();

    // Every layout shift from the start of the next page, as Lighthouse counts them.
    await page.addInitScript(() => {
      window.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The demo accounts' answer arrives a moment after the card could be drawn, as over mobile data.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'AppInfo') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, 'the worker answered the page');
    await page.getByLabel('Demo access').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
    assert.equal(await page.locator('#rendered-cache-state').count(), 0);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.__shifts), 0);
  });
});
