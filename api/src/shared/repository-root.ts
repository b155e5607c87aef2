import fs from 'node:fs';
import path from 'node:path';

/** The api runs from src (tests, scripts) and from dist/api/src (built): find the root either way. */
export function findRepositoryRoot(start = __dirname): string {
  let directory = start;
  while (!fs.existsSync(path.join(directory, 'web', 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No repository root above ${start}`);
    directory = parent;
  }
  return directory;
}
