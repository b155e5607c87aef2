// `npm run test:e2e`: build, start the real server on a fresh data directory and a free port,
// then run every journey in e2e/journeys with Node's test runner against it in headless Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function build() {
  for (const workspace of ['web', 'api']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // The public pages' JavaScript budget is part of what the journeys prove.
  const budget = spawnSync('npm', ['run', 'bundle-report', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (budget.status !== 0) process.exit(budget.status ?? 1);
}

async function waitUntilReady(url, server, deadlineMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} was not ready within ${deadlineMs} ms`);
}

if (!process.argv.includes('--no-build')) build();
const E2E_METRICS_TOKEN = 'e2e-metrics-scrape-token-0123456789';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'api', 'src', 'server.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Every journey posts from 127.0.0.1; together they send more than a visitor's hourly five.
    CONTACT_SUBMISSIONS_PER_HOUR: '100',
    // Likewise every journey's requests share one address and the same few demo people, one journey
    // straight after another and faster than people click: the per-minute budgets are the api tests'.
    SESSION_RATE_LIMIT_PER_MINUTE: '100000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
    // The metrics journey scrapes /metrics with it.
    METRICS_TOKEN: E2E_METRICS_TOKEN,
    // The api-tokens journey registers a webhook endpoint at 127.0.0.1, so that its test event never
    // leaves the machine; the check that an endpoint's addresses are public is the api tests'.
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let status = 1;
try {
  await waitUntilReady(baseUrl, server);
  // `npm run test:e2e -- documents` runs only the journeys whose file name contains "documents".
  const filters = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const journeys = fs
    .readdirSync(path.join(root, 'e2e', 'journeys'))
    .filter((file) => file.endsWith('.test.mjs') && (filters.length === 0 || filters.some((filter) => file.includes(filter))))
    .map((file) => path.join('e2e', 'journeys', file));
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...journeys], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_METRICS_TOKEN },
  });
  status = run.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
