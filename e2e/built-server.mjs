import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The built server (`api/dist`) alone on 127.0.0.1, with the demo accounts, on the embedded
 * database in `dataDir` (no DATABASE_URL or REDIS_URL from the caller's shell unless `env` sets
 * them), its output on this process's; resolves once `/readyz` answers. For the scripts and
 * journeys that need one server of their own: the benchmark, Lighthouse, the deploy journey.
 * `checkout`: another checkout's build instead of this one's (the benchmark's `--against`).
 */
export async function startBuiltServer({ dataDir, env = {}, port, label = 'the server', checkout = root }) {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(checkout, 'api', 'dist', 'api', 'src', 'server.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
      DEMO: 'true',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitFor(label, 90_000, async () => {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    return (await fetch(`${url}/readyz`).catch(() => null))?.ok;
  });
  return {
    url,
    port: listenPort,
    pid: child.pid,
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
