// The file paths the docs write in backticks must name something in the repository (rule 3 of
// `npm run check:docs`, scripts/check-docs.mjs). The docs often write a path from a folder the
// sentence or section names (`graphql/limits.ts` for api/src/graphql/limits.ts), so a path is
// looked for from the repository root, from each of `pathBases`, from the document's own folder,
// and from every folder that another path of the same section names.

import path from 'node:path';

/** Folders the docs write paths from without saying so, tried in this order after the root. */
const pathBases = ['api/src/', 'web/src/', 'web/', 'api/', 'validation/', 'e2e/', 'scripts/', 'docs/'];

// A word ending in one of these is a file name even without a folder.
const sourceExtension = /\.(?:tsx?|[mc]?ts|jsx?|[mc]js|json|md|ya?ml|sh|graphql|css|html)$/;
// A bare name (no folder) is checked only when it is a file written by hand here. A bare .js,
// .json or .html name is mostly something the code writes or serves (a built page, an entry of a
// backup archive, Express's `express.json`), not a file of the repository.
const handWrittenExtension = /\.(?:tsx?|[mc]ts|[mc]js|md|ya?ml|sh|graphql|css)$/;

// Words that read like paths but are not, each with the reason. Keep it short: a rule that covers
// a kind of word is better than a list of words.
const notPaths = new Map([['msw/graphql', "msw 3's module, named to say why the project stays on msw 2"]]);

/**
 * The path a code span names, or null when the span is something else: a command or a phrase
 * (spaces), a placeholder or glob (`<`, `*`, `{`, `…`), a URL, an option or a time (`:`, `=`), a route
 * or a machine's absolute path (leading `/`), a home folder (`~`), a flag (`-`), an environment
 * variable's folder (`DATA_DIR/uploads`, `$HOME/x`), a JSON pointer (`#/components/schemas`), or a
 * lone extension (`.graphql`). A path has a `/` or ends in a source extension.
 */
export function pathIn(span) {
  const text = span.trim();
  if (text === '' || /[\s<>*{}…:=|,]/.test(text) || /^[/~\-$#]/.test(text)) return null;
  if (/^[A-Z][A-Z0-9_]*\//.test(text)) return null;
  if (/^\.[a-z]+$/.test(text)) return null;
  if (!text.includes('/') && !sourceExtension.test(text)) return null;
  if (!text.includes('/') && !handWrittenExtension.test(text)) return null;
  if (notPaths.has(text)) return null;
  return text.replace(/#.*$/, ''); // a heading of a Markdown file: rule 2 checks anchors
}

/** Every code span outside fenced blocks, with its line number and the section it is in. */
function codeSpans(text) {
  const spans = [];
  let section = 0;
  let fence = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    if (/^\s{0,3}#{1,6}\s/.test(line)) section += 1;
    for (const match of line.matchAll(/(`+)(.+?)\1(?!`)/g)) spans.push({ line: index + 1, section, span: match[2] });
  });
  return spans;
}

/** `relative` and every folder above it, deepest first, each ending in `/`. */
function foldersOf(relative) {
  const folders = [];
  for (let folder = relative; folder !== '.' && folder !== ''; folder = path.posix.dirname(folder)) {
    folders.push(`${folder}/`);
  }
  return folders;
}

/**
 * The paths of one Markdown file that name nothing in the repository (`missing`, each as
 * { line, path }), and how many paths it writes (`checked`).
 * `repository` answers:
 * - `kind(relative)`: 'file' or 'folder' for what git knows (tracked, or new and not ignored), else
 *   undefined;
 * - `named(basename)`: some file of the repository has that name;
 * - `ignored(relative)`: git ignores it, as a file or a folder (what the build or the server
 *   writes: web/dist, data/);
 * - `inPackage(text)`: it is an installed npm package or a file or entry point of one.
 */
export function missingPaths(file, text, repository) {
  const ownFolder = path.posix.dirname(file) === '.' ? '' : `${path.posix.dirname(file)}/`;
  const fixedBases = ['', ...pathBases, ownFolder];

  const candidatesOf = (relativePath, bases) =>
    [...new Set(bases)]
      .map((base) => path.posix.normalize(base + relativePath).replace(/\/$/, ''))
      .filter((candidate) => candidate !== '.' && !candidate.startsWith('../'));
  const found = (relativePath, bases) => candidatesOf(relativePath, bases).find((candidate) => repository.kind(candidate));

  const spans = codeSpans(text)
    .map((span) => ({ ...span, path: pathIn(span.span) }))
    .filter((span) => span.path !== null);

  // The folders each section names: those of its paths found from the root or a fixed base.
  const sectionBases = new Map();
  for (const span of spans) {
    const relative = found(span.path, fixedBases);
    if (relative === undefined) continue;
    const folder = repository.kind(relative) === 'folder' ? relative : path.posix.dirname(relative);
    const bases = sectionBases.get(span.section) ?? new Set();
    for (const base of foldersOf(folder)) bases.add(base);
    sectionBases.set(span.section, bases);
  }

  const missing = [];
  for (const span of spans) {
    const bases = [...fixedBases, ...(sectionBases.get(span.section) ?? [])];
    if (found(span.path, bases) !== undefined) continue;
    if (!span.path.includes('/') && repository.named(span.path)) continue;
    if (repository.inPackage(span.path)) continue;
    if (candidatesOf(span.path, fixedBases).some((candidate) => repository.ignored(candidate))) continue;
    // A word with a slash inside, no extension, and a first part that is no folder here is
    // something else: a media type (`text/calendar`), an address range (`10/8`), `n/a`. A word
    // ending in `/` is always a folder.
    const [first] = span.path.split('/');
    const firstFolder = candidatesOf(first, bases).some((candidate) => repository.kind(candidate) === 'folder');
    if (!span.path.endsWith('/') && !path.posix.extname(span.path) && !firstFolder) continue;
    missing.push({ line: span.line, path: span.span.trim() });
  }
  return { checked: spans.length, missing };
}

/**
 * A `repository` for missingPaths from the files git lists (repository-relative, `/`-separated);
 * `ignored` and `inPackage` as missingPaths describes them (both answer false if left out).
 */
export function repositoryOf(files, { ignored = () => false, inPackage = () => false } = {}) {
  const fileSet = new Set(files);
  const folders = new Set();
  const names = new Set();
  for (const file of files) {
    names.add(path.posix.basename(file));
    for (const folder of foldersOf(path.posix.dirname(file))) folders.add(folder.slice(0, -1));
  }
  return {
    kind: (relative) => (fileSet.has(relative) ? 'file' : folders.has(relative) ? 'folder' : undefined),
    named: (name) => names.has(name),
    ignored,
    inPackage,
  };
}
