// `npm run test:dev`: the frontend developer's loop, as `npm run dev` starts it from a fresh clone.
// Vite serves the site and proxies /graphql (HTTP and WebSocket) and /api to the api in watch mode;
// codegen watches the .graphql operations. Every process started here is stopped at the end.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes.mjs';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const { createClient } = require('graphql-ws');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedFile = path.join(root, 'web', 'src', 'graphql', 'generated.ts');
const temporaryOperation = path.join(root, 'web', 'src', 'dev-loop-smoke.graphql');
const schemaFile = path.join(root, 'schema.graphql');
const resolverFile = path.join(root, 'api', 'src', 'graphql', 'app-info.resolver.ts');
const fieldAnchor = '  demoLogin!: DemoLogin | null;';

let dev;
let web;
let dataDir;
// The test edits these tracked files for a moment; after() puts them back whatever happened.
const generatedBefore = fs.readFileSync(generatedFile, 'utf8');
const schemaBefore = fs.readFileSync(schemaFile, 'utf8');
const resolverBefore = fs.readFileSync(resolverFile, 'utf8');
let output = '';

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-dev-'));
  assert.ok(resolverBefore.includes(fieldAnchor), `${resolverFile} no longer declares AppInfo.demoLogin`);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  web = `http://127.0.0.1:${webPort}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: root,
    // Its own process group, so the whole loop (npm, node --watch, the api, codegen, Vite) stops together.
    detached: true,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout.on('data', (chunk) => (output += chunk));
  dev.stderr.on('data', (chunk) => (output += chunk));
  await waitFor('the api to answer through Vite', 120_000, async () => {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output}`);
    const response = await fetch(`${web}/readyz`).catch(() => null);
    return response?.ok;
  });
});

after(async () => {
  // The loop stopping by itself is a failure of its own: show what it said, or nobody can tell why.
  if (dev && dev.exitCode !== null) console.error(`npm run dev stopped by itself (${dev.exitCode}):\n${output.slice(-6000)}`);
  fs.rmSync(temporaryOperation, { force: true });
  fs.writeFileSync(resolverFile, resolverBefore);
  if (dev?.exitCode === null) {
    process.kill(-dev.pid, 'SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-dev.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 10_000);
      dev.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  // The watchers may not have caught up with the last edit when the loop stopped: leave the tree as it was.
  fs.writeFileSync(schemaFile, schemaBefore);
  fs.writeFileSync(generatedFile, generatedBefore);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email) {
  const response = await fetch(`${web}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  assert.equal(response.status, 200, `sign-in through the proxy: ${await response.clone().text()}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

test('Vite serves the home page with hot reload', async () => {
  const response = await fetch(`${web}/`);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /@react-refresh/);
  const entry = await fetch(`${web}/src/main.tsx`);
  assert.equal(entry.status, 200, 'Vite transforms the entry module');
  // Vite warns at start about config features its native loader will not support: keep it quiet.
  assert.doesNotMatch(output, /configLoader|__dirname/, 'Vite prints no warning about its config loader');
});

test('a demo user signs in through the proxy and runs a GraphQL query', async () => {
  const cookie = await signIn('client@example.com');
  const response = await fetch(`${web}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  assert.deepEqual(await response.json(), { data: { me: { email: 'client@example.com' } } });
});

test('a subscription event arrives over the WebSocket through the proxy', async () => {
  const cookie = await signIn('admin@example.com');
  class SignedInWebSocket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `${web.replace('http', 'ws')}/graphql`, webSocketImpl: SignedInWebSocket, lazy: false });
  try {
    const connected = new Promise((resolve) => client.on('connected', resolve));
    const event = new Promise((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { contactSubmissionAdded { email } }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    await connected;
    // The subscription is registered on the server a moment after the socket says it is connected.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const submitted = await fetch(`${web}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'get_in_touch',
        firstName: 'Dev',
        lastName: 'Loop',
        email: 'dev.loop@example.com',
        service: 'taxation',
        message: 'Checking the subscription through the proxy.',
        consent: true,
      }),
    });
    assert.equal(submitted.status, 201, await submitted.clone().text());
    const result = await Promise.race([
      event,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no subscription event within 10 s')), 10_000)),
    ]);
    assert.deepEqual(result, { data: { contactSubmissionAdded: { email: 'dev.loop@example.com' } } });
  } finally {
    await client.dispose();
  }
});

test('a new resolver field and an operation using it reach the typed hooks, and leave again', async () => {
  fs.writeFileSync(
    resolverFile,
    resolverBefore.replace(fieldAnchor, `${fieldAnchor}\n\n  @Field(() => String, { nullable: true })\n  devLoopSmoke?: string;`),
  );
  await waitFor('devLoopSmoke in schema.graphql', 90_000, () => fs.readFileSync(schemaFile, 'utf8').includes('devLoopSmoke'));
  fs.writeFileSync(temporaryOperation, 'query DevLoopSmoke {\n  appInfo {\n    devLoopSmoke\n  }\n}\n');
  // The hook lives in its operation's own module, which generated.ts re-exports (scripts/codegen-split.mjs).
  const operationModule = path.join(path.dirname(generatedFile), 'operations', 'DevLoopSmoke.ts');
  await waitFor('useDevLoopSmokeQuery in the typed hooks', 60_000, () => {
    const generated = fs.readFileSync(generatedFile, 'utf8');
    return (
      generated.includes("export * from './operations/DevLoopSmoke';") &&
      generated.includes('devLoopSmoke: string | null') &&
      fs.existsSync(operationModule) &&
      fs.readFileSync(operationModule, 'utf8').includes('export function useDevLoopSmokeQuery(')
    );
  });

  fs.rmSync(temporaryOperation);
  fs.writeFileSync(resolverFile, resolverBefore);
  await waitFor('schema.graphql as it was', 90_000, () => fs.readFileSync(schemaFile, 'utf8') === schemaBefore);
  await waitFor('generated.ts as it was', 60_000, () => fs.readFileSync(generatedFile, 'utf8') === generatedBefore);
  await waitFor('the operation module gone', 60_000, () => !fs.existsSync(operationModule));
});
