// `npm run test:api -- <path>` and `npm run test:web -- <path>` run only the suites at that path.
// `--selectProjects` takes a list, and yargs (jest's argument parser) adds every word after it up
// to the next flag: without the `--watchman` that closes the list (jest's default, restated) the
// path npm appends became a project name and every suite of the project ran. Run by `npm run lint`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The suites `npm run <script> -- <args> --listTests` would run, repository-relative. */
function suitesOf(script, ...args) {
  const output = execFileSync('npm', ['run', '--silent', script, '--', ...args, '--listTests'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return output
    .split('\n')
    .filter((line) => line.startsWith(root))
    .map((line) => path.relative(root, line));
}

describe('the test:api and test:web scripts', () => {
  it('run only the suites at the path given after --', () => {
    assert.deepEqual(suitesOf('test:api', 'api/src/shared/png-check.test.ts'), ['api/src/shared/png-check.test.ts']);
    assert.deepEqual(suitesOf('test:web', 'web/src/app/page-code.test.ts'), ['web/src/app/page-code.test.ts']);
  });

  it('run every suite of their own project, and only those, with no path', () => {
    const api = suitesOf('test:api');
    const web = suitesOf('test:web');
    assert.ok(api.length > 1 && api.every((file) => file.startsWith('api/src/') || file.startsWith('validation/')));
    assert.ok(web.length > 1 && web.every((file) => file.startsWith('web/src/')));
  });
});
