import { GraphQLError, buildSchema, parse, validate, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';

/**
 * How large one GraphQL operation may be, for everyone (administrators included). The server,
 * the subscription socket and the test that runs every web operation and saved playground
 * question against them (limits.test.ts) all read these numbers, so raising one is one edit.
 *
 * Measured when chosen: the web client's largest operation has depth 8, no aliases or
 * directives, about 150 tokens with the __typename fields Apollo adds, and a cost of about 400;
 * the largest saved question (`users(first: 100)` with each user's tasks) costs about 7,300, and
 * a hundred clients' whole files (graph-statements.test.ts) about 21,000. Lists of lists of a
 * hundred (`users(first: 100) { nodes { documents(first: 100) … } }`) cost millions.
 */
export const graphqlLimits = {
  /** Nesting of selections (a fragment spread counts as a level); introspection's __schema is not counted. */
  maxDepth: 12,
  /** Aliased fields in one operation (`a1: me { id } a2: me { id } …` multiplies work). */
  maxAliases: 15,
  /** Directive uses in one operation (@include, @skip, …). */
  maxDirectives: 20,
  /** Lexical tokens in one document: parsing stops past this, before any validation. */
  maxTokens: 2000,
  /**
   * GraphQL Armor's cost: 2 per object, 1 per scalar, each level 1.5 times the one above, and a
   * list field's cost multiplied by its literal `first`/`last` argument.
   */
  maxCost: 50000,
  /** Operations in one batched (JSON array) HTTP request. */
  maxBatchSize: 5,
} as const;

/** Which limit refused an operation, as `extensions.limit` names it. */
export type LimitName = 'maxDepth' | 'maxAliases' | 'maxDirectives' | 'maxCost';

/**
 * Armor's rules throw out of graphql's validate() on the first excess by default, which Apollo
 * Server does not expect during validation. Reported to the validation context instead, the
 * excess is an ordinary validation error: HTTP 400, the code GRAPHQL_VALIDATION_FAILED, and
 * `extensions.limit` naming the limit. Armor prefixes its messages with "Syntax Error:", which
 * they are not.
 */
function reportAs(limit: LimitName) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
          }),
        ),
    ],
  };
}

/** The validation rules that enforce the limits (besides tokens, which the parser enforces). */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: graphqlLimits.maxDepth, ...reportAs('maxDepth') }),
    maxAliasesRule({ n: graphqlLimits.maxAliases, ...reportAs('maxAliases') }),
    maxDirectivesRule({ n: graphqlLimits.maxDirectives, ...reportAs('maxDirectives') }),
    costLimitRule({ maxCost: graphqlLimits.maxCost, ...reportAs('maxCost') }),
  ] as ValidationRule[];
}

/** graphql-js counts tokens while parsing and aborts past the limit (a GRAPHQL_PARSE_FAILED error). */
export const limitedParseOptions: ParseOptions = { maxTokens: graphqlLimits.maxTokens };

// The limit rules read only the document, never the types, so any schema lets them run.
const anySchema = buildSchema('type Query { _: Boolean }');

/**
 * The limit errors of one document, without a schema: for tests and tools that check operations
 * written against a schema that may not be the running one. Empty when it is within every limit.
 */
export function limitErrors(source: string): GraphQLError[] {
  let document;
  try {
    document = parse(source, limitedParseOptions);
  } catch (error) {
    return [error as GraphQLError];
  }
  return [...validate(anySchema, document, limitRules())];
}
