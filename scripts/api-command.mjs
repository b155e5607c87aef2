// `npm run backup` and `npm run restore -- <archive> [--replace]`: build the api when it is
// missing or out of date (as `npm start` does), then run its command from the repository root,
// so DATA_DIR, UPLOAD_DIR and BACKUP_DIR mean what they mean to the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const [command, ...args] = process.argv.slice(2);
const commands = ['backup', 'restore'];
if (!commands.includes(command)) {
  console.error(`Usage: node scripts/api-command.mjs <${commands.join('|')}> [arguments]`);
  process.exit(2);
}

const entry = at('api', 'dist', 'api', 'src', 'scripts', `${command}.js`);
if (isStale(entry, [at('api', 'src'), at('api', 'tsconfig.json'), at('validation'), at('package.json')])) {
  console.log('Building the api…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, ['--enable-source-maps', entry, ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
