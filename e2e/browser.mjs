import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const dataDir = process.env.E2E_DATA_DIR;

export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A new page that fails the journey on any request to another host or any page error.
 * `options` go to the browser context: `{ hasTouch: true, isMobile: true }` for a phone's touch screen.
 */
export async function openPage(browser, viewport = viewports.desktop, options = {}) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(baseUrl).origin) problems.push(`request to another host: ${request.url()}`);
  });
  return { context, page, problems };
}

/** Screenshots go to e2e/screenshots (ignored by git) for people to look at. */
export async function screenshot(page, name) {
  const directory = path.resolve('e2e', 'screenshots');
  fs.mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}

/** Opens a public page and waits until React has taken it over, so clicks are not lost. */
export async function gotoReady(page, path) {
  const response = await page.goto(path);
  await page.waitForSelector('html[data-page-ready]');
  return response;
}
