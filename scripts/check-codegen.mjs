// Exits 0 when web/src/graphql/generated.ts is exactly what `npm run codegen` would write,
// 1 (naming the file) when it has drifted. Run by the drift test; codegen is ESM-only under jest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.ts') });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);
let drifted = false;
for (const output of outputs) {
  const file = path.join(root, output.filename);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== output.content) {
    drifted = true;
    console.error(`${output.filename} differs from what codegen produces: run \`npm run codegen\``);
  }
}
if (!drifted) console.log(`codegen output up to date (${outputs.length} file)`);
process.exit(drifted ? 1 : 0);
