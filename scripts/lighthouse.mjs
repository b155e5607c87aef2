// `npm run lighthouse`: builds if needed, starts the production server on a fresh data folder,
// and scores every public page with Lighthouse (mobile, simulated throttling) in Debian's
// Chromium. Scores move from run to run, so each page is run three times and the median shown.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routes = ['/', '/about', '/services', '/industries', '/director', '/contact', '/privacy'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitUntilReady(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become ready');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) {
  for (const workspace of ['web', 'api']) {
    if (spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'api', 'src', 'server.js')], {
  cwd: root,
  // Production mode without TLS here: the Secure cookie is irrelevant to public pages.
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'lighthouse-run-secret-0123456789',
    DEMO: 'false',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

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

let failed = false;
try {
  await waitUntilReady(baseUrl);
  console.log(`\nLighthouse (mobile), median of ${runs} run(s)`);
  console.log(`${'page'.padEnd(12)} ${categories.map((category) => category.padStart(15)).join('')}`);
  for (const route of routes) {
    const scores = Object.fromEntries(categories.map((category) => [category, []]));
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      for (const category of categories) scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
    }
    const cells = categories.map((category) => {
      const score = median(scores[category]);
      if (score < targets[category]) failed = true;
      return `${score}${score < targets[category] ? ' !' : '  '}`.padStart(15);
    });
    console.log(`${route.padEnd(12)} ${cells.join('')}`);
  }
  console.log(`\ntargets: ${categories.map((category) => `${category} ${targets[category]}`).join(', ')}; "!" marks a miss`);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed && process.argv.includes('--check') ? 1 : 0);
