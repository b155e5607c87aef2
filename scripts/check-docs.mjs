#!/usr/bin/env node
// Keeps the repository's documentation references honest (`npm run check:docs`).
//
// 1. No file may point at the design notes the project was started from, which live outside the
//    repository: the four upper-case notes below, and a `shared` folder beside the repository.
//    A relative path into a `shared` folder is only a problem when it leads out of the
//    repository or to nothing in it: the imports of api/src/shared and web/src's shared
//    components are the project's own folders.
// 2. Every `docs/<file>.md` and `docs/<file>.md#anchor` reference must name an existing file
//    and, with an anchor, one of that file's headings (GitHub's slugs). Links inside Markdown
//    files (`[text](other.md#anchor)`, `[text](#anchor)`) are checked the same way.
// 3. Every file path written in backticks in README.md, docs/*.md and docs/decisions/*.md must
//    name a file or folder of the repository, looked for from the root, the folders the docs write
//    paths from (api/src/, web/src/…) and the folders named in the same section
//    (scripts/doc-paths.mjs says what counts as a path). What git ignores (web/dist, data/) and what
//    is in an installed npm package (`@apollo/client`, `graphql-upload/Upload.mjs`) are let through.
//
// Files are those git knows: tracked ones, plus new ones not yet added and not ignored.
// Prints one line per problem (file:line: what) and a summary; exits 1 when anything is wrong.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPaths, repositoryOf } from './doc-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Built from parts so that this file does not name them itself.
const outsideNotes = ['SPEC', 'DESIGN', 'STACK', 'DEVELOPERS'].map((name) => `${name}.md`);
const outsideNotePattern = new RegExp(`(?<![\\w-])(?:${outsideNotes.map((name) => name.replace('.', '\\.')).join('|')})(?![\\w-])`, 'g');
const sharedPattern = new RegExp(`(?<![\\w./-])((?:\\.\\./)+shared/[\\w./@-]*)`, 'g');

// References to docs files, with or without an anchor, read from the repository root (a
// leading `../` is ignored).
const docsReferencePattern = /(?<![\w./-])(?:\.\.\/)*(docs\/[\w./-]*?\.md)(?:#([\p{L}\p{N}_-]+))?(?![\w/-])/gu;
// Markdown links in .md files: [text](target) with a relative .md target or an anchor.
const markdownLinkPattern = /\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

const codeExtensions = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'];

function listFiles() {
  const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(output.split('\0').filter(Boolean))].sort();
}

function readText(file) {
  const absolute = path.join(root, file);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return null; // deleted in the working tree
  }
  if (!stat.isFile()) return null;
  const buffer = fs.readFileSync(absolute);
  if (buffer.includes(0)) return null; // binary
  return buffer.toString('utf8');
}

/** GitHub's heading slug: lower case, punctuation dropped (but `-` and `_`), spaces to `-`. */
export function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/[`*]/g, '') // code and emphasis markers
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();

/** The anchors a Markdown file offers: its headings' slugs (numbered when repeated) and HTML ids. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const text = readText(file);
  let anchors = null;
  if (text !== null) {
    anchors = new Set();
    const seen = new Map();
    let fence = null;
    for (const line of text.split(/\r?\n/)) {
      const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1][0];
        else if (fenceMatch[1][0] === fence) fence = null;
        continue;
      }
      if (fence !== null) continue;
      for (const match of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
      const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
  }
  anchorCache.set(file, anchors);
  return anchors;
}

function existsInRepository(relative) {
  const absolute = path.join(root, relative);
  return codeExtensions.some((extension) => fs.existsSync(absolute + extension)) || fs.existsSync(path.join(absolute, 'index.ts'));
}

const problems = [];
let referencesChecked = 0;

function report(file, lineNumber, message) {
  problems.push(`${file}:${lineNumber}: ${message}`);
}

/** A reference to a Markdown file (repository-relative) and maybe one of its anchors. */
const checkedOnLine = new Set();

function checkTarget(file, lineNumber, target, anchor, shown) {
  const key = `${file}:${lineNumber}:${target}#${anchor ?? ''}`;
  if (checkedOnLine.has(key)) return; // a link whose text repeats its destination
  checkedOnLine.add(key);
  referencesChecked += 1;
  const anchors = anchorsOf(target);
  if (anchors === null) {
    report(file, lineNumber, `${shown}: ${target} does not exist`);
    return;
  }
  if (anchor && !anchors.has(anchor.toLowerCase())) {
    report(file, lineNumber, `${shown}: ${target} has no heading with the anchor #${anchor}`);
  }
}

const files = listFiles();

for (const file of files) {
  const text = readText(file);
  if (text === null) continue;
  const isMarkdown = file.endsWith('.md');
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const lineNumber = index + 1;

    for (const match of line.matchAll(outsideNotePattern)) {
      report(file, lineNumber, `names ${match[0]}, which is not part of the repository`);
    }

    for (const match of line.matchAll(sharedPattern)) {
      const relative = path.relative(root, path.resolve(root, path.dirname(file), match[1]));
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        report(file, lineNumber, `names ${match[1]}, a folder outside the repository`);
      } else if (!existsInRepository(relative.replace(/\/$/, ''))) {
        report(file, lineNumber, `names ${match[1]}, which is not in the repository`);
      }
    }

    for (const match of line.matchAll(docsReferencePattern)) {
      checkTarget(file, lineNumber, match[1], match[2], match[0]);
    }

    if (isMarkdown) {
      for (const match of line.matchAll(markdownLinkPattern)) {
        const destination = match[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith('/')) continue; // absolute
        const hash = destination.indexOf('#');
        const pathPart = hash === -1 ? destination : destination.slice(0, hash);
        const anchor = hash === -1 ? '' : destination.slice(hash + 1);
        if (pathPart === '') {
          if (anchor) checkTarget(file, lineNumber, file, anchor, destination);
          continue;
        }
        if (!pathPart.endsWith('.md')) continue;
        const target = path.relative(root, path.resolve(root, path.dirname(file), pathPart));
        if (/(?:^|\/)docs\//.test(pathPart) && target === pathPart) continue; // already checked above
        if (target.startsWith('..')) {
          report(file, lineNumber, `${destination}: leads outside the repository`);
          continue;
        }
        checkTarget(file, lineNumber, target, anchor, destination);
      }
    }
  });
}

// Rule 3: backticked paths in the docs.
const documentsWithPaths = /^(?:README\.md|docs\/(?:decisions\/)?[^/]+\.md)$/;
const packageFolders = ['node_modules', 'api/node_modules', 'web/node_modules'];

/** An installed package, one of its files, or one of its entry points (package.json "exports"). */
function inPackage(text) {
  return packageFolders.some((folder) => {
    const absolute = path.join(root, folder, text);
    if (['', '.js', '.mjs', '.cjs', '.d.ts'].some((extension) => fs.existsSync(absolute + extension))) return true;
    const parts = text.split('/');
    const name = parts.slice(0, text.startsWith('@') ? 2 : 1).join('/');
    const entry = `./${parts.slice(text.startsWith('@') ? 2 : 1).join('/')}`;
    try {
      const { exports } = JSON.parse(fs.readFileSync(path.join(root, folder, name, 'package.json'), 'utf8'));
      return typeof exports === 'object' && exports !== null && entry in exports;
    } catch {
      return false;
    }
  });
}

/** Whether git ignores the path as a file or as a folder (it need not exist: web/dist before a build). */
function ignoredByGit(relative) {
  for (const candidate of [relative, `${relative}/`]) {
    try {
      execFileSync('git', ['check-ignore', '--quiet', '--no-index', candidate], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      // exit status 1: not ignored
    }
  }
  return false;
}

const repository = repositoryOf(files, { ignored: ignoredByGit, inPackage });
let pathsChecked = 0;
for (const file of files.filter((name) => documentsWithPaths.test(name))) {
  const text = readText(file);
  if (text === null) continue;
  const { checked, missing } = missingPaths(file, text, repository);
  pathsChecked += checked;
  for (const { line, path: named } of missing) report(file, line, `\`${named}\` names no file or folder of the repository`);
}

for (const problem of problems) console.error(problem);
const summary = `${referencesChecked} references and ${pathsChecked} paths checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
(problems.length > 0 ? console.error : console.log)(summary);
process.exitCode = problems.length > 0 ? 1 : 0;
