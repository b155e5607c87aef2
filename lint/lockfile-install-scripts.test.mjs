// package-lock.json must say which packages have an install script the way npm itself decides it on
// a fresh install, or `npm install` from nothing rewrites the file. On such an install npm knows a
// package only from its lockfile entry, which does not keep `gypfile`, so a `binding.gyp` counts as
// the script `node-gyp rebuild` even where the package opts out with `"gypfile": false`
// (better-sqlite3 13: its binding.gyp builds nothing when a prebuilt binary fits). `npm install` over
// a tree `npm ci` installed reads the package.json instead and leaves the flag as it finds it, so
// only this check, or an install from nothing, sees a missing one. Run by `npm run lint`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** Whether npm, unpacking the installed package at `folder` afresh, finds an install script. */
function hasInstallScriptOnFreshInstall(folder) {
  const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  if (scripts.preinstall || scripts.install || scripts.postinstall) return true;
  return fs.existsSync(path.join(folder, 'binding.gyp'));
}

describe('package-lock.json', () => {
  it('flags every installed package with an install script as npm does on a fresh install, and no other', () => {
    const wrong = [];
    let installed = 0;
    for (const [location, entry] of Object.entries(lock.packages)) {
      const folder = path.join(root, location);
      // The root, the workspaces' links, and optional packages for other platforms (not installed).
      if (location === '' || entry.link || !fs.existsSync(path.join(folder, 'package.json'))) continue;
      installed += 1;
      const expected = hasInstallScriptOnFreshInstall(folder);
      if (Boolean(entry.hasInstallScript) !== expected) wrong.push(`${location}: hasInstallScript should be ${expected}`);
    }
    assert.ok(installed > 100, `only ${installed} packages of the lockfile are installed: run npm ci first`);
    assert.deepEqual(wrong, []);
  });
});
