import type { Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { idempotencyKeyOf } from '../../http/idempotency-key-header';
import { requestIdOf } from '../../http/request-id';
import { httpStatusOf, type AppError } from '../../shared/errors';
import { limitedParseOptions } from '../../graphql/limits';
import { persistedHashOf, type OperationRequest, type TrustedDocuments } from '../../graphql/trusted-documents';
import type { CapturedAnswer } from './answer-capture';
import { BodyFingerprint } from './body-fingerprint';
import type { IdempotentRequests } from './idempotent-requests';

/** Errors that say the mutation may not have run: such an answer is not repeated, the retry runs it. */
const NOT_KEPT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);

const fingerprints = new WeakMap<Request, BodyFingerprint>();

/**
 * A GraphQL mutation POSTed with an Idempotency-Key runs once per key, by the same store and rules
 * as REST's POSTs (idempotent-requests.ts), its path /graphql. Two steps in the /graphql pipeline
 * (composition/graphql-server.ts): `hashBody` first, so the body is hashed as the upload parser or
 * express.json reads it; `answerOnce` once the operations are read, for only then is it known
 * whether one is a mutation. A query with the header runs as it would without it.
 */
export function idempotentMutations(
  requests: IdempotentRequests,
  trusted: TrustedDocuments,
): { hashBody: RequestHandler; answerOnce: RequestHandler } {
  const hashBody: RequestHandler = (req, _res, next) => {
    if (req.method === 'POST' && req.get('idempotency-key') !== undefined) {
      fingerprints.set(req, new BodyFingerprint(req, requests.maxBodyBytes));
    }
    next();
  };
  const answerOnce: RequestHandler = (req, res, next) => {
    const fingerprint = fingerprints.get(req);
    if (!fingerprint || !asksForAMutation(req.body, trusted)) return next();
    const sent = idempotencyKeyOf(req);
    if (!sent) return next();
    if ('refusal' in sent) return refuse(req, res, sent.refusal);
    requests
      .answerOnce(req, res, {
        key: sent.key,
        path: '/graphql',
        fingerprint,
        refuse: (error) => refuse(req, res, error),
        proceed: () => next(),
        keeps: ranToTheEnd,
      })
      .catch(next);
  };
  return { hashBody, answerOnce };
}

/** Whether an operation of the request (or of its batch) is a mutation: its text, or the trusted document its hash names. */
function asksForAMutation(body: unknown, trusted: TrustedDocuments): boolean {
  const operations = (Array.isArray(body) ? body : [body]).filter(
    (operation): operation is OperationRequest & { operationName?: unknown } => typeof operation === 'object' && operation !== null,
  );
  return operations.some((operation) => {
    const hash = persistedHashOf(operation);
    const text = typeof operation.query === 'string' ? operation.query : hash !== undefined ? trusted.body(hash) : undefined;
    if (text === undefined) return false;
    let definitions: OperationDefinitionNode[];
    try {
      definitions = parse(text, limitedParseOptions).definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
    } catch {
      // Apollo Server answers the syntax error; nothing runs.
      return false;
    }
    const name = typeof operation.operationName === 'string' ? operation.operationName : undefined;
    const chosen =
      name === undefined ? (definitions.length === 1 ? definitions[0] : undefined) : definitions.find((each) => each.name?.value === name);
    return chosen?.operation === OperationTypeNode.MUTATION;
  });
}

/** An answer is repeated unless one of its errors says the mutation may not have run (an outage, a bug, a rate limit). */
function ranToTheEnd(answer: CapturedAnswer): boolean {
  if (!answer.body) return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return true;
  }
  const results = (Array.isArray(parsed) ? parsed : [parsed]) as { errors?: { extensions?: { code?: unknown } }[] }[];
  return !results.some((result) => result?.errors?.some((error) => NOT_KEPT_CODES.has(String(error.extensions?.code))));
}

/** A refusal as GraphQL answers errors before Apollo Server runs: `{ errors }` with the code and reason, and the HTTP status. */
function refuse(req: Request, res: Response, error: AppError): void {
  const extensions = {
    code: error.code,
    ...error.detail,
    ...(error.fieldErrors.length > 0 ? { fieldErrors: error.fieldErrors } : {}),
    requestId: requestIdOf(req),
  };
  res.status(httpStatusOf[error.code]).json({ errors: [{ message: error.message, extensions }] });
}
