import { GraphQLError, execute, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { CompiledExecution } from './compiled-execution';
import { AppError } from '../shared/errors';
import { compileQuery } from 'graphql-jit';

// Counted, to see that a document is compiled once, not per request.
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

// A schema small enough to read: a list with arguments, a nullable and a non-null field that
// fail, and an async resolver, so the compiled path meets each shape graphql-js handles.
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Item {
      id: ID!
      label(upper: Boolean = false): String!
      broken: String
      missing: String!
    }
    type Query {
      items(first: Int!): [Item!]!
      later: String
      refused: String
    }
  `,
  resolvers: {
    Query: {
      items: (_: unknown, { first }: { first: number }) => Array.from({ length: first }, (_, index) => ({ id: String(index + 1) })),
      later: async () => 'resolved',
      refused: () => {
        throw new AppError('FORBIDDEN', 'Forbidden');
      },
    },
    Item: {
      label: ({ id }: { id: string }, { upper }: { upper: boolean }) => (upper ? `ITEM ${id}` : `item ${id}`),
      broken: () => {
        throw new Error('boom');
      },
      missing: () => null,
    },
  },
});

const both = async (source: string, variables?: Record<string, unknown>, operationName?: string) => {
  const document = parse(source);
  const compiled = await new CompiledExecution(schema).run(document, operationName, {}, variables);
  const interpreted = await execute({ schema, document, variableValues: variables, operationName });
  return { compiled, interpreted };
};

describe('compiled execution (graphql-jit)', () => {
  it('answers exactly what graphql-js answers, arguments, defaults and async fields included', async () => {
    const { compiled, interpreted } = await both('query ($n: Int!) { items(first: $n) { id label shout: label(upper: true) } later }', {
      n: 3,
    });
    expect(compiled).toEqual(interpreted);
    expect(compiled.data).toEqual({
      items: [
        { id: '1', label: 'item 1', shout: 'ITEM 1' },
        { id: '2', label: 'item 2', shout: 'ITEM 2' },
        { id: '3', label: 'item 3', shout: 'ITEM 3' },
      ],
      later: 'resolved',
    });
  });

  it("reports a resolver's error as graphql-js's GraphQLError, with its path, locations and the error thrown", async () => {
    const { compiled, interpreted } = await both('{ refused items(first: 1) { broken } }');
    expect(compiled.data).toEqual(interpreted.data);
    expect(compiled.errors).toHaveLength(2);
    for (const [index, error] of compiled.errors!.entries()) {
      // Apollo Server reads `extensions` as an object and unwraps `originalError` by `path`.
      expect(error.constructor).toBe(GraphQLError);
      expect(error.extensions).toEqual({});
      expect(error.toJSON()).toEqual(interpreted.errors![index].toJSON());
    }
    expect(compiled.errors![0].originalError).toBeInstanceOf(AppError);
    expect(compiled.errors![1].originalError?.message).toBe('boom');
  });

  it('nulls the nearest nullable parent of a missing non-null field, as graphql-js does', async () => {
    const { compiled, interpreted } = await both('{ later items(first: 2) { missing } }');
    expect(compiled.data).toEqual(interpreted.data);
    expect(compiled.errors!.map((error) => error.toJSON())).toEqual(interpreted.errors!.map((error) => error.toJSON()));
  });

  it("judges variables with graphql-js's own messages and syntax nodes (Apollo answers those 400)", async () => {
    const { compiled, interpreted } = await both('query ($n: Int!) { items(first: $n) { id } }', { n: 'two', extra: 1 });
    expect(compiled).toEqual(interpreted);
    expect(compiled.errors![0].message).toBe('Variable "$n" got invalid value "two"; Int cannot represent non-integer value: "two"');
    expect(compiled.errors![0].nodes).toHaveLength(1);
  });

  it('leaves to graphql-js what graphql-jit declines, so the error reads the same', async () => {
    const { compiled, interpreted } = await both('query One { later } query Two { later }', undefined, 'Three');
    expect(compiled.errors![0].message).toBe('Unknown operation named "Three".');
    expect(compiled).toEqual(interpreted);
  });

  it('compiles a document once and reuses it for each request', async () => {
    const execution = new CompiledExecution(schema);
    const document = parse('{ items(first: 2) { id } }');
    jest.mocked(compileQuery).mockClear();
    const answers = [];
    for (let request = 0; request < 3; request++) answers.push(await execution.run(document, undefined, {}, undefined));
    expect(answers[2]).toEqual(answers[0]);
    expect(compileQuery).toHaveBeenCalledTimes(1);
    // Another operation of the same document is compiled on its own.
    await execution.run(parse('query A { later } query B { items(first: 1) { id } }'), 'B', {}, undefined);
    expect(compileQuery).toHaveBeenCalledTimes(2);
  });
});
