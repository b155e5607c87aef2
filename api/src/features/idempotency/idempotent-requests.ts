import { isUtf8 } from 'node:buffer';
import type { Request, Response } from 'express';
import type { Viewer } from '../../auth/viewer';
import { AppError } from '../../shared/errors';
import { captureAnswer, type CapturedAnswer } from './answer-capture';
import type { BodyFingerprint, Fingerprint } from './body-fingerprint';
import type { IdempotencyKey } from './idempotency-key.entity';
import type { IdempotencyStore } from './idempotency-store';

/** The header on a repeated answer (as Stripe names it): this is the first request's answer, not a new one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The largest answer body kept for retries, in bytes: MySQL's and MariaDB's TEXT column holds
 * 65,535 bytes, and the app's columns are the same on every database. A larger answer is not kept:
 * its key stays used (the request is not run twice) and a retry answers 409
 * IDEMPOTENCY_ANSWER_NOT_KEPT. Answers to POSTs are records of a few kilobytes.
 */
export const MAX_KEPT_ANSWER_BYTES = 60_000;

/** How long a kept answer waits for the rest of a body the server has already received. */
const FINISH_READING_MS = 5_000;

/** One request that sent a key, as its API hands it over. */
export interface KeyedCall {
  key: string;
  /** The path the key names: the request's, without its query string, or /graphql. */
  path: string;
  fingerprint: BodyFingerprint;
  /** Answers a refusal as the request's API answers errors. */
  refuse: (error: AppError) => void;
  /** Runs the request's own handlers. */
  proceed: () => void;
  /** Whether an answer may be repeated, beyond the rules every API shares (GraphQL reads its errors). */
  keeps?: (answer: CapturedAnswer) => boolean;
}

/**
 * Whose keys a request's are, so no caller is ever answered another's answer: an API token's own
 * (a token acts as its owner, but holds only its scopes, so it does not share its owner's
 * answers), a signed-in user's (every session of theirs), or, for a caller who is neither, one
 * scope for all anonymous callers, where the key and the identical body are the only secret.
 */
export function scopeOf(viewer: Viewer | null): { scope: string; userId: string | null } {
  if (viewer?.apiToken) return { scope: `token:${viewer.apiToken.id}`, userId: viewer.id };
  if (viewer) return { scope: `user:${viewer.id}`, userId: viewer.id };
  return { scope: 'anonymous', userId: null };
}

const inProgress = () =>
  new AppError('CONFLICT', 'A request with this Idempotency-Key is still being answered: send it again once it has been', [], {
    reason: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  });
const reused = () =>
  new AppError(
    'UNPROCESSABLE_CONTENT',
    'This Idempotency-Key was sent before with another request (another body, method or path): use a new key for a new request',
    [],
    { reason: 'IDEMPOTENCY_KEY_REUSED' },
  );
const notKept = (status: number | null) =>
  new AppError(
    'CONFLICT',
    `The request with this Idempotency-Key was answered (status ${status}), but its answer was too large, or not text, to keep for a retry: look up what it made`,
    [],
    { reason: 'IDEMPOTENCY_ANSWER_NOT_KEPT' },
  );

/**
 * An Idempotency-Key's POST runs once, on every instance together (docs/integrations.md#idempotency,
 * draft-ietf-httpapi-idempotency-key-header-07): the first request with a key claims it in the
 * store and runs, and its answer is kept; a retry with the same key and body answers that answer
 * again; one sent while the first still runs, 409; one with another body, method or path, 422.
 * REST's POSTs (idempotent-posts.ts) and GraphQL's mutations (idempotent-mutations.ts) share it.
 */
export class IdempotentRequests {
  constructor(
    readonly store: IdempotencyStore,
    /** Past this a retry's body, which this reads itself, is refused (413): the largest upload with its multipart parts. */
    readonly maxBodyBytes: number,
  ) {}

  async answerOnce(req: Request, res: Response, call: KeyedCall): Promise<void> {
    const { scope, userId } = scopeOf(req.viewer);
    const claim = await this.store.claim({ scope, userId, key: call.key, method: req.method, path: call.path });
    if (claim.claimed) {
      captureAnswer(res, MAX_KEPT_ANSWER_BYTES, (answer) => this.settle(req, claim.id, call, answer, scope === 'anonymous'));
      return call.proceed();
    }
    const { earlier } = claim;
    if (earlier && (earlier.method !== req.method || earlier.path !== call.path)) return call.refuse(reused());
    if (!earlier || earlier.state === 'in_progress') return call.refuse(inProgress());
    const own = await call.fingerprint.readToEnd();
    // The caller went away while sending it: there is no one to answer.
    if (!own || 'aborted' in own) return;
    if ('tooLarge' in own) return call.refuse(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    if (own.sha256 !== earlier.fingerprint) return call.refuse(reused());
    if (earlier.responseBody === null) return call.refuse(notKept(earlier.responseStatus));
    replay(res, earlier);
  }

  /**
   * Keeps the first request's answer with its body's hash, or frees the key: an answer of 5xx or
   * 429 (the request may not have run; its retry should), one that signs an anonymous caller in
   * (a session is never handed to whoever retries), one given before the body had been received
   * (a 413 from its length) are not kept.
   */
  private async settle(req: Request, id: string, call: KeyedCall, answer: CapturedAnswer, anonymous: boolean): Promise<void> {
    const { store } = this;
    try {
      const kept = answer.status < 500 && answer.status !== 429 && !(anonymous && answer.setsCookie) && (call.keeps?.(answer) ?? true);
      const read = kept ? await bodyRead(call.fingerprint) : undefined;
      if (!read || !('sha256' in read)) return await store.release(id);
      const body = answer.body && isUtf8(answer.body) ? answer.body.toString('utf8') : null;
      await store.keep(id, read.sha256, { status: answer.status, headers: answer.headers, body });
    } catch (error) {
      req.log.warn({ err: error }, 'The answer of an Idempotency-Key could not be kept');
      await store.release(id).catch(() => undefined);
    }
  }
}

/** The body's hash once its reader has read it all, or its rest read here if the server has it already. */
async function bodyRead(fingerprint: BodyFingerprint): Promise<Fingerprint | undefined> {
  if (fingerprint.read) return fingerprint.whenRead();
  const reading = fingerprint.readToEnd({ onlyIfReceived: true });
  if (!reading) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), FINISH_READING_MS)));
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first request's answer again: its status, its kept headers and body, and the header saying it is a replay. */
function replay(res: Response, earlier: IdempotencyKey): void {
  res.status(earlier.responseStatus!);
  for (const [name, value] of Object.entries(earlier.responseHeaders ?? {})) res.setHeader(name, value);
  res.setHeader(REPLAYED_HEADER, 'true');
  res.end(Buffer.from(earlier.responseBody!, 'utf8'));
}
