import { GraphQLHandler, type AnyHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { operationResultProblems } from './operation-result-check';
import { readSchema, readWebOperations } from './web-operations';

/**
 * Keeps the web tests' GraphQL answers true to the API:
 * - a handler may answer only an operation the web client sends (one of its .graphql files, the
 *   operations the trusted-documents manifest is built from), as the right kind (query or mutation),
 *   or every operation (graphql.operation, which sees only what the client sends);
 * - every answer a handler gives is checked against the schema for that operation
 *   (operation-result-check.ts): a fixture with a field the operation does not ask for, a missing
 *   `__typename`, a lower-case enum value or a null where the schema promises a value fails the test.
 */
export function checkGraphQLAnswers(server: SetupServer) {
  const schema = readSchema();
  const operations = readWebOperations();
  const bodies = new Map<string, Promise<string | undefined>>();
  const checks: Promise<string[]>[] = [];

  const assertAnswersAWebOperation = (handler: AnyHandler) => {
    if (!(handler instanceof GraphQLHandler)) return;
    const { operationName, operationType } = handler.info;
    // A pattern or predicate (graphql.operation) answers whatever the client sends: only its own operations.
    if (typeof operationName !== 'string') return;
    const operation = operations.get(operationName);
    if (!operation) {
      throw new Error(
        `An msw handler answers ${operationName}, which the web client never sends (no operation of that name in web/src/**/*.graphql)`,
      );
    }
    if (operationType !== 'all' && operationType !== operation.type) {
      throw new Error(`An msw handler answers ${operation.name} as a ${operationType}, but it is a ${operation.type}`);
    }
  };
  server.listHandlers().forEach(assertAnswersAWebOperation);
  const addHandlers = server.use.bind(server);
  server.use = (...handlers) => {
    handlers.forEach(assertAnswersAWebOperation);
    addHandlers(...handlers);
  };

  server.events.on('request:start', ({ request, requestId }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/graphql')) {
      bodies.set(requestId, operationNameOf(request.clone()));
    }
  });
  server.events.on('response:mocked', ({ response, requestId }) => {
    const operationName = bodies.get(requestId);
    if (!operationName) return;
    bodies.delete(requestId);
    const answer = response.clone();
    checks.push(
      operationName.then(async (name) => {
        const operation = name ? operations.get(name) : undefined;
        if (!operation || !answer.headers.get('content-type')?.includes('json')) return [];
        const body = (await answer.json()) as { data?: unknown; errors?: unknown[] };
        // An answer with errors may hold nulls where the schema promises values (null propagation).
        if (body.data === undefined || body.data === null || body.errors?.length) return [];
        return operationResultProblems(schema, operation.document, body.data).map((problem) => `${name}: ${problem}`);
      }),
    );
  });

  return {
    /** What was wrong with the answers given since the last call. */
    async problems(): Promise<string[]> {
      const found = (await Promise.all(checks.splice(0))).flat();
      bodies.clear();
      return found;
    },
  };
}

/** The operation a GraphQL request asks for: from its JSON body, or a multipart upload's `operations` field. */
async function operationNameOf(request: Request): Promise<string | undefined> {
  try {
    if (request.headers.get('content-type')?.includes('multipart/form-data')) {
      const operations = (await request.formData()).get('operations');
      return typeof operations === 'string' ? (JSON.parse(operations) as { operationName?: string }).operationName : undefined;
    }
    return ((await request.json()) as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}
