// `npm run dev`: the frontend developer's loop.
// - api: `node --watch` runs api/src/scripts/dev-server.ts through ts-node (swc, so decorator metadata
//   survives) on API_PORT (3001) and restarts it on any change to a file it loaded (api/src, validation/);
//   at each start it rewrites schema.graphql when the code-first schema changed.
// - codegen: watches schema.graphql and web/src/**/*.graphql and rewrites web/src/graphql/generated.ts
//   (scripts/codegen-watch.mjs says why not codegen's own --watch).
// - web: Vite with hot reload on WEB_PORT (5173), proxying /graphql (with WebSockets) and /api to the api.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessSupportedNode } from './node-version.cjs';

// First: on a Node.js the project does not support, stop with a reason before starting anything.
exitUnlessSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Each child leads its own process group, so stopping the loop also stops what the children started.
const start = (command, args, options) => spawn(command, args, { stdio: 'inherit', detached: true, ...options });
const children = [
  start(process.execPath, ['--watch', '--watch-preserve-output', '-r', 'ts-node/register', 'src/scripts/dev-server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: apiPort,
      TS_NODE_PROJECT: 'tsconfig.json',
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
  }),
  start(process.execPath, [path.join(root, 'scripts', 'codegen-watch.mjs')], { cwd: root }),
  start(bin('vite'), ['--port', webPort, '--strictPort'], { cwd: path.join(root, 'web'), env: { ...process.env, API_PORT: apiPort } }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// One part of the loop dying leaves the others useless: stop them all and say so.
const names = ['api', 'codegen', 'vite'];
children.forEach((child, index) =>
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`npm run dev: the ${names[index]} process stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
    stop(code ?? 1);
  }),
);
