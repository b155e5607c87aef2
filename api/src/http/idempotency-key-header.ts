import type { Request } from 'express';
import { parseItem } from 'structured-headers';
import { invalidInput, type AppError } from '../shared/errors';

/** The request header (draft-ietf-httpapi-idempotency-key-header-07, docs/integrations.md#idempotency). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const KEY_MIN_LENGTH = 8;
export const KEY_MAX_LENGTH = 255;

/** A key sent without quotes: visible ASCII without the characters that would make it a list, parameters or a string. */
const UNQUOTED_KEY = /^[\x21-\x7e]+$/;
const NOT_UNQUOTED = /["\\,;]/;

const WHAT_IT_TAKES =
  `${IDEMPOTENCY_KEY_HEADER} must be one string of ${KEY_MIN_LENGTH} to ${KEY_MAX_LENGTH} characters, ` +
  'quoted as a structured field (RFC 8941), such as "8e03978e-40d5-43e8-bc93-6894a57f9324"';

/**
 * The request's key: undefined without the header, else its value or the refusal (400 naming the
 * header). The draft makes the field an Item whose value is a String (RFC 8941 §3.3.3), so
 * `"8e03978e-…"` is the key 8e03978e-…, and a parameter after it is ignored, as RFC 8941 has
 * unknown parameters ignored. Many clients send a UUID bare, as Stripe's documents show it: a value
 * that does not start with a quote is taken as the key as it is sent, when it is visible ASCII
 * without quotes, backslashes, commas or semicolons, so `8e03978e-…` and `"8e03978e-…"` are one
 * key. Two fields (or a list) are refused: the draft allows one.
 */
export function idempotencyKeyOf(req: Request): { key: string } | { refusal: AppError } | undefined {
  const sent = req.get(IDEMPOTENCY_KEY_HEADER);
  if (sent === undefined) return undefined;
  const value = sent.trim();
  const key = value.startsWith('"') ? quotedKey(value) : UNQUOTED_KEY.test(value) && !NOT_UNQUOTED.test(value) ? value : undefined;
  if (key === undefined || key.length < KEY_MIN_LENGTH || key.length > KEY_MAX_LENGTH) {
    return { refusal: invalidInput([{ path: IDEMPOTENCY_KEY_HEADER, message: WHAT_IT_TAKES }]) };
  }
  return { key };
}

function quotedKey(value: string): string | undefined {
  try {
    // Read as unknown: the library's item type names DOM's BufferSource, which the api's types lack.
    const bare: unknown = parseItem(value)[0];
    return typeof bare === 'string' ? bare : undefined;
  } catch {
    // The parser's ParseError: whatever it found, the field is not one String.
    return undefined;
  }
}
