// `npm run test:shutdown`: stopping loses no request. A built server gets SIGTERM while GraphQL
// queries and an upload are still being sent to it (slowly written request bodies): /readyz says
// 503 at once, the server keeps serving for SHUTDOWN_DELAY, a second SIGTERM changes nothing, every
// request begun is answered, subscriptions are closed with 1001, and the process is gone within
// the delay plus 10 s. Then `npm start` stopped by a SIGTERM to the npm process closes the port.
// Last, with the default settings (production, no SHUTDOWN_DELAY) on a machine kept busy: a burst
// of requests on new connections, written just before SIGTERM reaches the server or its whole
// process group, is answered in full (connections accepted, or still waiting to be, are not reset).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './cluster.mjs';
import { freePort, waitFor } from './processes.mjs';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'api', 'dist', 'api', 'src', 'server.js');
const SHUTDOWN_DELAY_MS = 2_000;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-shutdown-'));
const started = [];

before(() => ensureBuilt());

after(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(workDir, { recursive: true, force: true });
});

function serverEnv(port, name, overrides = {}) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(workDir, name),
    SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
    DEMO: 'true',
    LOG_LEVEL: 'info',
    SHUTDOWN_DELAY: `${SHUTDOWN_DELAY_MS}ms`,
    ...overrides,
  };
}

/** What an operator starts with: production, no SHUTDOWN_DELAY (demo accounts only for signing in). */
function productionEnv(port, name) {
  const { SHUTDOWN_DELAY: _delay, ...env } = serverEnv(port, name, { NODE_ENV: 'production' });
  return env;
}

function startLogged(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  started.push(child);
  return child;
}

async function readyAt(url, child) {
  await waitFor(`the server at ${url}`, 120_000, async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${child.output}`);
    return (await fetch(`${url}/readyz`).catch(() => null))?.ok;
  });
}

/** Whether anything accepts connections on the port now. */
function portOpen(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * A POST whose body is written in pieces over `spreadMs` (as a slow network would), on a
 * connection of its own. Resolves with the status and the parsed answer.
 */
function slowPost({ port, path: target, headers, body, spreadMs, pieces = 10 }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method: 'POST', agent: false, headers: { ...headers, 'Content-Length': body.length } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const writeNext = () => {
      const piece = body.subarray(sent, sent + size);
      sent += piece.length;
      if (sent >= body.length) request.end(piece);
      else {
        request.write(piece);
        setTimeout(writeNext, spreadMs / pieces);
      }
    };
    request.flushHeaders();
    writeNext();
  });
}

function graphqlQuery(port, cookie, spreadMs) {
  const body = Buffer.from(JSON.stringify({ query: '{ me { email } documents { totalCount } }' }));
  return slowPost({ port, path: '/graphql', headers: { 'Content-Type': 'application/json', cookie }, body, spreadMs });
}

/** A GraphQL multipart upload (as the portal sends it) of a small PDF, its bytes spread over `spreadMs`. */
function graphqlUpload(port, cookie, spreadMs) {
  const boundary = `----shutdown${crypto.randomBytes(6).toString('hex')}`;
  const operations = JSON.stringify({
    query: 'mutation ($file: Upload!, $input: UploadDocumentInput) { uploadDocument(file: $file, input: $input) { originalName status } }',
    variables: { file: null, input: { category: 'GENERAL' } },
  });
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.from(`% ${'streamed slowly '.repeat(4000)}\n`),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const part = (headers, content) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n')]);
  const body = Buffer.concat([
    part('Content-Disposition: form-data; name="operations"', Buffer.from(operations)),
    part('Content-Disposition: form-data; name="map"', Buffer.from(JSON.stringify({ 0: ['variables.file'] }))),
    part('Content-Disposition: form-data; name="0"; filename="Slow upload.pdf"\r\nContent-Type: application/pdf', pdf),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return slowPost({
    port,
    path: '/graphql',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', cookie },
    body,
    spreadMs,
    pieces: 25,
  });
}

/** A graphql-ws subscription; resolves `closed` with the socket's close code. */
async function subscription(port, cookie) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { notificationAdded { id } }' } }));
        resolve();
      }
    });
    socket.on('error', reject);
  });
  return { closed };
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: 'Demo@12345' }),
  });
  assert.equal(response.status, 200);
  return response.headers.getSetCookie()[0].split(';')[0];
}

test('SIGTERM: not ready at once, serving through the delay, every request begun answered, then gone', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startLogged(process.execPath, [serverEntry], { cwd: root, env: serverEnv(port, 'direct') });
  await readyAt(url, server);
  const cookie = await signIn(url);
  const socket = await subscription(port, cookie);

  // Begun before the signal, still being sent when the server stops accepting (after the delay).
  const queries = [1, 2, 3].map(() => graphqlQuery(port, cookie, SHUTDOWN_DELAY_MS + 1_500));
  const upload = graphqlUpload(port, cookie, SHUTDOWN_DELAY_MS + 3_000);
  await new Promise((resolve) => setTimeout(resolve, 300));

  const signalled = Date.now();
  server.kill('SIGTERM');
  await waitFor('/readyz to answer 503', 2_000, async () => (await fetch(`${url}/readyz`)).status === 503);
  const readiness = await (await fetch(`${url}/readyz`)).json();
  assert.equal(readiness.shuttingDown, true);

  // Within the delay new requests are still served, and a second SIGTERM changes nothing.
  const during = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  assert.deepEqual(await during.json(), { data: { me: { email: 'client@example.com' } } });
  server.kill('SIGTERM');

  // Then the port closes while the slow requests are still arriving ...
  await waitFor('the port to close', SHUTDOWN_DELAY_MS + 5_000, async () => !(await portOpen(port)));
  assert.equal(server.exitCode, null, 'the process is still finishing the requests under way');
  assert.equal(await socket.closed, 1001, 'subscriptions are closed with 1001 Going away');

  // ... and every one of them is answered in full.
  for (const answer of await Promise.all(queries)) {
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data.me, { email: 'client@example.com' });
  }
  const uploaded = await upload;
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.deepEqual(uploaded.body.data.uploadDocument, { originalName: 'Slow upload.pdf', status: 'PENDING' });

  const { code, at } = await server.exited;
  assert.equal(code, 0, server.output);
  assert.ok(at - signalled < SHUTDOWN_DELAY_MS + 10_000, `gone ${at - signalled} ms after SIGTERM`);
  assert.match(server.output, /Already shutting down/);
  assert.match(server.output, /Every request under way was answered/);
});

test('SIGTERM to the `npm start` process stops the server and closes the port', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const npm = startLogged('npm', ['start'], { cwd: root, env: serverEnv(port, 'npm-start') });
  await readyAt(url, npm);

  // What a supervisor that knows only the process it started does: signal that one process.
  npm.kill('SIGTERM');
  const { code } = await npm.exited;
  assert.equal(code, 0, npm.output);
  assert.equal(await portOpen(port), false, 'nothing listens on the port once npm has exited');
  assert.match(npm.output, /Shutting down/);
});

/** Keeps every core busy, as the rest of a CI run does, until the returned function is called. */
function keepCoresBusy() {
  const burners = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => burners.forEach((burner) => burner.kill('SIGKILL'));
}

/** The web client's AppInfo query, sent by its hash as the built site sends it in production. */
function appInfoRequestBody() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'web', 'dist', 'persisted-query-manifest.json'), 'utf8'));
  const { id } = manifest.operations.find((operation) => operation.name === 'AppInfo');
  return JSON.stringify({ operationName: 'AppInfo', extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
}

/** A new TCP connection to the server (no agent, so nothing is kept alive), once it is open. */
function openConnection(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/**
 * One GraphQL query written on `socket`. `written` resolves once the whole request has been
 * handed to the connection; `answer` with the status, or with the error (a reset) that ended the
 * connection instead.
 */
function queryOn(socket, body) {
  let markWritten;
  const written = new Promise((resolve) => (markWritten = resolve));
  const answer = new Promise((resolve) => {
    const request = http.request(
      {
        path: '/graphql',
        method: 'POST',
        createConnection: () => socket,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, version: JSON.parse(text).data?.appInfo?.version }));
        response.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('finish', markWritten);
    request.on('error', (error) => {
      markWritten();
      resolve({ error: error.code ?? error.message });
    });
    request.end(body);
  });
  return { written, answer };
}

const BURST = 40;

/**
 * With both cores kept busy: half the burst's connections are opened (and accepted) first with
 * nothing sent, as a browser's preconnect or a slow client; then the server (`target`: a pid, or
 * a negative process group id) is frozen with SIGSTOP, so it can read nothing of what follows;
 * the other half are opened; every query is written; and SIGTERM arrives before SIGCONT. So the
 * server wakes with the signal, accepted connections whose request it has not read, and
 * connections still waiting in its accept queue: "just before the signal", made certain. Every
 * query must be answered 200.
 */
async function burstJustBeforeSignal(port, target) {
  const body = appInfoRequestBody();
  const stopBurning = keepCoresBusy();
  try {
    const accepted = await Promise.all(Array.from({ length: BURST / 2 }, () => openConnection(port)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(target, 'SIGSTOP');
    const queued = await Promise.all(Array.from({ length: BURST / 2 }, () => openConnection(port)));
    const queries = [...accepted, ...queued].map((socket) => queryOn(socket, body));
    await Promise.all(queries.map((query) => query.written));
    process.kill(target, 'SIGTERM');
    process.kill(target, 'SIGCONT');
    const answers = await Promise.all(queries.map((query) => query.answer));
    const failed = answers.filter((answer) => answer.status !== 200);
    assert.deepEqual(failed, [], `${failed.length} of ${BURST} queries written before the signal were not answered`);
    for (const answer of answers) assert.ok(answer.version, 'each answer is the query’s result');
  } finally {
    stopBurning();
  }
}

test(
  'default settings: a burst of new connections written just before SIGTERM to the server is answered in full',
  { timeout: 120_000 },
  async () => {
    const port = await freePort();
    const server = startLogged(process.execPath, [serverEntry], { cwd: root, env: productionEnv(port, 'burst-server') });
    await readyAt(`http://127.0.0.1:${port}`, server);

    await burstJustBeforeSignal(port, server.pid);
    const { code } = await server.exited;
    assert.equal(code, 0, server.output);
  },
);

test('default settings: the same burst, with SIGTERM to the process group of `npm start`', { timeout: 240_000 }, async () => {
  const port = await freePort();
  // A group of its own, as a service manager or a container gives it: npm, start.mjs and the server.
  const npm = startLogged('npm', ['start'], { cwd: root, env: productionEnv(port, 'burst-group'), detached: true });
  await readyAt(`http://127.0.0.1:${port}`, npm);

  await burstJustBeforeSignal(port, -npm.pid);
  const { code } = await npm.exited;
  assert.equal(code, 0, npm.output);
  assert.equal(await portOpen(port), false, 'nothing listens on the port once npm has exited');
});
