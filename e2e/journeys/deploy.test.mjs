// A deploy while a client has the portal open: the tab keeps the code of the build it came with,
// and fetches a page's code only when the page is opened. This journey runs a server of its own
// (on a copy of the build, which it then changes, as a deploy would) on the same address before
// and after, with the same data folder, and so the same archive of earlier builds' files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, screenshot, viewports } from '../browser.mjs';
import { startBuiltServer } from '../built-server.mjs';
import { freePort, waitFor } from '../processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The journey's server, on the same port and with the same session secret each time (the tab's session survives). */
const startServer = ({ port, dataDir, webDistDir }) =>
  startBuiltServer({
    port,
    dataDir,
    label: 'the journey’s own server',
    env: { NODE_ENV: 'development', SESSION_SECRET: 'deploy-journey-secret-0123456789', WEB_DIST_DIR: webDistDir },
  });

/** The build's file for a page (`ProfilePage-<hash>.js`): its name changes with every build. */
const chunkOf = (webDistDir, page) => fs.readdirSync(path.join(webDistDir, 'assets')).find((file) => file.startsWith(`${page}-`));

test('a tab opened before a deploy still opens its pages after it, and a page whose code is gone says so', async () => {
  // Inside the repository, so the copied server renderer finds its packages in node_modules.
  const work = fs.mkdtempSync(path.join(root, 'web', '.deploy-journey-'));
  const webDistDir = path.join(work, 'web', 'dist');
  // The build as it is, with its server renderer beside it (config.webRenderEntry).
  fs.cpSync(path.join(root, 'web', 'dist'), webDistDir, { recursive: true });
  fs.cpSync(path.join(root, 'web', 'dist-ssr'), path.join(work, 'web', 'dist-ssr'), { recursive: true });
  const dataDir = path.join(work, 'data');
  const port = await freePort();
  const profileChunk = chunkOf(webDistDir, 'ProfilePage');
  const notificationsChunk = chunkOf(webDistDir, 'NotificationsPage');
  assert.ok(profileChunk && notificationsChunk, 'the build has the profile and notifications pages as files of their own');

  let server = await startServer({ port, dataDir, webDistDir });
  const browser = await launchBrowser();
  try {
    // No service worker: what is proven here is the server's archive, not the browser's copy.
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const answered = new Map();
    page.on('response', (response) => answered.set(new URL(response.url()).pathname, response.status()));
    // While the server restarts, whatever the tab fetches in the background fails: that must not
    // take the page down (it once did: the live updates' code was a React.lazy with no boundary).
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The live updates' code is fetched after the first screen: held back here until the server
    // is down, as when a deploy restarts it at that moment.
    const heldLiveFeeds = [];
    await page.route(/\/assets\/LiveFeeds-[^/]+\.js$/, (route) => heldLiveFeeds.push(route));
    const signIn = await page.request.post('/api/auth/login', { data: { email: 'client@example.com', password: 'Demo@12345' } });
    assert.equal(signIn.status(), 200);
    await page.goto('/portal');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    assert.equal(answered.has(`/assets/${profileChunk}`), false, 'the profile page’s code is not fetched with the dashboard');

    // The deploy: the next build has no file by either name (its own have other hashes). The
    // profile page's file is in the archive the first start made; the notifications page's file
    // is taken out of it too, as after 30 days.
    await waitFor('the live updates’ code to be asked for', 15_000, () => heldLiveFeeds.length > 0);
    await server.stop();
    await page.unroute(/\/assets\/LiveFeeds-[^/]+\.js$/);
    await Promise.all(heldLiveFeeds.map((route) => route.continue().catch(() => undefined)));
    fs.rmSync(path.join(webDistDir, 'assets', profileChunk));
    fs.rmSync(path.join(webDistDir, 'assets', notificationsChunk));
    fs.rmSync(path.join(dataDir, 'assets-archive', notificationsChunk));
    const liveFeedsBack = page.waitForResponse((response) => /\/assets\/LiveFeeds-/.test(response.url()) && response.status() === 200, {
      timeout: 20_000,
    });
    server = await startServer({ port, dataDir, webDistDir });
    // The page stayed, and the live updates came by themselves once the server was back.
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await liveFeedsBack;

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    assert.equal(answered.get(`/assets/${profileChunk}`), 200, 'the earlier build’s file came from the archive');

    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByText("This part couldn't be loaded", { exact: false }).waitFor();
    assert.equal(answered.get(`/assets/${notificationsChunk}`), 404);
    // The layout stays: the reader can go elsewhere.
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await screenshot(page, 'deploy-missing-code-desktop');
    assert.deepEqual(pageErrors, []);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
