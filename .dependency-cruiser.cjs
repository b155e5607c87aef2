/**
 * The boundaries of api/src and web/src (`npm run lint:boundaries`): no circle of folders, type
 * imports counted. Tests and test kits sit above what they test and are left out.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', 'test-kit', '/test/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
