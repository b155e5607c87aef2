import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import type { Metrics } from '../shared/metrics/metrics';
import type { RequestContext } from './context';

/** Past this many distinct operation names, new ones are counted as "(other)". */
const MAX_OPERATION_NAMES = 200;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Counts and times GraphQL operations over HTTP (each operation of a batch on its own) by name,
 * type and outcome: "ok", or the code of the first error the client receives. Names come from
 * the caller, so their number is capped; subscriptions over the socket are not counted here.
 */
export function operationMetrics(metrics: Metrics): ApolloServerPlugin<RequestContext> {
  const seen = new Set<string>();
  const nameLabel = (name: string | null | undefined, parsed: boolean): string => {
    if (!name) return parsed ? '(anonymous)' : '(not parsed)';
    if (!GRAPHQL_NAME.test(name)) return '(invalid)';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return '(other)';
    seen.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ document, operation, request, response }) {
          // A document that failed validation has no resolved operation, but it was parsed.
          const definition = operation ?? (document ? getOperationAST(document, request.operationName) : null);
          const name = nameLabel(definition?.name?.value, !!document);
          const type = definition?.operation ?? 'unknown';
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const code = errors?.[0]?.extensions?.code;
          const outcome = errors?.length ? (typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR') : 'ok';
          metrics.graphqlOperations.inc({ operation: name, type, outcome });
          metrics.graphqlDuration.observe({ operation: name, type }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
