// Exits 0 when web/src/graphql/generated.ts is exactly what `npm run codegen` would write,
// 1 (naming the file) when it has drifted. Run by the drift test; codegen is ESM-only under jest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { GENERATED_FILE, OPERATIONS_DIR, operationFileNames, splitGenerated } from './codegen-split.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.ts') });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);
// generated.ts is committed split into per-operation modules, as `npm run codegen` leaves it.
const expected = {};
for (const output of outputs) {
  const relative = path.relative(root, path.resolve(root, output.filename)).split(path.sep).join('/');
  Object.assign(expected, relative === GENERATED_FILE ? splitGenerated(output.content) : { [relative]: output.content });
}
let drifted = false;
for (const [relative, content] of Object.entries(expected)) {
  const file = path.join(root, relative);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== content) {
    drifted = true;
    console.error(`${relative} differs from what codegen produces: run \`npm run codegen\``);
  }
}
const expectedOperations = new Set(operationFileNames(expected));
for (const stale of fs.readdirSync(path.join(root, OPERATIONS_DIR)).filter((name) => !expectedOperations.has(name))) {
  drifted = true;
  console.error(`${OPERATIONS_DIR}/${stale} is left from an operation that no longer exists: run \`npm run codegen\``);
}
if (!drifted) console.log(`codegen output up to date (${Object.keys(expected).length} files)`);
process.exit(drifted ? 1 : 0);
