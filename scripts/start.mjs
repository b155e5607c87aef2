// `npm start`: build whatever is missing or out of date, then run the one server process
// (which migrates, seeds and serves the site, /graphql, /api and the health checks).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';
import { exitUnlessSupportedNode } from './node-version.cjs';

// First: on a Node.js the project does not support, stop with a reason before building or starting.
exitUnlessSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const sharedSources = [at('validation'), at('package.json')];
if (
  isStale(at('web', 'dist', 'index.html'), [
    at('web', 'src'),
    at('web', 'public'),
    at('web', 'index.html'),
    at('web', 'vite.config.ts'),
    at('web', 'playground'),
    at('web', 'vite.playground.config.ts'),
    at('web', 'prerender'),
    ...sharedSources,
  ])
) {
  console.log('Building the web site…');
  run('npm', ['run', 'build', '-w', 'web']);
}
const serverEntry = at('api', 'dist', 'api', 'src', 'server.js');
if (isStale(serverEntry, [at('api', 'src'), at('api', 'tsconfig.json'), ...sharedSources])) {
  console.log('Building the api…');
  run('npm', ['run', 'build', '-w', 'api']);
}

// The IPC channel is a lifeline: if this script dies in any way, the server sees it close and stops.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
let forwarded = false;
const forward = (signal) => {
  forwarded = true;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
// package.json runs this as `exec node scripts/start.mjs`, so the shell is replaced and npm hands a
// supervisor's SIGTERM (or Ctrl-C's SIGINT) to this process, which hands it on; the server ignores
// repeats and drains. This process stays until the server has exited, and exits with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => forward(signal));
// Whoever started this script went away without a signal (killed outright): stop the server too.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  forward('SIGTERM');
}, 1000);
orphanWatch.unref();
server.on('exit', (code, signal) => {
  // A server that stops by itself says why in its own log; a crash (a signal no one here sent) may not.
  if (signal && !forwarded) console.error(`The server process ended with ${signal}: it crashed (see the lines above).`);
  process.exit(code ?? (signal ? 1 : 0));
});
