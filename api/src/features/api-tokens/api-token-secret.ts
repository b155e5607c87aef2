import crypto from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../../validation/api-token-scopes';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters: about 238 random bits. */
const RANDOM_LENGTH = 40;
/** A whole secret: the prefix and the random characters. */
export const API_TOKEN_SECRET_LENGTH = API_TOKEN_PREFIX.length + RANDOM_LENGTH;
/** How much of the secret after the prefix a list shows. */
const SHOWN_LENGTH = 4;
const SECRET_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

/**
 * A new secret: the recognisable prefix (so secret scanners find a leaked one) and random base62
 * characters, each drawn by crypto.randomInt, which rejects biased draws itself.
 */
export function newApiTokenSecret(): string {
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) random += BASE62[crypto.randomInt(BASE62.length)];
  return `${API_TOKEN_PREFIX}${random}`;
}

/**
 * What is stored of a secret. A plain sha256 is right here, unlike for passwords: the secret is
 * random with over 200 bits, so there is nothing to guess faster, and every request pays the hash.
 */
export function apiTokenSecretHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** "khanya_pat_a1B2": enough of a secret for its owner to tell which it is, too little to use. */
export const shownPrefixOf = (secret: string) => secret.slice(0, API_TOKEN_PREFIX.length + SHOWN_LENGTH);

/** Whether a bearer value has a secret's shape (anything else is not looked up). */
export const looksLikeApiTokenSecret = (value: string) => SECRET_PATTERN.test(value);
