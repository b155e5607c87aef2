// `npm run dev`: the api in watch mode on API_PORT (3001) and Vite with hot reload on 5173,
// which proxies /graphql and /api to the api.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch', '-r', 'ts-node/register', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      TS_NODE_SWC: 'true',
      TS_NODE_PROJECT: 'tsconfig.json',
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'web'), stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
