import type { Request, Response } from 'express';
import { AppError, httpStatusOf, type ErrorCode } from '../shared/errors';
import { RateLimitedError } from '../shared/rate-limit';
import { requestIdOf } from './request-id';
import { clipped } from '../shared/clipped';

/**
 * REST errors as problem details (RFC 9457, https://www.rfc-editor.org/rfc/rfc9457), the body of
 * every 4xx and 5xx under /api (docs/integrations.md#errors): `type`, `title`, `status` and
 * `detail` as the RFC names them, with `code` (the same word as GraphQL's `extensions.code`),
 * `reason` where one code covers causes a program may tell apart, `errors` for the fields at
 * fault, and `requestId`. `message` repeats `detail`: it is what the REST facade answered before,
 * and what the portal and existing integrations read.
 */

/** GraphQL's word for a failure nobody foresaw; REST's 500 says the same. */
export type ProblemCode = ErrorCode | 'INTERNAL_SERVER_ERROR';

interface ProblemType {
  status: number;
  title: string;
  /** When it is answered, for the list at /api/problems and the OpenAPI document. */
  description: string;
}

/** Every problem the REST facade answers, by code: the one list the answers, their type URIs and the docs read. */
export const problemTypes: Record<ProblemCode, ProblemType> = {
  BAD_USER_INPUT: {
    status: httpStatusOf.BAD_USER_INPUT,
    title: 'Invalid input',
    description: 'The body, a path segment or a query parameter is not valid: `errors` names every field at fault',
  },
  UNAUTHENTICATED: {
    status: httpStatusOf.UNAUTHENTICATED,
    title: 'Not signed in',
    description: 'No session or API token, or one that no longer works: `reason` says which for a token',
  },
  FORBIDDEN: {
    status: httpStatusOf.FORBIDDEN,
    title: 'Not allowed',
    description: 'Signed in without what this needs: the role, the API token’s scope (`reason`, `missingScope`), or a session',
  },
  NOT_FOUND: {
    status: httpStatusOf.NOT_FOUND,
    title: 'Not found',
    description: 'No such record or route, or a record that is someone else’s',
  },
  CONFLICT: {
    status: httpStatusOf.CONFLICT,
    title: 'Conflict',
    description:
      'The request conflicts with the record’s current state, or its Idempotency-Key’s request is still being answered (`reason` IDEMPOTENCY_KEY_IN_PROGRESS) or was answered too large to repeat (IDEMPOTENCY_ANSWER_NOT_KEPT)',
  },
  PAYLOAD_TOO_LARGE: {
    status: httpStatusOf.PAYLOAD_TOO_LARGE,
    title: 'Too large',
    description: 'The body, or the uploaded file, is larger than this accepts',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: httpStatusOf.UNSUPPORTED_MEDIA_TYPE,
    title: 'Type not accepted',
    description: 'The file’s type, or the body’s encoding, is not one this accepts',
  },
  UNPROCESSABLE_CONTENT: {
    status: httpStatusOf.UNPROCESSABLE_CONTENT,
    title: 'Unprocessable content',
    description:
      'Well formed, but not to be processed as sent: its Idempotency-Key came before with another body, method or path (`reason` IDEMPOTENCY_KEY_REUSED), and a new request needs a new key',
  },
  RATE_LIMITED: {
    status: httpStatusOf.RATE_LIMITED,
    title: 'Too many requests',
    description:
      'Too many requests of this kind, or past the caller’s budget per minute (RateLimit-Policy): wait the `Retry-After` seconds (`retryAfterSeconds`)',
  },
  SERVICE_UNAVAILABLE: {
    status: httpStatusOf.SERVICE_UNAVAILABLE,
    title: 'Briefly unavailable',
    description:
      'The database, the session store or the rate budgets’ store cannot be reached for a moment: try again after `Retry-After` seconds',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    title: 'Internal server error',
    description: 'Something nobody foresaw went wrong: quote the `requestId` to the firm',
  },
};

export const problemCodes = Object.keys(problemTypes) as ProblemCode[];

/** `BAD_USER_INPUT` as it stands in a URI: `bad-user-input`. */
export const problemSlug = (code: ProblemCode) => code.toLowerCase().replaceAll('_', '-');

/**
 * The problem's `type`: a path on this API (RFC 9457 §3.1.1 allows a reference relative to the
 * request's address), the same on every deployment, that answers the problem's description.
 */
export const problemTypeUri = (code: ProblemCode) => `/api/problems/${problemSlug(code)}`;

/** The media type of every error body (RFC 9457 §6.1). */
export const PROBLEM_JSON = 'application/problem+json';

/** Our code of an HTTP status, for the 4xx errors libraries raise with a status of their own. */
const codeOfStatus = new Map(Object.entries(httpStatusOf).map(([code, status]) => [status, code as ErrorCode]));

/**
 * A 4xx error raised by a body parser or a file server (`send`'s 403 for a path that climbs out
 * of its folder, 416 for a range past the end) as one of ours, its status kept: one of our codes
 * where the status is one of theirs, else bad input.
 */
export function libraryProblem(status: number, message: string | undefined): { error: AppError; status: number } {
  const code = codeOfStatus.get(status) ?? 'BAD_USER_INPUT';
  const words = code === 'PAYLOAD_TOO_LARGE' ? 'Request body is too large' : message || 'Bad request';
  return { error: new AppError(code, words), status };
}

/**
 * The longest texts a problem carries, and the most fields it names, as the OpenAPI document's
 * Problem schema promises them (http/openapi/error-responses.ts): a message that echoes what was
 * sent (an unknown parameter's name, say) is cut short rather than answered at any length.
 */
export const problemLimits = { detail: 2000, fields: 100, fieldPath: 200, fieldMessage: 500 } as const;

/** Answers `error` (ours, or nobody's: a 500) as problem details; `status` only where a library chose one of its own. */
export function sendProblem(req: Request, res: Response, error: AppError | null, status?: number): void {
  const code: ProblemCode = error?.code ?? 'INTERNAL_SERVER_ERROR';
  const { title } = problemTypes[code];
  status ??= problemTypes[code].status;
  const detail = clipped(error?.message ?? 'Internal server error', problemLimits.detail);
  const fieldErrors = (error?.fieldErrors ?? [])
    .slice(0, problemLimits.fields)
    .map(({ path, message }) => ({ path: clipped(path, problemLimits.fieldPath), message: clipped(message, problemLimits.fieldMessage) }));
  const body = {
    type: problemTypeUri(code),
    title,
    status,
    detail,
    code,
    ...error?.detail,
    ...(fieldErrors.length > 0 ? { errors: fieldErrors } : {}),
    ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    message: detail,
    requestId: requestIdOf(req),
  };
  res.status(status).type(PROBLEM_JSON).json(body);
}
