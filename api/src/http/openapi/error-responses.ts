import { z } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { RETRY_AFTER_UNAVAILABLE_SECONDS } from '../../shared/errors';

/**
 * The REST error bodies of docs/product.md#rest-conventions, as restErrorHandler (http/respond.ts)
 * writes them: `{ message }`, with `errors` naming the fields at fault for bad input, and
 * `requestId` on an unexpected error.
 */
export const errorBody = z
  .strictObject({
    message: z.string().describe('What went wrong, in words a person can read'),
    errors: z
      .array(
        z.strictObject({
          path: z.string().describe('The field at fault, dotted for a nested one (items.0.title); "input" for the whole body'),
          message: z.string().describe('What is wrong with it'),
        }),
      )
      .optional()
      .describe('Bad input only: every field at fault'),
    requestId: z.string().optional().describe('An unexpected error only: the X-Request-Id, the reference to quote'),
  })
  .meta({ id: 'Error' });

const retryAfter = (when: string) => ({
  'Retry-After': { description: `Seconds to wait before trying again (${when})`, schema: { type: 'integer' as const } },
});

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** Every error status an operation can list, each one response component. */
export const errorResponseComponents = {
  BadRequest: { description: 'Invalid input: `errors` names every field at fault', content: errorContent },
  Unauthorized: { description: 'No signed-in user (no session or token, or one that has ended)', content: errorContent },
  Forbidden: {
    description: 'Signed in without what this needs: the role, the API token’s scope, or a browser session where tokens are refused',
    content: errorContent,
  },
  NotFound: { description: 'No such record, or someone else’s', content: errorContent },
  Conflict: { description: 'The request conflicts with the record’s current state', content: errorContent },
  PayloadTooLarge: { description: 'The body (or the uploaded file) is too large', content: errorContent },
  UnsupportedMediaType: { description: 'The file’s type is not accepted', content: errorContent },
  TooManyRequests: {
    description: 'Too many requests (of this action, or with this API token): try again later',
    headers: retryAfter('as the message says'),
    content: errorContent,
  },
  InternalServerError: { description: 'An unexpected error: the body carries the `requestId` to quote', content: errorContent },
  ServiceUnavailable: {
    description: 'The database or the session store is briefly unreachable',
    headers: retryAfter(`${RETRY_AFTER_UNAVAILABLE_SECONDS} s`),
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
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
} as const satisfies Record<number, ErrorComponent>;

export type ErrorStatus = keyof typeof componentOfStatus;

/** The error answers an operation gives, by status, each a reference to its shared component. */
export function errors(...statuses: ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${componentOfStatus[status]}` }]));
}
