// `npm run bench`: requests per second and latency of the paths that matter, side by side, in
// one run, on this machine: printed, never asserted (a benchmark is not a test). Starts the built
// server in production mode on a fresh embedded database and, with `-- --mysql` (and Redis on
// 127.0.0.1:6379, or REDIS_URL), once more on MySQL/MariaDB with Redis. Every path but the probe
// is asked for as a browser asks (Accept-Encoding), so compression is part of what is measured.
//   BENCH_SECONDS (default 8) per path, in BENCH_ROUNDS (default 4) turns, BENCH_CONNECTIONS (default 16),
//   BENCH_CONTACT_RATE (default 500/s); `-- --out=FILE` (or BENCH_OUT) also writes the tables to FILE,
//   as JSON (FILE.json) or Markdown (FILE.md).
// `-- --against=DIR` measures another checkout's build (DIR, built with `npm run build`) beside this
// one, on the embedded database: the two servers take turns on every path, so what the machine
// does meanwhile weighs on both alike, and a last table gives each path's ratio (docs/measuring.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../e2e/built-server.mjs';
import { ensureBuilt } from '../e2e/cluster.mjs';
import { resultsFile, writeResults } from './results-file.mjs';
import { measureBoard, printBoard, seedBoard } from './bench-board.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const contactRate = Number(process.env.BENCH_CONTACT_RATE ?? 500);
const roundsPerPath = Math.max(1, Math.min(Number(process.env.BENCH_ROUNDS ?? 4), Math.floor(seconds)));
const out = resultsFile('BENCH_OUT');
/** Every database's rows so far, for the results file. */
const results = [];

const againstArgument = process.argv.find((argument) => argument.startsWith('--against='));
const against = againstArgument ? path.resolve(againstArgument.slice('--against='.length)) : null;

/** A web client's operation as the browser sends it (from `checkout`'s build): its name, variables and hash, no text. */
function persisted(checkout, name, variables) {
  const manifest = JSON.parse(fs.readFileSync(path.join(checkout, 'web', 'dist', 'persisted-query-manifest.json'), 'utf8'));
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`The web client has no operation named ${name}`);
  return JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } });
}

/** What Chromium and Firefox send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The script every page of the site loads first (Vite's manifest names it). */
function entryScript(checkout) {
  const viteManifest = JSON.parse(fs.readFileSync(path.join(checkout, 'web', 'dist', '.vite', 'manifest.json'), 'utf8'));
  return viteManifest['index.html'].file;
}

const THREE_LEVELS = `{ users(first: 20, filter: { roleName: CLIENT }) { nodes { email engagements { title tasks { title isOverdue } } } } }`;

async function startServer(env, checkout = root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-'));
  // The benchmark measures the path, not the per-visitor limits (every request comes from 127.0.0.1, as a few people).
  const limits = {
    CONTACT_SUBMISSIONS_PER_HOUR: '100000000',
    SESSION_RATE_LIMIT_PER_MINUTE: '100000000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const server = await startBuiltServer({ dataDir, checkout, env: { ...limits, ...env } });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url, email) {
  // Production cookies are Secure: the server sees https through the proxy header it trusts.
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/**
 * The server's CPU time so far in milliseconds (user + system, from /proc), or null where there is
 * no /proc. CPU per request is far steadier than requests/s on a machine others share.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), counted from the state (field 3) here.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}
const clockTicks = Number(process.env.CLK_TCK ?? 100);

/**
 * Rounds of one path as one row: requests/s over all of them, the median round's p50 and the
 * worst round's p99, every failure, and CPU per request over all requests.
 */
function combined(rounds) {
  const total = rounds.reduce((sum, { result }) => sum + result.requests.total, 0);
  const duration = rounds.reduce((sum, { result }) => sum + result.duration, 0);
  const p50s = rounds.map(({ result }) => result.latency.p50).sort((a, b) => a - b);
  const cpuKnown = rounds.every(({ cpu }) => cpu !== null);
  return {
    result: {
      requests: { average: total / duration, total },
      latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...rounds.map(({ result }) => result.latency.p99)) },
      non2xx: rounds.reduce((sum, { result }) => sum + result.non2xx, 0),
      errors: rounds.reduce((sum, { result }) => sum + result.errors, 0),
    },
    cpu: cpuKnown && total > 0 ? rounds.reduce((sum, { cpu, result }) => sum + cpu * result.requests.total, 0) / total : null,
  };
}

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function count(url, cookie) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', cookie },
    body: JSON.stringify({ query: '{ contactSubmissionCounts { total } }' }),
  });
  return (await response.json()).data.contactSubmissionCounts.total;
}

/** The paths measured on one build's server, signed in as the client and the administrator. */
async function pathsOn(server, checkout) {
  // Every path but the probe is asked for as a browser asks: accepting compressed answers, which
  // the server either has ready (the build's copies) or compresses per request.
  const https = { 'X-Forwarded-Proto': 'https', 'Accept-Encoding': BROWSER_ENCODINGS };
  const client = await signIn(server.url, 'client@example.com');
  const admin = await signIn(server.url, 'admin@example.com');
  const json = { 'Content-Type': 'application/json' };
  return [
    ['/healthz', `${server.url}/healthz`, {}],
    ['home page (prerendered)', `${server.url}/`, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } }],
    ["the site's entry script", `${server.url}/${entryScript(checkout)}`, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } }],
    // Runs the dashboard's first queries and draws the page with them (api/src/pages/portal-page.ts).
    ['client dashboard (drawn on the server)', `${server.url}/portal`, { headers: { ...https, cookie: client } }],
    ['REST documents list', `${server.url}/api/documents`, { headers: { ...https, cookie: client } }],
    [
      'GraphQL documents list',
      `${server.url}/graphql`,
      { method: 'POST', headers: { ...https, ...json, cookie: client }, body: persisted(checkout, 'Documents', { first: 20 }) },
    ],
    // The engagements lists read the record's one description (api/src/records/): REST and GraphQL alike.
    ['REST engagements list', `${server.url}/api/engagements`, { headers: { ...https, cookie: admin } }],
    [
      'GraphQL engagements list',
      `${server.url}/graphql`,
      { method: 'POST', headers: { ...https, ...json, cookie: admin }, body: persisted(checkout, 'Engagements', {}) },
    ],
    [
      'GraphQL users → engagements → tasks',
      `${server.url}/graphql`,
      { method: 'POST', headers: { ...https, ...json, cookie: admin }, body: JSON.stringify({ query: THREE_LEVELS }) },
    ],
  ].map(([name, url, options]) => ({ name, url, options, admin }));
}

/** One run of autocannon on `server`, with the server's CPU time per request it served. */
async function measuredOn(server, url, options) {
  const cpuBefore = cpuMs(server.pid);
  const result = await run(url, options);
  const cpuAfter = cpuMs(server.pid);
  const served = result.requests.total;
  return { result, cpu: cpuBefore === null || cpuAfter === null || served === 0 ? null : (cpuAfter - cpuBefore) / served };
}

/** One round of the contact form at a fixed rate on `server`. */
function contactRound(server, duration) {
  return measuredOn(server, `${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    overallRate: contactRate,
    duration,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.com',
      message: 'Measuring the contact form.',
      consent: true,
    }),
  });
}

/** The contact form's rounds as one row, with how many submissions were acknowledged and stored. */
function contactRow(rounds, stored) {
  const acknowledged = rounds.reduce((sum, { result }) => sum + result['2xx'], 0);
  // Requests still under way when the clock stops are stored but not counted as acknowledged.
  if (stored < acknowledged) console.log(`LOST WRITES: ${acknowledged} contact submissions acknowledged but only ${stored} stored`);
  return {
    name: `contact submissions at ${contactRate}/s`,
    ...combined(rounds),
    note: `${acknowledged} acknowledged, ${stored} stored`,
    acknowledged,
    stored,
  };
}

function printRows(title, rows) {
  const health = rows[0].result.requests.average;
  console.log(
    `\n${title} — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${connections} connections, ${seconds} s each`,
  );
  console.log('| path | requests/s | p50 ms | p99 ms | non-2xx | ratio to /healthz | server CPU ms/request |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, result, note, cpu } of rows) {
    const ratio = (result.requests.average / health).toFixed(2);
    const failures = result.non2xx + result.errors;
    console.log(
      `| ${name}${note ? ` (${note})` : ''} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failures} | ${ratio} | ${cpu === null ? 'n/a' : cpu.toFixed(3)} |`,
    );
  }
  const rateOf = (name) => rows.find((row) => row.name === name).result.requests.average;
  console.log(`GraphQL list / REST list: ${(rateOf('GraphQL documents list') / rateOf('REST documents list')).toFixed(2)}`);
}

/** This build against the other, path by path: above 1.00 this build served more, or spent less CPU. */
function printComparison(rows, otherRows) {
  console.log(`\nThis build against ${against}`);
  console.log('| path | requests/s here | requests/s there | ratio | CPU ms/request here | there | ratio |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [index, row] of rows.entries()) {
    const other = otherRows[index];
    const here = row.result.requests.average;
    const there = other.result.requests.average;
    const cpuRatio = row.cpu && other.cpu ? (other.cpu / row.cpu).toFixed(2) : 'n/a';
    const cpu = (value) => (value === null ? 'n/a' : value.toFixed(3));
    console.log(
      `| ${row.name} | ${Math.round(here)} | ${Math.round(there)} | ${(here / there).toFixed(2)} | ${cpu(row.cpu)} | ${cpu(other.cpu)} | ${cpuRatio} |`,
    );
  }
}

function recordRows(label, rows) {
  if (!out) return;
  const health = rows[0].result.requests.average;
  for (const { name, result, note, cpu, acknowledged, stored } of rows) {
    results.push({
      database: label,
      path: name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.non2xx + result.errors,
      ratioToHealthz: Number((result.requests.average / health).toFixed(2)),
      serverCpuMsPerRequest: cpu === null ? null : Number(cpu.toFixed(3)),
      ...(note ? { acknowledged, stored } : {}),
    });
  }
  writeResults(out, {
    script: 'npm run bench',
    settings: { seconds, rounds: roundsPerPath, connections, contactRate, databases: [...new Set(results.map((row) => row.database))] },
    columns: [
      {
        key: 'path',
        label: 'path',
        format: (name, row) => (row.acknowledged === undefined ? name : `${name} (${row.acknowledged} acknowledged, ${row.stored} stored)`),
      },
      { key: 'requestsPerSecond', label: 'requests/s' },
      { key: 'p50Ms', label: 'p50 ms' },
      { key: 'p99Ms', label: 'p99 ms' },
      { key: 'failures', label: 'non-2xx' },
      { key: 'ratioToHealthz', label: 'ratio to /healthz', format: (ratio) => ratio.toFixed(2) },
      { key: 'serverCpuMsPerRequest', label: 'server CPU ms/request', format: (cpu) => (cpu === null ? 'n/a' : cpu.toFixed(3)) },
    ],
    rows: results,
    groupBy: 'database',
  });
}

/** Every path on this build (and on the `--against` build, taking turns with it), then the contact form. */
async function benchOn(label, env, checkouts = [root]) {
  const servers = [];
  try {
    for (const checkout of checkouts) servers.push(await startServer({ TRUST_PROXY: '1', ...env }, checkout));
    const targets = [];
    for (const [index, server] of servers.entries()) targets.push({ server, paths: await pathsOn(server, checkouts[index]) });
    // The paths take turns, a share of the time each per round (and, with --against, the two
    // builds on each path): a machine others share slows down and speeds up over minutes, and
    // taking turns spreads that over every path alike, so the ratios between them hold where one
    // long run per path let them swing by a third.
    const rounds = targets.map(({ paths }) => paths.map(() => []));
    for (let round = 0; round < roundsPerPath; round++) {
      for (const pathIndex of targets[0].paths.keys()) {
        for (const [targetIndex, { server, paths }] of targets.entries()) {
          const { url, options } = paths[pathIndex];
          rounds[targetIndex][pathIndex].push(await measuredOn(server, url, { ...options, duration: seconds / roundsPerPath }));
        }
      }
    }
    // The contact form last, in rounds too (taking turns between builds), counting what was stored.
    const storedBefore = await Promise.all(targets.map(({ server, paths }) => count(server.url, paths[0].admin)));
    const contactRounds = targets.map(() => []);
    for (let round = 0; round < roundsPerPath; round++) {
      for (const [targetIndex, { server }] of targets.entries()) {
        contactRounds[targetIndex].push(await contactRound(server, seconds / roundsPerPath));
      }
    }
    const tables = [];
    for (const [targetIndex, { server, paths }] of targets.entries()) {
      const rows = paths.map(({ name }, pathIndex) => ({ name, ...combined(rounds[targetIndex][pathIndex]) }));
      const stored = (await count(server.url, paths[0].admin)) - storedBefore[targetIndex];
      rows.push(contactRow(contactRounds[targetIndex], stored));
      tables.push(rows);
      const title = checkouts.length > 1 ? `${label}, ${targetIndex === 0 ? 'this build' : checkouts[targetIndex]}` : label;
      printRows(title, rows);
      recordRows(title, rows);
    }
    if (tables.length > 1) printComparison(tables[0], tables[1]);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The work board's first screen among 100,000 jobs, 2,000 open (bench-board.mjs), on a server of its own. */
async function benchBoard() {
  const server = await startServer({ TRUST_PROXY: '1' });
  try {
    const seeded = seedBoard(server.dataDir);
    const admin = await signIn(server.url, 'admin@example.com');
    printBoard(seeded, await measureBoard(server, admin, (name, variables) => persisted(root, name, variables), cpuMs));
  } finally {
    await server.stop();
  }
}

ensureBuilt();
if (against && !fs.existsSync(path.join(against, 'api', 'dist', 'api', 'src', 'server.js'))) {
  throw new Error(`--against=${against}: no build there (run npm ci and npm run build in that checkout first)`);
}
await benchOn('Embedded database (SQLite), no Redis', {}, against ? [root, against] : [root]);
if (!against) await benchBoard();
if (process.argv.includes('--mysql')) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/bench';
  const mysql = require('mysql2/promise');
  const server = new URL(databaseUrl);
  const connection = await mysql.createConnection({ host: server.hostname, port: Number(server.port || 3306), user: server.username });
  await connection.query(`DROP DATABASE IF EXISTS \`${server.pathname.slice(1)}\``);
  await connection.query(`CREATE DATABASE \`${server.pathname.slice(1)}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  await benchOn('MySQL/MariaDB with Redis', { DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
}
