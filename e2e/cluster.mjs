// A production-like cluster on the loopback address, for `npm run test:scale` and `npm run load`:
// one fresh MariaDB/MySQL database, a Redis of its own, two app instances sharing one upload
// folder, and HAProxy in front with health checks on /readyz. Everything started here is
// stopped by `stop()`, and the database is dropped.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort, waitFor } from './processes.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'api', 'dist', 'api', 'src', 'server.js');
const haproxyBinary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));

/** Builds the web site and the api when either build is missing. */
export function ensureBuilt() {
  for (const [workspace, output] of [
    ['web', path.join(root, 'web', 'dist', 'app.html')],
    ['api', serverEntry],
  ]) {
    if (fs.existsSync(output)) continue;
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}

async function createDatabase(serverUrl) {
  const mysql = require('mysql2/promise');
  const server = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  const name = `scale_${crypto.randomBytes(5).toString('hex')}`;
  const connect = () =>
    mysql.createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    });
  const admin = await connect();
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  server.pathname = `/${name}`;
  return {
    url: `${serverUrl.split(':')[0]}:${server.toString().slice(server.protocol.length)}`,
    async query(sql, parameters) {
      const connection = await connect();
      try {
        await connection.query(`USE \`${name}\``);
        const [rows] = await connection.query(sql, parameters);
        return rows;
      } finally {
        await connection.end();
      }
    },
    async drop() {
      const connection = await connect();
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

function startProcess(command, args, options, label) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = label;
  return child;
}

function stopProcess(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

async function readyAt(url, child) {
  await waitFor(`${child.label} to be ready at ${url}`, 90_000, async () => {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with ${child.exitCode}:\n${child.output}`);
    return (await fetch(`${url}/readyz`).catch(() => null))?.ok;
  });
}

function haproxyConfig({ port, instances, statsPort }) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A busy instance answers /readyz late, not never: only a slow answer past this counts as down.
  timeout check 5s
  retries 3
  option redispatch
  option forwardfor
frontend site
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 300ms fall 2 rise 2`).join('\n')}
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/**
 * Starts the cluster. `env` is added to both instances' environment (for example a smaller
 * CONTACT_SUBMISSIONS_PER_HOUR); `databaseServer` is a mysql:// or mariadb:// URL of a server.
 */
export async function startCluster({
  databaseServer = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/ci_test',
  env = {},
} = {}) {
  if (!haproxyBinary) throw new Error('HAProxy is not installed (apt-get install haproxy); .ci/run installs it');
  ensureBuilt();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-scale-'));
  const uploadDir = path.join(workDir, 'uploads');
  fs.mkdirSync(uploadDir);
  // One archive of every build's code for both, as docker-compose.yml mounts one volume.
  const assetsArchiveDir = path.join(workDir, 'assets-archive');
  const database = await createDatabase(databaseServer);
  const processes = [];

  const redisPort = await freePort();
  const redis = startProcess(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    'redis',
  );
  processes.push(redis);
  await waitFor('redis', 20_000, () =>
    spawnSync('redis-cli', ['-p', String(redisPort), 'ping'])
      .stdout?.toString()
      .includes('PONG'),
  );

  const common = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    UPLOAD_DIR: uploadDir,
    ASSETS_ARCHIVE_DIR: assetsArchiveDir,
    SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    SHUTDOWN_DELAY: '1500ms',
    ...env,
  };
  const instances = [];
  // One after the other: the first applies the migrations and the seed, the second finds them done.
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const dataDir = path.join(workDir, `instance-${name}`);
    const child = startProcess(
      process.execPath,
      [serverEntry],
      { cwd: root, env: { ...common, PORT: String(port), DATA_DIR: dataDir } },
      `instance ${name}`,
    );
    processes.push(child);
    const url = `http://127.0.0.1:${port}`;
    await readyAt(url, child);
    instances.push({ name, port, url, process: child, stop: (signal) => stopProcess(child, signal) });
  }

  const port = await freePort();
  const statsPort = await freePort();
  const configFile = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ port, instances, statsPort }));
  const haproxy = startProcess(haproxyBinary, ['-db', '-f', configFile], {}, 'haproxy');
  processes.push(haproxy);
  const url = `http://127.0.0.1:${port}`;
  await readyAt(url, haproxy);

  return {
    url,
    instances,
    database,
    redisPort,
    uploadDir,
    assetsArchiveDir,
    /** HAProxy's view of each server: UP, DOWN, ... */
    async serverStates() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      return Object.fromEntries(
        csv
          .split('\n')
          .map((line) => line.split(','))
          .filter((fields) => fields[0] === 'app' && ['a', 'b'].includes(fields[1]))
          .map((fields) => [fields[1], fields[17]]),
      );
    },
    async stop() {
      for (const child of processes.reverse()) await stopProcess(child);
      await database.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
