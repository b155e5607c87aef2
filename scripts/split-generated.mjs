// Run by codegen after it writes (codegen.ts hooks), in `npm run codegen` and in its watch mode
// under `npm run dev`: splits web/src/graphql/generated.ts into per-operation modules
// (codegen-split.mjs) and removes the modules of operations that no longer exist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_FILE, OPERATIONS_DIR, isSplit, operationFileNames, splitGenerated } from './codegen-split.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = fs.readFileSync(path.join(root, GENERATED_FILE), 'utf8');
if (!isSplit(generated)) {
  const files = splitGenerated(generated);
  const operationsDir = path.join(root, OPERATIONS_DIR);
  fs.mkdirSync(operationsDir, { recursive: true });
  const keep = new Set(operationFileNames(files));
  for (const stale of fs.readdirSync(operationsDir).filter((name) => !keep.has(name))) fs.rmSync(path.join(operationsDir, stale));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content) fs.writeFileSync(target, content);
  }
}
