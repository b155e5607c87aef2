// `npm run lighthouse`: builds if needed, starts the production server on a fresh data folder with
// the demo accounts, and scores every public page, the login page and every portal page its page
// table gives a `lighthouseAs` (signed in as that role's demo account) with Lighthouse's mobile
// test (simulated slow 4G and a mid-range phone's CPU) in Debian's Chromium. Scores move from run
// to run, so each page is run three times and the median of each score and metric is shown.
//   LIGHTHOUSE_RUNS (default 3); `-- --check` exits 1 when a page misses a target;
//   `-- --only=/portal,/login` scores only the pages whose path starts with one of those;
//   `-- --no-build` uses the build that is there; `-- --out=FILE` (or LIGHTHOUSE_OUT) also writes the
//   table to FILE, as JSON (FILE.json) or Markdown (FILE.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startBuiltServer } from '../e2e/built-server.mjs';
import { resultsFile, writeResults } from './results-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The demo account of each role a portal page is scored as (its `lighthouseAs`). */
const demoAccounts = { CLIENT: 'client@example.com', ADMIN: 'admin@example.com' };

const publicTargets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
// The portal is not for search engines (its pages say noindex): SEO is not scored there. Its
// metric targets are those of docs/measuring.md#npm-run-lighthouse: a phone on mobile data sees the page within 2.5 s.
const portalTargets = { performance: 90, accessibility: 100, 'best-practices': 100, lcp: 2500, tbt: 200, cls: 0.1 };

const columns = [
  { key: 'performance', label: 'perf', read: (lhr) => Math.round(lhr.categories.performance.score * 100), below: true },
  { key: 'accessibility', label: 'a11y', read: (lhr) => Math.round(lhr.categories.accessibility.score * 100), below: true },
  { key: 'best-practices', label: 'best-pr', read: (lhr) => Math.round(lhr.categories['best-practices'].score * 100), below: true },
  { key: 'seo', label: 'seo', read: (lhr) => (lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : undefined), below: true },
  { key: 'lcp', label: 'LCP ms', read: (lhr) => metric(lhr, 'largest-contentful-paint', (value) => Math.round(value)), below: false },
  { key: 'tbt', label: 'TBT ms', read: (lhr) => metric(lhr, 'total-blocking-time', (value) => Math.round(value)), below: false },
  { key: 'cls', label: 'CLS', read: (lhr) => metric(lhr, 'cumulative-layout-shift', (value) => Number(value.toFixed(3))), below: false },
];

/** A metric's value, or undefined when Lighthouse could not measure it in this run (shown as "–"). */
function metric(lhr, audit, format) {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? format(value) : undefined;
}

const argValue = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only = argValue('only')?.split(',');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const out = resultsFile('LIGHTHOUSE_OUT');

if (!process.argv.includes('--no-build')) {
  for (const workspace of ['web', 'api']) {
    if (spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}

// The portal's pages and the role each is scored as: its page table
// (web/src/features/portal/shell/portal-page-table.ts), from the server build the server below runs.
const { portalPageTable } = await import(pathToFileURL(path.join(root, 'web', 'dist-ssr', 'entry-server.js')).href);

/** Every page scored: where, as whom (none: signed out) and against which targets. */
const pages = [
  ...['/', '/about', '/services', '/industries', '/director', '/contact', '/privacy'].map((route) => ({ route, targets: publicTargets })),
  // The login page asks search engines not to index it: SEO is not scored there either.
  { route: '/login', signedOutApp: true, targets: { performance: 95, accessibility: 100, 'best-practices': 100 } },
  ...Object.entries(portalPageTable)
    .filter(([, page]) => page.lighthouseAs)
    .map(([route, page]) => ({ route, account: demoAccounts[page.lighthouseAs], targets: portalTargets })),
];
const selected = pages.filter((page) => !only || only.some((prefix) => page.route === prefix || page.route.startsWith(`${prefix}/`)));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-lighthouse-'));
// Production mode without TLS: the session cookie travels as a header Lighthouse adds (below). The
// sign-in below says it came through a TLS proxy (TRUST_PROXY), so the Secure session cookie is issued.
const server = await startBuiltServer({ dataDir, env: { TRUST_PROXY: '1' } });
const baseUrl = server.url;

/** A session cookie for a demo account, signed in through the REST facade. */
async function sessionCookie(email) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/**
 * One Lighthouse run of a page, tried again (up to twice) when Lighthouse could not record it:
 * now and then its trace misses the navigation's start (NO_NAVSTART), and Lighthouse's own advice
 * is to run it again. What the page does never causes that, so a retry measures the same page.
 */
async function scoredRun(page, cookie) {
  let result;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    result = await lighthouse(`${baseUrl}${page.route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories:
        page.account || page.signedOutApp
          ? ['performance', 'accessibility', 'best-practices']
          : ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: page.account ? { Cookie: cookie } : undefined,
    });
    if (!result.lhr.runtimeError) return result;
    console.log(`${page.route}: Lighthouse could not record the run (${result.lhr.runtimeError.code}); trying it again`);
  }
  return result;
}

let failed = false;
try {
  const cookies = {};
  /** Per page, for the results file: the medians (null: no run measured it) and the targets missed. */
  const results = [];
  console.log(`\nLighthouse (mobile), median of ${runs} run(s)`);
  console.log(`${'page'.padEnd(24)}${columns.map((column) => column.label.padStart(10)).join('')}   as`);
  for (const page of selected) {
    const values = Object.fromEntries(columns.map((column) => [column.key, []]));
    for (let run = 0; run < runs; run += 1) {
      if (page.account) cookies[page.account] ??= await sessionCookie(page.account);
      const result = await scoredRun(page, cookies[page.account]);
      // A run Lighthouse could not complete even when tried again is reported and left out of the
      // median: its scores are not zero, they are unknown (shown as "–" when no run completed).
      if (result.lhr.runtimeError) {
        console.log(`${page.route}: run ${run + 1} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        continue;
      }
      for (const column of columns) values[column.key].push(column.read(result.lhr));
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        const name = `${page.route.replace(/\W+/g, '_') || 'home'}-${run}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(result.lhr));
      }
    }
    const row = { page: page.route };
    const missed = [];
    const cells = columns.map((column) => {
      const measured = values[column.key].filter((value) => value !== undefined);
      const target = page.targets[column.key];
      // A target nothing measured is not met: `--check` fails a page no run could score.
      if (measured.length === 0) {
        row[column.key] = null;
        if (target !== undefined) {
          failed = true;
          missed.push(column.key);
        }
        return `–${target !== undefined ? ' !' : '  '}`.padStart(10);
      }
      const value = median(measured);
      const miss = target !== undefined && (column.below ? value < target : value > target);
      row[column.key] = value;
      if (miss) {
        failed = true;
        missed.push(column.key);
      }
      return `${value}${miss ? ' !' : '  '}`.padStart(10);
    });
    results.push({ ...row, as: page.account ?? 'signed out', missed });
    console.log(`${page.route.padEnd(24)}${cells.join('')}   ${page.account ?? 'signed out'}`);
  }
  console.log(
    '\ntargets: public pages and /login: performance 95, accessibility, best practices and SEO 100;' +
      ' portal pages: performance 90, accessibility and best practices 100, LCP ≤ 2500 ms, TBT ≤ 200 ms, CLS ≤ 0.1. "!" marks a miss',
  );
  if (out) {
    writeResults(out, {
      script: 'npm run lighthouse',
      settings: { test: 'mobile', runs, only: only ?? null },
      columns: [
        { key: 'page', label: 'page' },
        ...columns.map(({ key, label }) => ({
          key,
          label,
          format: (value, row) => `${value ?? '–'}${row.missed.includes(key) ? ' !' : ''}`,
        })),
        { key: 'as', label: 'as' },
      ],
      rows: results,
      notes: ['"!" marks a missed target (docs/measuring.md#npm-run-lighthouse); "–": not scored, or no run measured it.'],
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed && process.argv.includes('--check') ? 1 : 0);
