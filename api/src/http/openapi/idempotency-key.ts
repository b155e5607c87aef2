import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, KEY_MAX_LENGTH, KEY_MIN_LENGTH } from '../idempotency-key-header';

/**
 * The optional Idempotency-Key request header of every POST (features/idempotency,
 * docs/integrations.md#idempotency), described once as a parameter component
 * (#/components/parameters/IdempotencyKey): the document generates it ahead of the paths, and each
 * POST's `request.headers` names this same schema, which the generator writes as a reference.
 */
export const idempotencyKeyHeader = z
  .string()
  // The key and, sent as a structured-field string, its two quotes.
  .max(KEY_MAX_LENGTH + 2)
  .optional()
  .meta({
    id: 'IdempotencyKey',
    param: {
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        `Makes a retry of this POST safe (draft-ietf-httpapi-idempotency-key-header-07): a structured-field string of ${KEY_MIN_LENGTH} to ` +
        `${KEY_MAX_LENGTH} characters, a UUID for instance, quoted ("8e03978e-40d5-43e8-bc93-6894a57f9324") or sent bare. For 24 hours, ` +
        'the same key with the same body answers the first answer again (its status and body, with `Idempotent-Replayed: true`) ' +
        'instead of doing it twice; while the first is still being answered, 409 (reason IDEMPOTENCY_KEY_IN_PROGRESS); with another ' +
        'body, method or path, 422 (IDEMPOTENCY_KEY_REUSED). Keys are the caller’s own: an API token’s, a signed-in user’s, or shared ' +
        'by anonymous callers. Answers of 5xx or 429 are not kept: the retry runs again.',
    },
    example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
  });
