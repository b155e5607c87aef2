// The Node.js this project runs on, checked before anything else loads: `npm start`, `npm run dev`,
// `npm test` and `npm run build` run it first (package.json's pre-scripts), and the server entry
// requires it before its first import (api/src/node-version-gate.ts). On another release the
// native modules (better-sqlite3, argon2) are built for the wrong ABI: loading them ends the
// process with a segmentation fault and no word. So a wrong Node.js stops here, saying what runs,
// what is needed and the one command that fixes it.
//
// CommonJS on purpose: the ESM scripts import it and the compiled api requires it, on any Node.js
// (an old one cannot require an ES module). `engines.node` in package.json is the rule (a single
// `>=MAJOR.MINOR[.PATCH]`, which is all this reads: anything else throws, so a changed range is
// noticed), and .node-version names the release scripts/use-node.sh fetches.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The range `engines.node` states and the release `.node-version` pins. */
function requiredNode() {
  const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  const minimum = /^>=(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range);
  if (!minimum) throw new Error(`scripts/node-version.cjs reads engines.node as ">=MAJOR.MINOR[.PATCH]", not "${range}"`);
  return { range, pinned, minimum: minimum.slice(1).map((part) => Number(part ?? 0)) };
}

/** Why this Node.js release cannot run the project, or undefined when it can. */
function nodeVersionProblem(version = process.versions.node) {
  const { range, pinned, minimum } = requiredNode();
  const running = version.replace(/^v/, '').split('.').map(Number);
  const compare = running.map((part, index) => part - minimum[index]).find((difference) => difference !== 0) ?? 0;
  if (compare >= 0) return undefined;
  return (
    `This is Node.js ${running.join('.')}, but the portal needs Node.js ${minimum[0]} (${range}; .node-version: ${pinned}).\n` +
    'Run `source scripts/use-node.sh` in this shell (it puts Node.js ' +
    `${pinned} first on PATH, fetched once from the npm registry), then run the command again.`
  );
}

/** Says why and exits 1 on a Node.js that cannot run the project. */
function exitUnlessSupportedNode() {
  const problem = nodeVersionProblem();
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

if (require.main === module) exitUnlessSupportedNode();

module.exports = { nodeVersionProblem, exitUnlessSupportedNode };
