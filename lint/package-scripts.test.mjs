// `npm run test:api -- <path>` and `npm run test:web -- <path>` run only the suites at that path.
// `--selectProjects` takes a list, and yargs (jest's argument parser) adds every word after it up
// to the next flag: without the `--watchman` that closes the list (jest's default, restated) the
// path npm appends became a project name and every suite of the project ran. Run by `npm run lint`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

// A script that names a file to run must find it: api's `migrate` and `seed` once named scripts
// that had been folded into the server's start, and failed only when someone ran them.
const workspaces = ['.', 'api', 'web'];

/** The files a script's command runs (`node x`, `ts-node … x`, `node --test x`), relative to its package. */
function filesRunBy(command) {
  return command
    .split(/&&|\|\||;/)
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => ['node', 'exec', 'ts-node'].includes(words[0]))
    .flatMap((words) => words.slice(1).filter((word) => /\.(c|m)?[jt]s$/.test(word) && !word.includes('*')));
}

/** A built file (`dist/api/src/x.js`) is made from its source (`api/src/x.ts`): the source must exist. */
function sourceOf(packageDir, file) {
  const built = /^dist\/(.+)\.js$/.exec(file);
  return built ? path.join(root, `${built[1]}.ts`) : path.join(root, packageDir, file);
}

describe('every package script', () => {
  for (const packageDir of workspaces) {
    const { scripts = {} } = JSON.parse(readFileSync(path.join(root, packageDir, 'package.json'), 'utf8'));
    it(`of ${packageDir}/package.json names files that exist`, () => {
      const missing = Object.entries(scripts).flatMap(([name, command]) =>
        filesRunBy(command)
          .filter((file) => !existsSync(sourceOf(packageDir, file)))
          .map((file) => `${name}: ${file}`),
      );
      assert.deepEqual(missing, []);
    });
  }

  it('reads the files of a command, and a built file’s source', () => {
    assert.deepEqual(filesRunBy('node scripts/a.mjs && ts-node --swc -P tsconfig.json src/b.ts'), ['scripts/a.mjs', 'src/b.ts']);
    assert.equal(sourceOf('api', 'dist/api/src/scripts/seed.js'), path.join(root, 'api/src/scripts/seed.ts'));
  });
});
