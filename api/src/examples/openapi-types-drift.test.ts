import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The example's generated types follow the document: after a change to a route's description, `npm run openapi:types`.
describe('examples/openapi-types.ts', () => {
  it('is what npm run openapi:types writes from the OpenAPI document today', () => {
    const api = path.resolve(__dirname, '../..');
    const run = spawnSync(
      process.execPath,
      [require.resolve('ts-node/dist/bin.js'), '--swc', '-P', 'tsconfig.json', 'src/scripts/print-openapi-types.ts', '--check'],
      { cwd: api, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
