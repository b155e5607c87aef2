import { z } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { BRIEFLY_UNAVAILABLE, RETRY_AFTER_UNAVAILABLE_SECONDS, errorReasons, type ErrorReason } from '../../shared/errors';
import { PROBLEM_JSON, problemCodes, problemLimits, problemTypeUri, problemTypes, type ProblemCode } from '../problem-details';
import { exampleFor } from './examples';
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

/** A problem as the server writes it (sendProblem, http/problem-details.ts), for an error answer's example. */
function problem(
  code: ProblemCode,
  status: number,
  detail: string,
  extra: Partial<Pick<z.input<typeof errorBody>, 'reason' | 'missingScope' | 'errors' | 'retryAfterSeconds'>> = {},
): z.input<typeof errorBody> {
  return {
    type: problemTypeUri(code),
    title: problemTypes[code].title,
    status,
    detail,
    code,
    ...extra,
    message: detail,
    requestId: '3f9c2a71-8d4e-4b6a-9e0f-52c1d7a8b604',
  };
}

/** An error answer's body: a problem, shown by `example` (checked against errorBody by examples.ts). */
const errorContent = (example: z.input<typeof errorBody>) => ({
  [PROBLEM_JSON]: { schema: { $ref: '#/components/schemas/Problem' }, example: exampleFor(errorBody, example) },
});

/** An error answer carries the rate-limit fields too, as every answer does (rate-limit-headers.ts). */
const errorHeaders = { headers: rateLimitHeaders };

/** Every error status an operation can list, each one response component. */
export const errorResponseComponents = {
  BadRequest: {
    description: 'Invalid input: `errors` names every field at fault',
    ...errorHeaders,
    content: errorContent(
      problem('BAD_USER_INPUT', 400, 'Title is required', { errors: [{ path: 'title', message: 'Title is required' }] }),
    ),
  },
  Unauthorized: {
    description: 'No signed-in user (no session or token, or one that has ended)',
    ...errorHeaders,
    content: errorContent(
      problem(
        'UNAUTHENTICATED',
        401,
        "This API token expired on 2026-11-01T00:00:00.000Z: make a new one on your profile's Security tab.",
        { reason: 'API_TOKEN_EXPIRED' },
      ),
    ),
  },
  Forbidden: {
    description: 'Signed in without what this needs: the role, the API token’s scope, or a browser session where tokens are refused',
    ...errorHeaders,
    content: errorContent(
      problem('FORBIDDEN', 403, 'POST /api/documents/upload needs the scope documents:write, which this API token lacks.', {
        reason: 'API_TOKEN_SCOPE_MISSING',
        missingScope: 'documents:write',
      }),
    ),
  },
  NotFound: {
    description: 'No such record, or someone else’s',
    ...errorHeaders,
    content: errorContent(problem('NOT_FOUND', 404, 'Not found')),
  },
  Conflict: {
    description:
      'The request conflicts with the record’s current state, or a request with its Idempotency-Key is still being answered (`reason` IDEMPOTENCY_KEY_IN_PROGRESS: send it again shortly)',
    ...errorHeaders,
    content: errorContent(
      problem('CONFLICT', 409, 'A request with this Idempotency-Key is still being answered: send it again once it has been', {
        reason: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      }),
    ),
  },
  PayloadTooLarge: {
    description: 'The body (or the uploaded file) is too large',
    ...errorHeaders,
    content: errorContent(problem('PAYLOAD_TOO_LARGE', 413, 'Request body is too large')),
  },
  UnsupportedMediaType: {
    description: 'The file’s type is not accepted',
    ...errorHeaders,
    content: errorContent(
      problem('UNSUPPORTED_MEDIA_TYPE', 415, 'Files of this type are not accepted: upload a PDF, an image, a spreadsheet or a document'),
    ),
  },
  UnprocessableContent: {
    description: 'The Idempotency-Key was sent before with another body, method or path (`reason` IDEMPOTENCY_KEY_REUSED)',
    ...errorHeaders,
    content: errorContent(
      problem(
        'UNPROCESSABLE_CONTENT',
        422,
        'This Idempotency-Key was sent before with another request (another body, method or path): use a new key for a new request',
        { reason: 'IDEMPOTENCY_KEY_REUSED' },
      ),
    ),
  },
  TooManyRequests: {
    description:
      'Too many requests: of this action, or of the caller’s budget per minute (RateLimit-Policy; RateLimit then says `r=0`). Try again after Retry-After',
    headers: { ...rateLimitHeaders, ...retryAfter('as the message says') },
    content: errorContent(problem('RATE_LIMITED', 429, 'Too many requests: try again in 30 seconds', { retryAfterSeconds: 30 })),
  },
  InternalServerError: {
    description: 'An unexpected error: the body carries the `requestId` to quote',
    ...errorHeaders,
    content: errorContent(problem('INTERNAL_SERVER_ERROR', 500, 'Internal server error')),
  },
  ServiceUnavailable: {
    description: 'The database, the session store or the rate budgets’ store is briefly unreachable',
    headers: { ...rateLimitHeaders, ...retryAfter(`${RETRY_AFTER_UNAVAILABLE_SECONDS} s`) },
    content: errorContent(problem('SERVICE_UNAVAILABLE', 503, BRIEFLY_UNAVAILABLE)),
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
