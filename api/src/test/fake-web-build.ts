import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE_NAME, sha256 } from '../graphql/trusted-documents';

/** A stand-in for web/dist with the few files the server serves from it. */
export function writeFakeWebBuild(directory: string): string {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), text);
  };
  write('index.html', 'home page');
  write('app.html', 'app shell');
  write('404.html', 'not found page');
  write('assets/index-abc123.js', 'console.log(1)');
  return directory;
}

/**
 * A folder holding only a persisted query manifest with these operations (ids are the sha256 of
 * their bodies, as the web build writes them), for WEB_DIST_DIR.
 */
export function writeTrustedManifest(operations: Array<{ name: string; type: 'query' | 'mutation'; body: string }>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-web-dist-'));
  const manifest = {
    format: 'apollo-persisted-query-manifest',
    version: 1,
    operations: operations.map((operation) => ({ id: sha256(operation.body), ...operation })),
  };
  fs.writeFileSync(path.join(directory, MANIFEST_FILE_NAME), JSON.stringify(manifest));
  return directory;
}
