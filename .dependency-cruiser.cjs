/**
 * The boundaries of api/src and web/src (`npm run lint:boundaries`): no circle of folders, type
 * imports counted, and an api feature uses another only through what that feature's index.ts
 * exports. Tests and test kits sit above what they test and are left out.
 * docs/architecture.md#the-layers explains the layers.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'A folder that imports another, directly or through others, must not be imported back by it.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-features-through-their-index',
      comment: 'A feature of the api reaches another only through its index.ts (what it exports for others).',
      severity: 'error',
      from: { path: '^api/src/features/([^/]+)/' },
      to: { path: '^api/src/features/[^/]+/', pathNot: ['^api/src/features/$1/', '^api/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'web-features-through-their-index',
      comment:
        'A part of the site (a portal page, a public page, sign-in) reaches another only through its index.ts; shared/ and layout/ are for all, and the shell, which routes to every page, may load them.',
      severity: 'error',
      from: { path: '^web/src/features/(auth|[^/]+/[^/]+)/', pathNot: '^web/src/features/portal/shell/' },
      to: {
        path: '^web/src/features/',
        pathNot: [
          '^web/src/features/$1/',
          '^web/src/features/[^/]+/(shared|layout)/',
          '^web/src/features/(auth|[^/]+/[^/]+)/index\\.tsx?$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', 'test-kit', '/test/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
