import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { printAppSchema } from '../scripts/print-schema';
import { schemaFilePath } from '../composition/graphql-schema';
import { findRepositoryRoot } from '../shared/repository-root';

/** The committed schema.graphql and generated hooks must be exactly what the scripts produce. */
describe('generated files', () => {
  it('schema.graphql matches the code-first schema (run `npm run schema`)', async () => {
    expect(fs.readFileSync(schemaFilePath(), 'utf8')).toBe(await printAppSchema());
  });

  it('web/src/graphql/generated.ts matches codegen (run `npm run codegen`)', () => {
    // Codegen is ESM-only, which jest cannot load: the check runs in plain Node.
    const root = findRepositoryRoot();
    const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-codegen.mjs')], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);
});
