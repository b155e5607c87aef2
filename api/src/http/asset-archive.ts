import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a build's files stay after the last start of a server that shipped them. */
export const ASSET_ARCHIVE_KEEP_DAYS = 30;
const KEEP_MS = ASSET_ARCHIVE_KEEP_DAYS * 24 * 60 * 60 * 1000;

export interface ArchiveResult {
  /** Files of this build copied in now (none when this build was archived before). */
  archived: number;
  /** Files of builds no server has shipped for ASSET_ARCHIVE_KEEP_DAYS, deleted now. */
  pruned: number;
}

/**
 * Copies this build's hashed files (web/dist/assets) into the archive, which /assets serves from
 * when the build itself lacks a file. A page loaded before a deploy names the files of the build
 * it came with, and fetches them only when it needs them (a page's or a dialog's code): without
 * the archive, each of those is a 404 once the new build is in place, and the part cannot open.
 * Behind a load balancer the archive is one folder every instance mounts (ASSETS_ARCHIVE_DIR), so
 * during a rolling deploy an old page's file asked of a new instance, or a new page's of an old
 * one, is there too.
 *
 * Hashed names never change content, so a file already archived is not copied again; its time is
 * renewed instead, marking it as shipped by a running build. Each copy is written under a hidden
 * name and renamed into place, so instances starting together never serve a half-written file.
 */
export function archiveBuildAssets(assetsDir: string, archiveDir: string, now = new Date()): ArchiveResult {
  if (!fs.existsSync(assetsDir)) return { archived: 0, pruned: 0 };
  fs.mkdirSync(archiveDir, { recursive: true });
  const shipped = new Set(
    fs
      .readdirSync(assetsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  let archived = 0;
  for (const name of shipped) {
    const target = path.join(archiveDir, name);
    if (fs.existsSync(target)) {
      fs.utimesSync(target, now, now);
      continue;
    }
    // A random name: instances in containers often share a process id.
    const partial = path.join(archiveDir, `.${name}.${crypto.randomUUID()}.partial`);
    fs.copyFileSync(path.join(assetsDir, name), partial);
    fs.utimesSync(partial, now, now);
    fs.renameSync(partial, target);
    archived += 1;
  }
  let pruned = 0;
  for (const entry of fs.readdirSync(archiveDir, { withFileTypes: true })) {
    if (!entry.isFile() || shipped.has(entry.name)) continue;
    const file = path.join(archiveDir, entry.name);
    // A hidden partial copy is another instance's work in progress, unless it was abandoned long ago
    // (and it may have been renamed into place since the folder was read).
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && now.getTime() - modified > KEEP_MS) {
      fs.rmSync(file, { force: true });
      pruned += 1;
    }
  }
  return { archived, pruned };
}
