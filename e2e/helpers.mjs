import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { baseUrl, dataDir, launchBrowser, openPage } from './browser.mjs';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2 A and AA rules against the page (or frame) as it stands; returns the
 * violations. `include`, a selector, narrows the check to the part of the page we wrote, where
 * the rest is a third party's (GraphiQL's editor, say). Once axe is loaded into a frame, later
 * checks of the page around it include that frame too.
 */
export async function accessibilityViolations(page, include) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (selector) =>
      window.axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }),
    include ?? null,
  );
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * A one-page PDF showing `title`. `paddingBytes` pads it with a comment, so that its upload takes
 * long enough to watch.
 */
export function samplePdf(title, paddingBytes = 0) {
  const text = `BT /F1 18 Tf 56 780 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = paddingBytes > 0 ? `%PDF-1.4\n%${'x'.repeat(paddingBytes)}\n` : '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A date some days ahead, as the date input wants it. */
export function daysFromNow(days) {
  const date = new Date(Date.now() + 2 * 60 * 60 * 1000 + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Signs in through the API and answers GraphQL with that session (for checking what was stored). */
export async function apiAs(email, password = 'Demo@12345') {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in as ${email} failed: ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  return async (query, variables) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
}

/** The newest e-mail the server wrote to its outbox for `to`, decoded enough to read links. */
export function latestOutboxMailTo(to) {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    const text = fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (text.includes(`To: ${to}`)) return text;
  }
  return undefined;
}

/**
 * Waits for the server's mail queue to deliver an e-mail to `to` containing `text` (the worker is
 * nudged when the e-mail is stored, so this is a moment), and returns it decoded as above.
 */
export async function outboxMailTo(to, text = '') {
  for (let tries = 0; tries < 40; tries++) {
    const mail = latestOutboxMailTo(to);
    if (mail?.includes(text)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latestOutboxMailTo(to);
}

/** A client of the journey's own (so the demo accounts stay as they are), with a password. */
export async function newClient(name, password) {
  const email = `${name}-${Date.now()}@example.co.za`;
  const asAdmin = await apiAs('admin@example.com');
  const created = await asAdmin('mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { email, firstName: 'Ayanda', lastName: 'Zulu', roleNames: ['CLIENT'] },
  });
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const token = tokenOfLink(await outboxMailTo(email, 'set-password'), 'set-password');
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: SetPasswordInput!) { setPasswordWithInvitation(input: $input) { id } }',
      variables: { input: { token, password } },
    }),
  });
  assert.equal((await response.json()).errors, undefined);
  return email;
}

export function tokenOfLink(mail, page) {
  assert.ok(mail, `an e-mail with a ${page} link is in the outbox`);
  const link = mail.match(new RegExp(`https?://[^\\s]+/portal/${page}\\?token=[A-Za-z0-9_%-]+`))[0];
  return new URL(link).searchParams.get('token');
}

/** Signs in through the login page as a person would, and waits for the portal. */
export async function signInOnLoginPage(page, email, password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/portal');
}

/** Opens a portal page signed out and signs in through the portal's inline form. */
export async function signInAt(page, path, email, password = 'Demo@12345') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** No part of the page is wider than the screen. */
export async function fitsTheScreen(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
}

/**
 * The browser set-up of a journey file: one Chromium, launched before the file's first test and
 * closed after its last. Returns `withPages(viewports, journey)`: it opens a page of its own
 * context for each named viewport (`{ phone: viewports.phone, laptop: viewports.desktop }`), runs
 * `journey` with the pages by those names (a viewport with `hasTouch: true` and `isMobile: true`
 * is a phone's touch screen), then fails the test if any page had a page error or
 * asked another host for anything, and closes them all whether the journey passed or not.
 */
export function journeyBrowser() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  return async function withPages(viewportsByName, journey) {
    const opened = {};
    try {
      for (const [name, { hasTouch = false, isMobile = false, ...viewport }] of Object.entries(viewportsByName)) {
        opened[name] = await openPage(browser, viewport, { hasTouch, isMobile });
      }
      const pages = Object.fromEntries(Object.entries(opened).map(([name, { page }]) => [name, page]));
      const result = await journey(pages);
      for (const [name, { problems }] of Object.entries(opened)) assert.deepEqual(problems, [], `the ${name} page ran cleanly`);
      return result;
    } finally {
      await Promise.all(Object.values(opened).map(({ context }) => context.close()));
    }
  };
}
