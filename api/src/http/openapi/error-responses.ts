import { z } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { RETRY_AFTER_UNAVAILABLE_SECONDS, errorReasons, type ErrorReason } from '../../shared/errors';
import { PROBLEM_JSON, problemCodes, problemLimits } from '../problem-details';
import { int32 } from '../../records/record-description';
import { rateLimitHeaders } from './rate-limit-headers';

/**
 * The REST error body, problem details (RFC 9457) as sendProblem (http/problem-details.ts) writes
 * them: the RFC's members, then `code` (GraphQL's `extensions.code`), `reason` and `missingScope`
 * where they apply, `errors` naming the fields at fault, `message` (the same as `detail`) and the
 * request's id.
 */
export const errorBody = z
  .strictObject({
    type: z
      .string()
      .max(100)
      .describe('The problem’s type: /api/problems/{code in kebab case}, relative to this API’s address; GET it for its description'),
    title: z.string().max(100).describe('The problem’s type in a few words, the same for every answer of that type'),
    status: int32().min(400).max(599).describe('The HTTP status, repeated'),
    detail: z.string().max(problemLimits.detail).describe('What went wrong this time, in words a person can read'),
    code: z.enum(problemCodes).describe('What went wrong, for a program to switch on: the same words as GraphQL’s extensions.code'),
    reason: z
      .enum(Object.keys(errorReasons) as [ErrorReason, ...ErrorReason[]])
      .optional()
      .describe(
        `The finer cause, where one code covers several a program may tell apart: ${Object.entries(errorReasons)
          .map(([reason, meaning]) => `${reason} (${meaning})`)
          .join('; ')}`,
      ),
    missingScope: z.string().max(40).optional().describe('With API_TOKEN_SCOPE_MISSING: the scope the token lacks'),
    errors: z
      .array(
        z.strictObject({
          path: z
            .string()
            .max(problemLimits.fieldPath)
            .describe('The field at fault, dotted for a nested one (items.0.title); "input" for the whole body'),
          message: z.string().max(problemLimits.fieldMessage).describe('What is wrong with it'),
        }),
      )
      .max(problemLimits.fields)
      .optional()
      .describe(`Bad input only: every field or parameter at fault, the first ${problemLimits.fields} when there are more`),
    retryAfterSeconds: int32().min(0).max(86_400).optional().describe('RATE_LIMITED only: the seconds to wait, as Retry-After says'),
    message: z.string().max(problemLimits.detail).describe('The same as detail, kept for the clients written before problem details'),
    requestId: z.string().max(128).describe('The X-Request-Id of the request: the reference to quote to the firm'),
  })
  .meta({ id: 'Problem' });

/** The Retry-After field of a 429 or 503: whole seconds, at most a day (the longest window any limit counts). */
export const retryAfter = (when: string) => ({
  'Retry-After': {
    description: `Seconds to wait before trying again (${when})`,
    schema: { type: 'integer' as const, format: 'int32', minimum: 0, maximum: 86_400 },
  },
});

const errorContent = { [PROBLEM_JSON]: { schema: { $ref: '#/components/schemas/Problem' } } };

/** An error answer carries the rate-limit fields too, as every answer does (rate-limit-headers.ts). */
const errorHeaders = { headers: rateLimitHeaders };

/** Every error status an operation can list, each one response component. */
export const errorResponseComponents = {
  BadRequest: { description: 'Invalid input: `errors` names every field at fault', ...errorHeaders, content: errorContent },
  Unauthorized: { description: 'No signed-in user (no session or token, or one that has ended)', ...errorHeaders, content: errorContent },
  Forbidden: {
    description: 'Signed in without what this needs: the role, the API token’s scope, or a browser session where tokens are refused',
    ...errorHeaders,
    content: errorContent,
  },
  NotFound: { description: 'No such record, or someone else’s', ...errorHeaders, content: errorContent },
  Conflict: {
    description:
      'The request conflicts with the record’s current state, or a request with its Idempotency-Key is still being answered (`reason` IDEMPOTENCY_KEY_IN_PROGRESS: send it again shortly)',
    ...errorHeaders,
    content: errorContent,
  },
  PayloadTooLarge: { description: 'The body (or the uploaded file) is too large', ...errorHeaders, content: errorContent },
  UnsupportedMediaType: { description: 'The file’s type is not accepted', ...errorHeaders, content: errorContent },
  UnprocessableContent: {
    description: 'The Idempotency-Key was sent before with another body, method or path (`reason` IDEMPOTENCY_KEY_REUSED)',
    ...errorHeaders,
    content: errorContent,
  },
  TooManyRequests: {
    description:
      'Too many requests: of this action, or of the caller’s budget per minute (RateLimit-Policy; RateLimit then says `r=0`). Try again after Retry-After',
    headers: { ...rateLimitHeaders, ...retryAfter('as the message says') },
    content: errorContent,
  },
  InternalServerError: {
    description: 'An unexpected error: the body carries the `requestId` to quote',
    ...errorHeaders,
    content: errorContent,
  },
  ServiceUnavailable: {
    description: 'The database, the session store or the rate budgets’ store is briefly unreachable',
    headers: { ...rateLimitHeaders, ...retryAfter(`${RETRY_AFTER_UNAVAILABLE_SECONDS} s`) },
    content: errorContent,
  },
} satisfies Record<string, ResponseConfig>;

type ErrorComponent = keyof typeof errorResponseComponents;

const componentOfStatus = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
} as const satisfies Record<number, ErrorComponent>;

export type ErrorStatus = keyof typeof componentOfStatus;

/** The error answers an operation gives, by status, each a reference to its shared component. */
export function errors(...statuses: ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${componentOfStatus[status]}` }]));
}
