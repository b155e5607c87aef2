// Codegen in watch mode for `npm run dev`: rewrites web/src/graphql/generated.ts whenever
// schema.graphql or a .graphql operation under web/src changes.
//
// Why not `graphql-codegen --watch`: it watches the highest folder its patterns share (the whole
// repository, node_modules included) and its watcher ends silently, exiting 0, when Vite creates
// and renames its dependency cache under web/node_modules/.vite on a first start. Watching only
// the two places that matter avoids both the cost and the failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const codegen = path.join(root, 'node_modules', '.bin', 'graphql-codegen');
const operationsDir = path.join(root, 'web', 'src');
// Saving a file fires several events; one run after they settle is enough.
const SETTLE_MS = 150;

let running = false;
let again = false;
let timer;

/** One codegen run at a time; changes made during a run start one more run after it. */
function run() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn(codegen, ['--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code !== 0) console.error(`codegen failed (exit code ${code}); waiting for the next change`);
    running = false;
    if (again) {
      again = false;
      run();
    }
  });
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(run, SETTLE_MS);
}

// The root folder alone (not recursive): only schema.graphql matters there.
fs.watch(root, (_event, name) => name === 'schema.graphql' && schedule());
// generated.ts is written by the run itself and is not a .graphql file, so it triggers nothing.
fs.watch(operationsDir, { recursive: true }, (_event, name) => name?.endsWith('.graphql') && schedule());

console.log(`codegen: watching schema.graphql and ${path.relative(root, operationsDir)}/**/*.graphql`);
run();
