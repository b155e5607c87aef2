import path from 'node:path';
import { print } from 'graphql';
import { findRepositoryRoot } from '../shared/repository-root';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, graphql, type TestApp } from '../test/test-app';
import { graphqlLimits, limitErrors } from './limits';

const root = findRepositoryRoot();

/**
 * Each operation of the web client as Apollo Client sends it (with the fragments it uses and
 * __typename), from the same reading of web/src/**\/*.graphql as the contract test's. The web's
 * modules are ES modules: loaded by their `.js` names, which jest.config.ts maps to the sources.
 */
async function webOperations(): Promise<{ name: string; text: string }[]> {
  const [{ readWebOperations }, { addTypenameToDocument }] = await Promise.all([
    import('../../../web/src/test/web-operations.js'),
    import('@apollo/client/utilities'),
  ]);
  return [...readWebOperations().values()].map((operation) => ({
    name: operation.name,
    text: print(addTypenameToDocument(operation.document)),
  }));
}

/**
 * The playground's saved questions. A colleague's module, rewritten against a schema that is
 * changing, so it is loaded by path (no compile-time tie) and judged by the limits only.
 */
function savedQuestions(): { name: string; query: string }[] {
  const modulePath = path.join(root, 'web', 'src', 'features', 'portal', 'playground', 'saved-questions.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path at run time, as said above
  return (require(modulePath) as { savedQuestions: { name: string; query: string }[] }).savedQuestions;
}

describe('the limits admit everything the firm wrote', () => {
  it('admits every operation of the web client', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(20);
    const refused = operations.map(({ name, text }) => ({ name, errors: limitErrors(text).map((error) => error.message) }));
    expect(refused.filter(({ errors }) => errors.length > 0)).toEqual([]);
  });

  it('admits every saved question of the playground', () => {
    const questions = savedQuestions();
    expect(questions.length).toBeGreaterThan(0);
    const refused = questions.map(({ name, query }) => ({ name, errors: limitErrors(query).map((error) => error.message) }));
    expect(refused.filter(({ errors }) => errors.length > 0)).toEqual([]);
  });
});

// Each abusive operation also asks for the submission counts: whether `counts` was called tells
// whether the operation ran at all.
const PROBE = 'contactSubmissionCounts { total }';

/** `contactSubmissionCounts { a0: total a1: total … }` with `count` aliases. */
const aliased = (count: number) =>
  `query { contactSubmissionCounts { ${Array.from({ length: count }, (_, i) => `a${i}: total`).join(' ')} } }`;

/** `levels` selections deep, through the introspection types (valid against any schema). */
function nested(levels: number): string {
  // __type { fields { type { ofType { … name } } } }: __type, fields, type and name are 4 of the levels.
  const ofTypes = levels - 4;
  return `query { ${PROBE} __type(name: "User") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
}

describe.each(testDatabaseTargets)('abusive operations are refused before they run ($name)', (target) => {
  let t: TestApp;
  let ask: (query: string) => ReturnType<typeof graphql>;
  let resolverCalls: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp(target);
    const admin = await t.agent('admin');
    ask = (query) => graphql(admin, query);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    resolverCalls = jest.spyOn(t.app.services.contact, 'counts');
  });
  afterEach(() => resolverCalls.mockRestore());

  it('answers an operation within the limits', async () => {
    const response = await ask(aliased(graphqlLimits.maxAliases)).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(resolverCalls).toHaveBeenCalled();
  });

  it('refuses 1,000 aliases while parsing: the document is over the token limit', async () => {
    const response = await ask(aliased(1000)).expect(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`Document contains more th.t ${graphqlLimits.maxTokens} tokens`)),
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
    expect(resolverCalls).not.toHaveBeenCalled();
  });

  it('refuses one alias more than the limit', async () => {
    const response = await ask(aliased(graphqlLimits.maxAliases + 1)).expect(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: `Aliases limit of ${graphqlLimits.maxAliases} exceeded, found ${graphqlLimits.maxAliases + 1}.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxAliases' }),
      }),
    ]);
    expect(resolverCalls).not.toHaveBeenCalled();
  });

  it('refuses a depth of 20', async () => {
    const response = await ask(nested(20)).expect(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: `Query depth limit of ${graphqlLimits.maxDepth} exceeded, found 20.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxDepth' }),
      }),
    ]);
    expect(resolverCalls).not.toHaveBeenCalled();
    // The same shape at the limit runs.
    expect((await ask(nested(graphqlLimits.maxDepth)).expect(200)).body.errors).toBeUndefined();
  });

  it('refuses more directives than the limit', async () => {
    const fragments = ' ... @include(if: true) { total }'.repeat(graphqlLimits.maxDirectives + 1);
    const response = await ask(`query { contactSubmissionCounts {${fragments} } }`).expect(400);
    expect(response.body.errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxDirectives' } });
    expect(resolverCalls).not.toHaveBeenCalled();
  });

  it('refuses a cost far above the largest operation of the web client', async () => {
    // A hundred users, each with a hundred documents, each with its owner's documents.
    const query = `query { ${PROBE} users(first: 100) { nodes { id documents(first: 100) { nodes { id owner { documents(first: 100) { nodes { id } } } } } } } }`;
    const response = await ask(query).expect(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`^Query Cost limit of ${graphqlLimits.maxCost} exceeded, found \\d+`)),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'maxCost' }),
      }),
    ]);
    expect(resolverCalls).not.toHaveBeenCalled();
  });

  it('runs a batch up to the cap and refuses a longer one whole', async () => {
    const admin = await t.agent('admin');
    const batch = (size: number) =>
      admin
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send(Array.from({ length: size }, () => ({ query: `{ ${PROBE} }` })));
    const within = await batch(graphqlLimits.maxBatchSize).expect(200);
    expect(within.body).toHaveLength(graphqlLimits.maxBatchSize);
    expect(within.body[0]).toEqual({ data: { contactSubmissionCounts: { total: expect.any(Number) } } });
    resolverCalls.mockClear();

    const over = await batch(graphqlLimits.maxBatchSize + 1).expect(400);
    expect(over.body.errors).toEqual([
      {
        message: `A batch may hold at most ${graphqlLimits.maxBatchSize} operations; this one holds ${graphqlLimits.maxBatchSize + 1}.`,
        extensions: { code: 'BATCH_LIMIT_EXCEEDED', limit: 'maxBatchSize', requestId: over.headers['x-request-id'] },
      },
    ]);
    expect(resolverCalls).not.toHaveBeenCalled();
  });
});
