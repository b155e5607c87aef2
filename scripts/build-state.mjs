import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time (ms) of any file under the given paths; 0 when none exist. */
export function newestModification(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (path.basename(target) === 'node_modules' || path.basename(target) === 'dist') return;
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** A build is stale when its output is missing or older than any of its sources. */
export function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  return newestModification(sources) > fs.statSync(output).mtimeMs;
}
