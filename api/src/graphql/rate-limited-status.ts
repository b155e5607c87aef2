import type { ApolloServerPlugin } from '@apollo/server';
import { RateLimitedError } from '../shared/rate-limit';
import type { RequestContext } from '../context/request-context';

/**
 * A refused attempt answers like REST does: HTTP 429 with Retry-After, so a client or proxy can
 * back off without reading the body (where the error has code RATE_LIMITED and the same words).
 */
export function rateLimitedStatus(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          const limited = errors?.map((error) => error.originalError).find((error) => error instanceof RateLimitedError);
          if (!limited) return;
          response.http.status = 429;
          response.http.headers.set('retry-after', String(limited.retryAfterSeconds));
        },
      };
    },
  };
}
