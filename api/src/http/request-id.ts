import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * What a proxy's X-Request-Id may look like to be kept: a UUID, a trace id, a load balancer's
 * own format. Anything longer or with other characters could forge log lines or bloat them.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@=+/-]{8,128}$/;

/** The proxy's id when proxies are trusted and it looks sane, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined, trustProxy: boolean | number | string): string {
  const proposed = Array.isArray(header) ? header[0] : header;
  if (trustProxy && proposed && SANE_REQUEST_ID.test(proposed)) return proposed;
  return crypto.randomUUID();
}

/**
 * Gives every request its id (`req.id`, which http/request-log.ts binds to the request's logger) and
 * every response its X-Request-Id header, so a client's complaint leads to the log lines.
 */
export function assignRequestId(trustProxy: boolean | number | string): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req.headers['x-request-id'], trustProxy);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

/** The id `assignRequestId` gave this request. */
export function requestIdOf(req: { id?: string }): string {
  return req.id ?? '';
}
