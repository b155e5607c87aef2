import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { requestIdOf } from './request-id';

/** The request whose work is running, as far as Node's async context follows it. */
export interface RequestScope {
  id: string;
  req: Request;
  res: Response;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs the rest of the pipeline inside the request's async context, so that an error escaping
 * into a library's callback (zlib, a timer, a stream) can still be traced to the request that
 * started the work, logged with its id and answered (escaped-errors.ts). Node carries the
 * context into every callback and promise the request's code starts.
 */
export function requestScope(): RequestHandler {
  return (req, res, next) => scopes.run({ id: requestIdOf(req), req, res }, next);
}

/** The request whose work is running now, if any (none in background jobs). */
export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}
