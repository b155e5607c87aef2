/**
 * Errors are values with a code and, for bad input, the fields at fault. They are created here
 * and mapped once to HTTP statuses (REST) and GraphQL error codes (see http-errors.ts and
 * graphql-errors.ts), so a rule never decides its own transport.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * A finer cause under a code, where one code covers several a program may want to tell apart (an
 * API token unknown, revoked or expired are all UNAUTHENTICATED): REST's problem `reason` and
 * GraphQL's `extensions.reason` (docs/integrations.md#errors). Stable: a reason is never renamed.
 */
export const errorReasons = {
  API_TOKEN_UNKNOWN: 'The bearer token is not an API token of this server (mistyped, or deleted)',
  API_TOKEN_REVOKED: 'The API token was revoked',
  API_TOKEN_EXPIRED: 'The API token has expired',
  API_TOKEN_OWNER_DEACTIVATED: 'The account that made the API token is deactivated',
  API_TOKEN_OWNER_NOT_STAFF: 'The account that made the API token is no longer staff',
  API_TOKEN_OWNER_WITHOUT_TWO_STEP: 'The account that made the API token has not set up two-step sign-in, which the firm requires of staff',
  API_TOKEN_SCOPE_MISSING: 'The API token lacks a scope this needs: `missingScope` names it',
  API_TOKEN_NOT_ACCEPTED: 'This is open to a signed-in session only, never to an API token',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'A request with this Idempotency-Key is still being answered: send it again once it has been',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was sent with another request (another body, method or path): a new request needs a new key',
  IDEMPOTENCY_ANSWER_NOT_KEPT:
    'The request with this Idempotency-Key was answered, but its answer was too large (or not text) to keep for a retry',
} as const;
export type ErrorReason = keyof typeof errorReasons;

/** What an error says beyond its code and message, for a program to act on. */
export interface ErrorDetail {
  reason?: ErrorReason;
  /** With API_TOKEN_SCOPE_MISSING: the scope the token lacks (documents:write). */
  missingScope?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** What a visitor reads while something the api needs (Redis, the database) is away for a moment. */
export const BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again shortly.';

/** The `Retry-After` of every 503: long enough for a pool to reconnect, short enough to feel live. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', BRIEFLY_UNAVAILABLE);

/**
 * Error codes of the two drivers that mean "the database cannot be reached or used right now",
 * not "this statement is wrong": mysql2's network and pool errors (and the server refusing
 * connections or going away), better-sqlite3's locked, busy, unopenable or failing file.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_SERVER_GONE_ERROR',
  'ER_SERVER_LOST',
]);
const UNREACHABLE_SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY_DBMOVED)/;
const UNREACHABLE_MESSAGE =
  /Pool is closed|connection is in closed state|connection is not open|Connection lost|database is locked|unable to open database file|disk I\/O error|Too many connections|Connection with .* database is not established|Cannot execute operation on .* connection because connection is not yet established/i;
/** TypeORM's own errors for a data source that is not (or no longer) connected. */
const NOT_CONNECTED_ERRORS = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  'CannotGetEntityManagerNotConnectedError',
]);

/**
 * True when `error` says the database cannot be reached (either driver, raw or wrapped in
 * TypeORM's QueryFailedError), so the request should answer 503 "try again shortly", not 500.
 * The one place that knows the drivers' words for an outage.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, name, message, driverError, cause, thrownValue } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      /** graphql-js wraps a thrown value that is not an Error (of this realm) as NonErrorThrown. */
      thrownValue?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLITE_CODE.test(code))) return true;
    if (typeof name === 'string' && NOT_CONNECTED_ERRORS.has(name)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    current = driverError ?? cause ?? thrownValue;
  }
  return false;
}

/** An AppError as it is, an outage as SERVICE_UNAVAILABLE, anything else undefined (a 500). */
export function asAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (isDatabaseUnreachable(error)) return serviceUnavailable();
  return undefined;
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'Forbidden');
export const notFound = () => new AppError('NOT_FOUND', 'Not found');

export function invalidInput(fieldErrors: FieldError[], message?: string): AppError {
  return new AppError('BAD_USER_INPUT', message ?? fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A failure as an Error, for a promise to reject with: an Error as it is (every store, stream and
 * parser here fails with one), anything else wrapped, kept as its `cause` (isDatabaseUnreachable
 * still reads it).
 */
export function asError(failure: unknown): Error {
  return failure instanceof Error ? failure : new Error(String(failure), { cause: failure });
}
