import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint`). Knip's plugins find most entry files by
 * themselves: the npm scripts' commands (`node scripts/….mjs`, `node e2e/run.mjs`), index.html's
 * script for both Vite builds (src/main.tsx, playground/main.tsx), jest's setup file and tests, and
 * api's package.json "main" (src/server.ts). Listed here is only what they cannot see. An export
 * that only code written by a build step uses carries the JSDoc tag `@public`.
 */
const config: KnipConfig = {
  // An export that its own module uses is part of that module's interface (a limit, a label), not
  // dead code: reported only once nothing uses it at all.
  ignoreExportsUsedInFile: true,
  // Debian's Redis, started by tests and e2e/cluster.mjs (.ci/run installs it), not an npm package.
  ignoreBinaries: ['redis-server', 'redis-cli'],
  ignoreIssues: {
    // resetPasswordSchema is setPasswordSchema under the name of the step that uses it (api's password reset).
    'validation/users.ts': ['duplicates'],
  },
  workspaces: {
    '.': {
      entry: [
        // Scripts that other scripts spawn, and the journeys e2e/run.mjs hands to Node's test runner.
        'scripts/*.mjs',
        'e2e/*.test.mjs',
        'e2e/journeys/*.test.mjs',
      ],
      project: ['*.{ts,mjs,cjs}', 'scripts/**/*.mjs', 'e2e/**/*.mjs', 'validation/**/*.ts'],
      ignoreDependencies: [
        // validation/ is no package: it is compiled into web and api, with their zod.
        'zod',
        // The journeys and scripts talk to the api with the api's own clients (api/package.json), on purpose the same.
        'ws',
        'graphql-ws',
        'mysql2',
        'otplib',
      ],
      // jest.config.ts runs both workspaces' tests: its api project sets up with api's reflect-metadata,
      // its web project runs in web's jest-fixed-jsdom.
      ignoreUnresolved: ['reflect-metadata', 'jest-fixed-jsdom'],
    },
    web: {
      entry: [
        // Reached only through an alias of vite.config.ts (`zod` -> src/app/zod.ts).
        'src/app/zod.ts',
        // Read by the persisted query manifest's generator (persisted-query-manifest.config.json), never imported.
        'src/graphql/persisted-documents.ts',
        // The server render (`vite build --ssr`) and the build's steps after it (package.json "build").
        'prerender/entry-server.tsx',
        'prerender/*.mjs',
      ],
      project: ['*.ts', 'src/**/*.{ts,tsx}', 'playground/**/*.tsx', 'prerender/**/*.{ts,tsx,mjs}'],
      // The test environment of jest.config.ts's web project (jest-fixed-jsdom runs on jest-environment-jsdom).
      ignoreDependencies: ['jest-fixed-jsdom', 'jest-environment-jsdom'],
      ignoreIssues: {
        // Written by `npm run codegen` with every hook variant of every operation; only some are used.
        'src/graphql/generated.ts': ['exports', 'types'],
        'src/graphql/operations/*.ts': ['exports', 'types'],
      },
    },
    api: {
      entry: ['src/scripts/*.ts'],
      project: ['src/**/*.ts'],
      ignoreIssues: {
        // Written by `npm run openapi:types` with every part of the document; the example uses some.
        'src/examples/openapi-types.ts': ['types'],
      },
      // graphql/limits.test.ts checks the limits against the web's operations as the browser sends
      // them, with web's own Apollo Client (web/package.json): on purpose the same copy, not a second one.
      ignoreDependencies: [
        '@apollo/client',
        // The Yoco simulator's page is checked with axe under jsdom (its test's @jest-environment docblock).
        'jest-environment-jsdom',
      ],
    },
  },
};

export default config;
