import {
  GraphQLError,
  execute,
  getOperationAST,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/**
 * Executes operations with graphql-jit instead of graphql-js's interpreter. graphql-js walks the
 * operation's tree for every row of every request (argument values, field collection, a promise
 * check per field); graphql-jit turns an operation into one JavaScript function the first time it
 * is seen, so a page of documents costs its resolvers and little else. Apollo Server still parses,
 * validates (our limits included), runs its plugins and formats errors: this only replaces the
 * step between a validated document and its result.
 *
 * Compiled operations are kept per parsed document, which Apollo Server itself caches by the
 * query's hash, so the web client's operations compile once per process; a document Apollo drops
 * from its cache takes its compiled code with it.
 */
export class CompiledExecution {
  private readonly compiled = new WeakMap<DocumentNode, Map<string, Compiled | null>>();
  /** Results already computed for a request (query-shortcut.ts), for Apollo Server to report. */
  private readonly handedOver = new WeakMap<object, HandedOver>();

  constructor(private readonly schema: GraphQLSchema) {}

  async run(
    document: DocumentNode,
    operationName: string | null | undefined,
    contextValue: unknown,
    variables: Record<string, unknown> | undefined,
  ): Promise<ExecutionResult> {
    const compiled = this.compiledFor(document, operationName ?? undefined);
    if (!compiled) return execute({ schema: this.schema, document, operationName, contextValue, variableValues: variables });
    const definitions = compiled.operation.variableDefinitions;
    if (definitions && definitions.length > 0) {
      // graphql-js judges the variables, so a wrong one reads as it always has (Apollo answers it
      // 400 BAD_USER_INPUT by its form, and "Did you mean" is ours to hide); graphql-jit's own
      // messages differ. The values go on as sent: graphql-jit coerces them itself.
      const coerced = getVariableValues(this.schema, definitions, variables ?? {}, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
    }
    const result = await compiled.query.query(undefined, contextValue, variables ?? {});
    return result.errors ? { ...result, errors: (result.errors as readonly JitError[]).map(asGraphQLJsError) } : result;
  }

  /**
   * The compiled operation, or null where graphql-jit declines it (it refuses what graphql-js would
   * answer with an error, such as an operation name the document lacks): graphql-js then answers,
   * so every error reads as it always has.
   */
  private compiledFor(document: DocumentNode, operationName: string | undefined): Compiled | null {
    let byName = this.compiled.get(document);
    if (!byName) {
      byName = new Map();
      this.compiled.set(document, byName);
    }
    const key = operationName ?? '';
    let compiled = byName.get(key);
    if (compiled === undefined) {
      compiled = null;
      const operation = getOperationAST(document, operationName);
      if (operation) {
        const query = compileQuery(this.schema, document, operationName);
        if (isCompiledQuery(query)) compiled = { operation, query };
      }
      byName.set(key, compiled);
    }
    return compiled;
  }

  /**
   * Leaves a result already computed for this HTTP request with Apollo Server's executor, which
   * answers it instead of running the operation again: a query the shortcut ran with errors gets
   * Apollo Server's error handling (formatting, status codes, logging) without running twice.
   */
  handOver(request: object, handedOver: HandedOver): void {
    this.handedOver.set(request, handedOver);
  }

  /**
   * Apollo Server's hook for another executor is its gateway interface (built for federation):
   * this "gateway" serves our own schema and runs it compiled.
   */
  asApolloGateway(): GatewayInterface {
    const schema = this.schema;
    const executor: GatewayExecutor = async ({ document, operationName, context, request }) => {
      // The gateway interface types the context as a loose record; ours is a RequestContext, its `req` the HTTP request.
      const req = context.req as object | undefined;
      const handedOver = req ? this.handedOver.get(req) : undefined;
      if (req && handedOver && handedOver.query === request.query && handedOver.operationName === (operationName ?? undefined)) {
        this.handedOver.delete(req);
        return handedOver.result;
      }
      return this.run(document, operationName, context, request.variables);
    };
    return {
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
        return () => undefined;
      },
      load() {
        return Promise.resolve({ executor });
      },
      async stop() {},
    };
  }
}

export interface HandedOver {
  /** The operation's text and name, as Apollo Server will see them. */
  query: string;
  operationName: string | undefined;
  result: ExecutionResult;
}

interface Compiled {
  operation: OperationDefinitionNode;
  query: CompiledQuery;
}

/** What graphql-jit's own error carries (it is not a graphql-js GraphQLError). */
interface JitError {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: GraphQLError['locations'];
  originalError?: Error | null;
  extensions?: Record<string, unknown>;
}

/**
 * graphql-jit reports errors with a look-alike of its own: it passes `instanceof GraphQLError` but
 * lacks what graphql-js's constructor sets (`extensions` is undefined, not `{}`), on which Apollo
 * Server's error handling trips and answers "Internal server error". The same error as graphql-js
 * would have made: message, path, locations, the error a resolver threw and its extensions.
 */
function asGraphQLJsError(error: GraphQLError | JitError): GraphQLError {
  if (error.constructor === GraphQLError) return error;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  // graphql-js computes locations from syntax nodes, which graphql-jit does not keep: copy them.
  if (error.locations) (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}
