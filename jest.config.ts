import type { Config } from 'jest';

// ESM-only packages that jest must transform to CommonJS (docs/libraries.md, "ESM-only packages").
const esmPackages = [
  'graphql-upload',
  'fs-capacitor',
  'rettime',
  'until-async',
  '@open-draft',
  'graphiql',
  '@graphiql',
  'codemirror-graphql',
  '@scure',
  '@otplib',
  '@noble',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const swcForNode = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];

const swcForBrowser = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // Each api suite builds an app on a fresh database first: on two busy cores that can pass 5 s.
  // (A global option: jest ignores testTimeout inside a project.)
  testTimeout: 30_000,
  // Every core: jest's own default leaves one free, which on a two-core machine (CI's) runs every
  // suite in one process, one after another, and that process slows as it grows. Each api suite
  // has its own database, so suites never share state. A worker grown past the limit after a file
  // is replaced by a fresh one: the web suites' jsdom leaves much behind.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src', '<rootDir>/validation'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['reflect-metadata', '<rootDir>/api/src/test/no-outside-dns.ts'],
      transform: { '^.+\\.(t|j|mj)s$': swcForNode as never },
      transformIgnorePatterns,
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      // The web's path alias, for api tests that read web modules (the playground's saved questions).
      // And the `.js` names by which api suites import the web's ES modules (the contract test).
      moduleNameMapper: { '^@validation/(.*)$': '<rootDir>/validation/$1', '^(\\.{1,2}/.*/web/src/.*)\\.js$': '$1' },
    },
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcForBrowser as never },
      transformIgnorePatterns,
      moduleNameMapper: {
        '^@validation/(.*)$': '<rootDir>/validation/$1',
        '\\.(css|png|jpg|jpeg|svg|webp|avif|woff2?)$': '<rootDir>/web/src/test/file-stub.ts',
      },
      // msw 2 resolves its node entry through package exports conditions.
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};

export default config;
