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
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
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
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** What a visitor reads while something the api needs (Redis, the database) is away for a moment. */
export const BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again shortly.';

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'Forbidden');
export const notFound = () => new AppError('NOT_FOUND', 'Not found');

export function invalidInput(fieldErrors: FieldError[], message?: string): AppError {
  return new AppError('BAD_USER_INPUT', message ?? fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
