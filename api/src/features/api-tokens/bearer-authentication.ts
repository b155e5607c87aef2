import type { Request, RequestHandler, Response } from 'express';
import { requestOrigin, SESSION_COOKIE_NAME } from '../../auth/session';
import type { Services } from '../../context/services';
import { refuse } from '../../http/api-refusal';
import { spendRequestBudget } from '../../http/request-budget';
import { AppError, isAppError } from '../../shared/errors';
import { RefusedApiToken, TooManyTokenRefusals } from './token-refusals';
import { operationsOf } from './token-operations';

const BEARER = /^Bearer(?:\s+(.*))?$/i;
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE_NAME.replace(/\./g, '\\.')}=`);
const COOKIE_AND_TOKEN = 'Send either a session cookie or a bearer token, not both';

/**
 * `Authorization: Bearer <token>` on /api and /graphql, after the session step: the request is
 * then authenticated by the token alone, as its owner (ApiTokensService.authenticate), and no
 * session is made. With the session cookie as well it is refused (400), so a cookie's CSRF rules
 * can never be skipped by adding a header; a token that does not work answers 401 saying why,
 * with `WWW-Authenticate: Bearer error="invalid_token"`; past the refusals' budgets (per token
 * prefix and per address, token-refusals.ts) a refused token answers 429. A refused request is
 * still its caller's: it spends their general budget (http/request-budget.ts) and answers its
 * RateLimit fields, or that budget's 429 when spent. A token that works spends its own budget here
 * (429 past it), once it is known. Every request it lets through is recorded in the audit log once
 * answered (`api_token.use`), and the first refusal of a token that exists in each window (`api_token.refused`).
 */
export function bearerAuthentication(services: Services): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    const bearer = header === undefined ? null : BEARER.exec(header);
    if (!bearer) return next();
    try {
      if (SESSION_COOKIE.test(req.get('cookie') ?? '')) throw new AppError('BAD_USER_INPUT', COOKIE_AND_TOKEN);
      const viewer = await services.apiTokens.authenticate((bearer[1] ?? '').trim(), requestOrigin(req));
      req.viewer = viewer;
      // The token's own budget, before the use is noted: a request it turns away (429) is counted, not audited.
      await spendRequestBudget(services.requestBudgets, req, res);
      res.once('close', () =>
        services.apiTokens.recordUse(viewer, {
          method: req.method,
          // Without the query string: a signed download link's token stays out of the log.
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          operations: operationsOf(req),
          ...requestOrigin(req),
        }),
      );
    } catch (error) {
      // An outage is the last error handler's (503); a refusal is answered here, in the API's own shape.
      if (!isAppError(error)) return next(error);
      const refused = error instanceof RefusedApiToken ? error : error instanceof TooManyTokenRefusals ? error.refused : undefined;
      if (refused) {
        services.apiTokens.recordRefusal(refused, { method: req.method, path: req.originalUrl.split('?')[0], ...requestOrigin(req) });
      }
      // The caller's general budget is spent all the same; when it is gone, that is the answer.
      const answer = await spendRequestBudget(services.requestBudgets, req, res).then(
        () => error,
        (spent: unknown) => (isAppError(spent) ? spent : error),
      );
      return refuseToken(req, res, answer);
    }
    next();
  };
}

/** The refusal in the API's own shape (http/api-refusal.ts), saying what was wrong with the token. */
function refuseToken(req: Request, res: Response, error: AppError): void {
  if (error.code === 'UNAUTHENTICATED') res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
  if (error.code === 'BAD_USER_INPUT') res.set('WWW-Authenticate', 'Bearer error="invalid_request"');
  refuse(req, res, error);
}
