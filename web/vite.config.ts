import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { persistedQueryManifest } from './vite-persisted-queries.ts';
import { installablePortal } from './vite-pwa.ts';
import { entryChunkGroups } from './vite-entry-evaluation.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), persistedQueryManifest(import.meta.dirname), installablePortal()],
  resolve: {
    alias: [
      { find: '@validation', replacement: path.resolve(import.meta.dirname, '../validation') },
      // zod set up for the site's Content-Security-Policy (src/app/zod.ts).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/app/zod.ts') },
    ],
  },
  // Node must load styled-components and Apollo Client through Vite for server rendering, not as their CommonJS builds.
  ssr: { noExternal: ['styled-components', '@apollo/client'] },
  // Apollo Client's development-only checks and messages (`globalThis.__DEV__`) left out of the
  // build, as its documentation asks of production bundles; the dev server keeps them.
  define: process.env.NODE_ENV === 'development' ? {} : { 'globalThis.__DEV__': 'false' },
  build: {
    outDir: 'dist',
    // Read by prerender/bundle-report.mjs to add up what each public route loads.
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // The shared validation modules (../validation) build their zod schemas at the top level
      // beside plain value lists; calls on `z` have no side effects, so a page that reads only a
      // value list does not pull in zod and every schema of the module.
      treeshake: { manualPureFunctions: ['z'] },
      // The entry evaluates in pieces (src/lib/next-task.ts); these groups keep its chunks as few as before.
      output: { codeSplitting: { groups: entryChunkGroups(import.meta.dirname) } },
    },
  },
  server: {
    port: 5173, // `npm run dev` passes WEB_PORT as --port
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
