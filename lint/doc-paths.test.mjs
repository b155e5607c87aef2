// Rule 3 of `npm run check:docs` (scripts/check-docs.mjs): the file paths the docs write in
// backticks must name something in the repository. Run by `npm run lint` (node --test lint/*.test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { missingPaths, pathIn, repositoryOf } from '../scripts/doc-paths.mjs';

const repository = repositoryOf(
  [
    'api/src/composition/subscriptions.ts',
    'api/src/shared/png-check.ts',
    'api/src/features/documents/document-file-type.ts',
    'api/src/features/messages/multipart-message.ts',
    'docs/architecture.md',
    'docs/decisions/001-sqlite-by-default-mysql-for-many-instances.md',
    'web/src/lib/graphql-errors.ts',
  ],
  { ignored: (relative) => relative.startsWith('web/dist'), inPackage: (text) => text === '@apollo/client' },
);

const missingIn = (text, file = 'docs/architecture.md') => missingPaths(file, text, repository).missing;

describe('backticked paths in the docs', () => {
  it('reports a path that names nothing, with its line', () => {
    const text = [
      '# Live updates',
      '',
      'Subscriptions use graphql-ws (`graphql/subscriptions.ts`).',
      'Moved: `api/src/graphql/limits.ts`.',
    ];
    assert.deepEqual(missingIn(text.join('\n')), [
      { line: 3, path: 'graphql/subscriptions.ts' },
      { line: 4, path: 'api/src/graphql/limits.ts' },
    ]);
  });

  it('finds a path from the root, from the folders the docs write paths from, and from the document itself', () => {
    const text = '`api/src/shared/png-check.ts`, `shared/png-check.ts`, `composition/subscriptions.ts`, `lib/`, `../architecture.md`';
    assert.deepEqual(missingIn(text, 'docs/decisions/001-sqlite-by-default-mysql-for-many-instances.md'), []);
  });

  it('finds a path written from a folder that another path of the same section names, not of another section', () => {
    const section = 'Uploads are checked as they stream (`features/documents/document-file-type.ts`, `messages/multipart-message.ts`).';
    assert.deepEqual(missingIn(`## Uploads\n\n${section}`), []);
    assert.deepEqual(
      missingIn('## Uploads\n\n`features/documents/document-file-type.ts`\n\n## Messages\n\n`messages/multipart-message.ts`'),
      [{ line: 7, path: 'messages/multipart-message.ts' }],
    );
  });

  it('lets through what git ignores, installed packages, and code blocks', () => {
    assert.deepEqual(
      missingIn('The build writes `web/dist/portal-first-screen.json`; `@apollo/client` caches.\n\n```\ncat nothing/here.ts\n```'),
      [],
    );
  });

  it('takes as paths only the words that read like one', () => {
    const notPaths = [
      'npm run test:api', // a command
      'web/src/features/<x>/<x>.graphql', // a placeholder
      'validation/*.ts', // a glob
      'uploads/…',
      'https://example.com/a.md', // a URL
      '/api/documents', // a route
      '~/.cache/firm-portal/node', // a home folder
      '--out=FILE',
      'DATA_DIR/uploads', // an environment variable's folder
      '#/components/schemas', // a JSON pointer
      '.graphql', // a kind of file
      'express.json', // a bare .json name: what the code writes or serves, or a function
      'AdminOnly',
    ];
    assert.deepEqual(
      notPaths.filter((text) => pathIn(text) !== null),
      [],
    );
    assert.equal(pathIn('graphql/subscriptions.ts'), 'graphql/subscriptions.ts');
    assert.equal(pathIn('data-source.ts'), 'data-source.ts');
    assert.equal(pathIn('docs/product.md#rest-conventions'), 'docs/product.md');
  });

  it('lets through media types and address ranges, but not a folder written with a slash at its end', () => {
    assert.deepEqual(missingIn('Answered as `text/calendar`; `10/8` is private; `n/a` without it; see `helpers/`.'), [
      { line: 1, path: 'helpers/' },
    ]);
  });
});
