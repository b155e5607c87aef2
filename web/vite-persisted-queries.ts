import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = 'persisted-query-manifest.json';
// The documents the manifest is made from (persisted-query-manifest.config.json).
const OPERATIONS = path.join('src', 'graphql', 'generated.ts');

interface Manifest {
  operations: { id: string; name: string }[];
}

/**
 * The trusted documents. `generate-persisted-query-manifest`, the first step of the web build,
 * writes web/persisted-query-manifest.json from the operations codegen put in generated.ts (one
 * gql document each, as Apollo Client sends them). For the browser build this plugin
 *  - defines __PERSISTED_QUERY_IDS__ (operation name -> id), so Apollo sends the id, not the text;
 *  - copies the manifest into dist/, where the api reads it at start (the ids and the bodies the
 *    server runs come from one file, so they cannot disagree).
 * The dev server and the prerender build get null: the client sends the full text.
 */
export function persistedQueryManifest(root: string): Plugin {
  let manifest: string | undefined;
  return {
    name: 'persisted-query-manifest',
    config(_config, { command, isSsrBuild }) {
      const file = path.join(root, MANIFEST);
      let ids: Record<string, string> | null = null;
      if (command === 'build' && !isSsrBuild && fs.existsSync(file)) {
        if (fs.statSync(file).mtimeMs < fs.statSync(path.join(root, OPERATIONS)).mtimeMs) {
          throw new Error(`${MANIFEST} is older than ${OPERATIONS}: build with \`npm run build\`, which writes it first`);
        }
        manifest = fs.readFileSync(file, 'utf8');
        ids = Object.fromEntries((JSON.parse(manifest) as Manifest).operations.map(({ name, id }) => [name, id]));
      }
      return { define: { __PERSISTED_QUERY_IDS__: JSON.stringify(ids) } };
    },
    generateBundle() {
      if (manifest) this.emitFile({ type: 'asset', fileName: MANIFEST, source: manifest });
    },
  };
}
