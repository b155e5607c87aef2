// `npm run test:startup`: no start-up failure is silent. The built server is started each way it
// cannot start (an environment without SESSION_SECRET in production, a DATABASE_URL that names no
// database server, a port already taken, a data folder that is a file, a native module that will
// not load), run directly and through `npm start`: each prints its reason in plain words on
// standard error and exits 1. Then a Node.js other than the project's, where the machine has one
// (Debian's /usr/bin/node): `npm ci`, `npm start`, `npm test`, `npm run build`, `npm run dev` and the
// server entry each stop within five seconds, naming Node.js 24 and `source scripts/use-node.sh`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './cluster.mjs';
import { freePort } from './processes.mjs';

const require = createRequire(import.meta.url);
const { nodeVersionProblem } = require('../scripts/node-version.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'api', 'dist', 'api', 'src', 'server.js');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-startup-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

before(() => ensureBuilt());
after(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** Runs a command to its end (at most 60 s): its status, what it printed, and how long it took. */
function run(command, args, { env = {}, cwd = root, path: searchPath } = {}) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...(searchPath ? { PATH: searchPath } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const limit = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (status, signal) => {
      clearTimeout(limit);
      resolve({ status, signal, stdout, stderr, ms: Date.now() - began });
    });
  });
}

/** The server's environment: development on the embedded database, unless a case says otherwise. */
async function serverEnv(name, overrides = {}) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: path.join(workDir, name),
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO: 'false',
    LOG_LEVEL: 'fatal',
    ...overrides,
  };
}

/** Started directly and through `npm start`: both exit 1 with the reason on standard error. */
async function refusesToStart(name, overrides, reason, { nodeArgs = [] } = {}) {
  // `npm start` runs the server without extra options of Node's: a preloaded script is tried directly only.
  const ways = [['node', process.execPath, [...nodeArgs, serverEntry]], ...(nodeArgs.length > 0 ? [] : [['npm start', npm, ['start']]])];
  for (const [way, command, args] of ways) {
    const env = await serverEnv(name, overrides);
    const result = await run(command, args, { env });
    assert.equal(result.status, 1, `${name} (${way}) exits 1: ${result.stderr}`);
    assert.match(result.stderr, reason, `${name} (${way}) says why on standard error`);
  }
}

test('production without SESSION_SECRET', async () => {
  await refusesToStart(
    'no-secret',
    { NODE_ENV: 'production', SESSION_SECRET: '' },
    /^The server could not start: Invalid environment: SESSION_SECRET is required when NODE_ENV=production/m,
  );
});

test('a DATABASE_URL that names no database server', async () => {
  const port = await freePort();
  await refusesToStart(
    'no-database',
    { DATABASE_URL: `mysql://root@127.0.0.1:${port}/firm` },
    /^The server could not start: the database at DATABASE_URL cannot be reached or refused the connection \(ECONNREFUSED/m,
  );
  await refusesToStart(
    'bad-database-url',
    { DATABASE_URL: 'postgres://somewhere/firm' },
    /^The server could not start: Invalid environment: DATABASE_URL/m,
  );
});

test('a port another program holds', async () => {
  const holder = net.createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address();
  try {
    await refusesToStart(
      'port-taken',
      { PORT: String(port) },
      new RegExp(`^The server could not start: port ${port} on 127\\.0\\.0\\.1 is already in use`, 'm'),
    );
  } finally {
    holder.close();
  }
});

test('a data folder that is a file', async () => {
  const file = path.join(workDir, 'not-a-folder');
  fs.writeFileSync(file, 'a file where the data folder should be');
  await refusesToStart(
    'data-file',
    { DATA_DIR: file },
    /^The server could not start: it cannot use .*not-a-folder.* \(E(NOTDIR|EXIST)\): set DATA_DIR/m,
  );
});

test('a native module that will not load', async () => {
  // What a module built for another Node.js, or for another machine, throws when it is loaded.
  const preload = path.join(workDir, 'broken-sqlite.cjs');
  fs.writeFileSync(
    preload,
    `const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'better-sqlite3') throw Object.assign(new Error('better_sqlite3.node: invalid ELF header'), { code: 'ERR_DLOPEN_FAILED' });
  return load.call(this, request, ...rest);
};`,
  );
  await refusesToStart(
    'native',
    {},
    /^The server could not start: a native module could not be loaded \(better_sqlite3\.node: invalid ELF header\)/m,
    {
      nodeArgs: ['--require', preload],
    },
  );
});

test('the version rule: engines.node and .node-version', () => {
  assert.equal(nodeVersionProblem('24.21.0'), undefined);
  assert.equal(nodeVersionProblem('24.11.0'), undefined);
  assert.equal(nodeVersionProblem('v26.1.0'), undefined);
  for (const old of ['24.10.9', '22.12.0', '20.20.2', 'v18.0.0']) {
    assert.match(
      nodeVersionProblem(old),
      /needs Node\.js 24 \(>=24\.11; \.node-version: 24\.\d+\.\d+\)[\s\S]*source scripts\/use-node\.sh/,
    );
  }
  const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  assert.equal(nodeVersionProblem(pinned), undefined, '.node-version satisfies engines.node');
});

/** A `node` on this machine that is not the project's (Debian's, where installed), or none. */
function otherNode() {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!fs.existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (nodeVersionProblem(version)) return { binary: candidate, version };
  }
  return undefined;
}

test('on another Node.js, every command stops at once and names the fix', async (t) => {
  const other = otherNode();
  if (!other) return t.skip('no Node.js other than the project’s on this machine');
  // Its directory first on PATH, as on a machine where nobody ran scripts/use-node.sh.
  const searchPath = `${path.dirname(other.binary)}:${process.env.PATH}`;
  const fix = /Node\.js 24[\s\S]*source scripts\/use-node\.sh/;

  // npm install / npm ci: npm's own engine error (engine-strict=true in .npmrc), in a copy of the
  // manifest so that nothing is installed here whatever happens.
  const manifest = path.join(workDir, 'manifest');
  fs.mkdirSync(manifest);
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) fs.copyFileSync(path.join(root, file), path.join(manifest, file));
  const install = await run(npm, ['ci', '--ignore-scripts', '--dry-run', '--no-audit', '--no-fund'], { cwd: manifest, path: searchPath });
  assert.notEqual(install.status, 0, 'npm ci fails');
  assert.match(install.stderr, /EBADENGINE[\s\S]*Required: \{"node":">=24\.11"\}/);
  assert.ok(install.ms < 5_000, `npm ci took ${install.ms} ms`);

  for (const args of [['start'], ['test'], ['run', 'build'], ['run', 'dev']]) {
    const result = await run(npm, args, { path: searchPath });
    assert.equal(result.status, 1, `npm ${args.join(' ')} exits 1`);
    assert.match(result.stderr, fix, `npm ${args.join(' ')} names the fix`);
    assert.match(result.stderr, new RegExp(`This is Node\\.js ${other.version.slice(1).replaceAll('.', '\\.')}`));
    assert.ok(result.ms < 5_000, `npm ${args.join(' ')} took ${result.ms} ms`);
  }
  const direct = await run(other.binary, [serverEntry], { env: await serverEnv('other-node') });
  assert.equal(direct.status, 1, 'the server entry exits 1');
  assert.match(direct.stderr, fix);
});
