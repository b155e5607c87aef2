import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import type { Metrics } from '../shared/metrics/metrics';
import type { RequestContext } from '../context/request-context';

/** Past this many distinct operation names, new ones are counted as "(other)". */
const MAX_OPERATION_NAMES = 200;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

export interface OperationRecord {
  /** The operation's name; null when it has none. */
  name: string | null | undefined;
  /** Whether the document was parsed (a document that was not has no name to tell). */
  parsed: boolean;
  type: string;
  /** "ok", or the code of the first error the client receives. */
  outcome: string;
  /** When the request began (process.hrtime.bigint()). */
  started: bigint;
}

/**
 * Counts and times GraphQL operations over HTTP by name, type and outcome. Names come from the
 * caller, so their number is capped. One per app: Apollo Server's plugin below and the query
 * shortcut (query-shortcut.ts) record through the same one, so they share the cap.
 */
export function operationRecorder(metrics: Metrics): (record: OperationRecord) => void {
  const seen = new Set<string>();
  const nameLabel = (name: string | null | undefined, parsed: boolean): string => {
    if (!name) return parsed ? '(anonymous)' : '(not parsed)';
    if (!GRAPHQL_NAME.test(name)) return '(invalid)';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return '(other)';
    seen.add(name);
    return name;
  };
  return ({ name, parsed, type, outcome, started }) => {
    const operation = nameLabel(name, parsed);
    metrics.graphqlOperations.inc({ operation, type, outcome });
    metrics.graphqlDuration.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
  };
}

/**
 * Records each operation Apollo Server answers (each operation of a batch on its own);
 * subscriptions over the socket are not counted here.
 */
export function operationMetrics(record: (record: OperationRecord) => void): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ document, operation, request, response }) {
          // A document that failed validation has no resolved operation, but it was parsed.
          const definition = operation ?? (document ? getOperationAST(document, request.operationName) : null);
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const code = errors?.[0]?.extensions?.code;
          record({
            name: definition?.name?.value,
            parsed: !!document,
            type: definition?.operation ?? 'unknown',
            outcome: errors?.length ? (typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR') : 'ok',
            started,
          });
        },
      };
    },
  };
}
