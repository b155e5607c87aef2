// `npm start`: build whatever is missing or out of date, then run the one server process
// (which migrates, seeds and serves the site, /graphql, /api and the health checks).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';

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

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
