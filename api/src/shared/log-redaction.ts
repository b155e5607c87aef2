import { API_TOKEN_PREFIX } from '../../../validation/api-token-scopes';

/**
 * What keeps a usable secret out of the logs and the audit log: whoever reads them must not be
 * able to open a signed download link within its five minutes, reset a password with a mailed
 * link, replay a two-step code or act with an API token. Names and non-secret values stay readable
 * (`/api/documents/…/file?expires=1767225600&signature=[redacted]`).
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters and JSON keys whose value is a secret, compared without case, `_` or `-`: a
 * signed link's signature, a reset or invitation link's token, a two-step or recovery code, a
 * password, keys and tokens of other kinds.
 */
const SECRET_NAMES = new Set([
  'signature',
  'sig',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'code',
  'recoverycode',
  'otp',
  'secret',
  'clientsecret',
  'password',
  'currentpassword',
  'newpassword',
  'apikey',
  'key',
  'cookie',
  'authorization',
]);

export const isSecretName = (name: string) => SECRET_NAMES.has(name.toLowerCase().replace(/[_-]/g, ''));

// An API token anywhere keeps the part its owner's list shows ("khanya_pat_a1B2"), too little to use.
const API_TOKEN = new RegExp(`(${API_TOKEN_PREFIX}[0-9A-Za-z]{4})[0-9A-Za-z]+`, 'g');
// A name=value pair of a query string within free text (an error's message, a stored URL).
const QUERY_PAIR = /([?&])([\w.-]+)=([^&#\s"'<>]*)/g;
// The credentials of an Authorization header quoted in free text.
const AUTHORIZATION = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// A GraphQL string argument (`password: "…"`) of a query sent in a GET's query string.
const STRING_ARGUMENT = /\b([A-Za-z_]\w*)(\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/** Free text (an error's message or stack, a URL kept in the audit log) with its secrets redacted. */
export function withoutSecretsInText(text: string): string {
  if (!text) return text;
  return text
    .replace(QUERY_PAIR, (pair, separator: string, name: string) => (isSecretName(name) ? `${separator}${name}=${REDACTED}` : pair))
    .replace(AUTHORIZATION, (_credentials, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(API_TOKEN, `$1${REDACTED}`);
}

/**
 * A value kept in a log or the audit log (an object, an array, a string), with the value of each
 * secret-named key redacted and each string's secrets too. Returns the value itself when nothing
 * in it was secret.
 */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return withoutSecretsInText(value) as T;
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withoutSecrets(item, depth + 1));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const kept = isSecretName(key) && item != null ? REDACTED : withoutSecrets(item as unknown, depth + 1);
    changed ||= kept !== item;
    return [key, kept];
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** One `name=value` of a query string, its value redacted or cleaned where it holds a secret. */
function queryPairWithoutSecrets(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals < 0) return pair;
  const rawName = pair.slice(0, equals);
  const name = decoded(rawName) ?? rawName;
  if (isSecretName(name)) return `${rawName}=${REDACTED}`;
  const value = decoded(pair.slice(equals + 1));
  if (value === undefined) return pair;
  let cleaned = value;
  if (name === 'variables' || name === 'extensions') {
    // A GET /graphql's variables, as JSON.
    try {
      const parsed: unknown = JSON.parse(value);
      const kept = withoutSecrets(parsed);
      if (kept !== parsed) cleaned = JSON.stringify(kept);
    } catch {
      cleaned = withoutSecretsInText(value);
    }
  } else if (name === 'query') {
    cleaned = value.replace(STRING_ARGUMENT, (argument, argumentName: string, colon: string) =>
      isSecretName(argumentName) ? `${argumentName}${colon}"${REDACTED}"` : argument,
    );
  } else if (value.startsWith('/') && value.includes('?')) {
    // A path within the site with its own query (a sign-in page's `next`).
    cleaned = urlWithoutSecrets(value);
  }
  return cleaned === value ? pair : `${rawName}=${encodeURIComponent(cleaned)}`;
}

/**
 * A request's URL as the request log writes it: the path and every parameter as sent, but the
 * value of a secret-named parameter (`signature`, `token`, `code`…), a secret-named GraphQL
 * variable or string argument of a GET, and an API token anywhere, redacted. Most URLs have no
 * query string and are returned as they are.
 */
export function urlWithoutSecrets(url: string): string {
  const question = url.indexOf('?');
  const path = url.includes(API_TOKEN_PREFIX)
    ? (question < 0 ? url : url.slice(0, question)).replace(API_TOKEN, `$1${REDACTED}`)
    : undefined;
  if (question < 0) return path ?? url;
  const query = url.slice(question + 1);
  const cleaned = query.split('&').map(queryPairWithoutSecrets).join('&').replace(API_TOKEN, `$1${REDACTED}`);
  return `${path ?? url.slice(0, question)}?${cleaned}`;
}
