import type { ApolloServerPlugin } from '@apollo/server';
import { RETRY_AFTER_UNAVAILABLE_SECONDS, asAppError } from '../shared/errors';
import type { RequestContext } from '../context/request-context';

/**
 * An operation of which nothing could run because the database is away answers HTTP 503 with
 * Retry-After, like REST, so a monitor or proxy sees the outage without reading the body (where
 * each error has code SERVICE_UNAVAILABLE). Partial data, some fields answered, stays 200.
 */
export function unavailableStatus(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          const unavailable = errors?.some((error) => asAppError(error.originalError ?? error)?.code === 'SERVICE_UNAVAILABLE');
          if (!unavailable || response.body.kind !== 'single') return;
          const data = response.body.singleResult.data;
          if (data && Object.values(data).some((value) => value !== null)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
        },
      };
    },
  };
}
