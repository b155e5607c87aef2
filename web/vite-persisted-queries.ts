import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = 'persisted-query-manifest.json';
// The documents the manifest is made from (persisted-query-manifest.config.json).
const OPERATIONS = path.join('src', 'graphql', 'persisted-documents.ts');
// Each operation's module (scripts/codegen-split.mjs): its document and hooks.
const OPERATION_MODULE = /[\\/]src[\\/]graphql[\\/]operations[\\/](\w+)\.ts$/;

interface Manifest {
  operations: { id: string; name: string }[];
}

/**
 * The trusted documents. `generate-persisted-query-manifest`, the first step of the web build,
 * writes web/persisted-query-manifest.json from the operations codegen put in
 * persisted-documents.ts (one gql document each). For the browser build this plugin
 *  - adds to each operation's module (graphql/operations/<Name>.ts) the call that registers its id,
 *    so Apollo sends the id, not the text, and a page carries the ids of its own operations only
 *    (the modules stay free of side effects for tree-shaking: an unused operation is left out whole);
 *  - defines __PERSISTED_QUERIES__, true when the ids are in use;
 *  - copies the manifest into dist/, where the api reads it at start (the ids and the bodies the
 *    server runs come from one file, so they cannot disagree).
 * The dev server and the prerender build get null: the client sends the full text.
 */
export function persistedQueryManifest(root: string): Plugin {
  let manifest: string | undefined;
  let ids: Record<string, string> | null = null;
  return {
    name: 'persisted-query-manifest',
    config(_config, { command, isSsrBuild }) {
      const file = path.join(root, MANIFEST);
      if (command === 'build' && !isSsrBuild && fs.existsSync(file)) {
        if (fs.statSync(file).mtimeMs < fs.statSync(path.join(root, OPERATIONS)).mtimeMs) {
          throw new Error(`${MANIFEST} is older than ${OPERATIONS}: build with \`npm run build\`, which writes it first`);
        }
        manifest = fs.readFileSync(file, 'utf8');
        ids = Object.fromEntries((JSON.parse(manifest) as Manifest).operations.map(({ name, id }) => [name, id]));
      }
      return {
        define: { __PERSISTED_QUERIES__: JSON.stringify(ids !== null) },
        build: {
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !OPERATION_MODULE.test(id) },
          },
        },
      };
    },
    transform(code, id) {
      const name = ids ? OPERATION_MODULE.exec(id)?.[1] : undefined;
      if (!name || !ids?.[name]) return null;
      return {
        code: `${code}\nimport { registerPersistedQueryId } from '../../lib/persisted-queries';\nregisterPersistedQueryId(${JSON.stringify(name)}, ${JSON.stringify(ids[name])});\n`,
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      if (!manifest || !ids) return;
      // Without its id an operation goes as text, which production refuses from everyone but
      // administrators: fail the build rather than ship that.
      if (Object.keys(ids).length === 0) this.error(`${MANIFEST} has no operations: is ${OPERATIONS} empty?`);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const moduleId of Object.keys(chunk.modules)) {
          const name = OPERATION_MODULE.exec(moduleId)?.[1];
          if (name && ids[name] && !chunk.code.includes(ids[name]))
            this.error(`${chunk.fileName} holds the operation ${name} without its persisted id`);
        }
      }
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: manifest });
    },
  };
}
