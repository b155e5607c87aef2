import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The administrators' GraphQL playground (GraphiQL) is its own small build, served at
 * /playground/ and shown in a frame by /portal/playground. Kept apart from the site's build
 * because its editor is large and made of many lazy parts: in the same build they change how
 * the bundler splits the code every public page loads.
 */
export default defineConfig({
  root: 'playground',
  base: '/playground/',
  plugins: [react()],
  // The saved questions come from validation/, as in the site's own build (vite.config.ts).
  resolve: {
    alias: { '@validation': path.resolve(import.meta.dirname, '../validation') },
  },
  build: {
    outDir: '../dist/playground',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // GraphiQL is one large chunk by nature; it loads only for administrators.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      // GraphiQL's modules open with "use no memo" (React Compiler hints) that bundling drops, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
