import path from 'node:path';
import express, { type Express } from 'express';
import { precompressedFiles } from './precompressed';

/**
 * The built site's hashed assets (cached a year), then earlier builds' (http/asset-archive.ts), and
 * its other static files (cached an hour).
 */
export function serveStaticFiles(app: Express, distDir: string, archiveDir: string): void {
  const hashed = { immutable: true, maxAge: '1y' };
  app.use('/assets', precompressedFiles(path.join(distDir, 'assets'), hashed), express.static(path.join(distDir, 'assets'), hashed));
  app.use('/assets', precompressedFiles(archiveDir, hashed), express.static(archiveDir, { ...hashed, fallthrough: false }));
  const other = { maxAge: '1h' };
  const precompressed = precompressedFiles(distDir, other);
  const staticFiles = express.static(distDir, { ...other, index: false, redirect: false });
  // Only a path ending in a file name with an extension can be a file: the API's paths and the
  // site's pages (/services, /portal/documents…) go on without a disk look-up, which cost a page a
  // tenth of its time (a stat, then a not-found error built with its stack trace).
  app.use((req, res, next) => {
    if (!namesAFile(req.path)) return next();
    precompressed(req, res, () => {
      staticFiles(req, res, next);
    });
  });
}

function namesAFile(requestPath: string): boolean {
  const name = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return name.includes('.') && !requestPath.startsWith('/api/');
}
