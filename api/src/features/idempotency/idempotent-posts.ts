import type { RequestHandler } from 'express';
import { idempotencyKeyOf } from '../../http/idempotency-key-header';
import { sendProblem } from '../../http/problem-details';
import { BodyFingerprint } from './body-fingerprint';
import type { IdempotentRequests } from './idempotent-requests';

/**
 * Every POST under /api with an Idempotency-Key runs once per key (idempotent-requests.ts), mounted
 * ahead of the REST facade so that its body is hashed from its first byte, whoever reads it: the
 * JSON parser, an upload's multipart reader, or a payment notification's raw-body route. Without
 * the header, and for other methods, nothing changes; an invalid header answers 400 naming it.
 */
export function idempotentPosts(requests: IdempotentRequests): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const sent = idempotencyKeyOf(req);
    if (!sent) return next();
    if ('refusal' in sent) return sendProblem(req, res, sent.refusal);
    const fingerprint = new BodyFingerprint(req, requests.maxBodyBytes);
    requests
      .answerOnce(req, res, {
        key: sent.key,
        path: req.originalUrl.split('?')[0],
        fingerprint,
        refuse: (error) => sendProblem(req, res, error),
        proceed: () => next(),
      })
      .catch(next);
  };
}
