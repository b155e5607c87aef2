import pino from 'pino';
import { REDACTED, withoutSecrets, withoutSecretsInText } from './log-redaction';

/**
 * Fields that hold a secret wherever a line carries them: session cookies and Authorization
 * headers (should a request's or a response's headers ever be logged), passwords, tokens,
 * signatures and recovery codes. Free text is cleaned by the error serializer below, the request
 * line by the request log (http/request-log.ts).
 */
const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'signature',
  '*.signature',
  'recoveryCodes',
  '*.recoveryCodes',
];

/**
 * An error as pino writes it (type, message, stack, its own fields), without the secrets its text
 * may quote: a URL's signature or token, an Authorization header, an API token. Its `code` (a
 * driver's error code) is kept: only text is judged, not field names.
 */
function errorWithoutSecrets(error: Error): unknown {
  const serialized: unknown = pino.stdSerializers.err(error);
  if (typeof serialized === 'string') return withoutSecretsInText(serialized);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    // The serialized error is a fresh object; a field holding an object is copied, never changed.
    fields[key] = typeof value === 'string' ? withoutSecretsInText(value) : withoutSecrets(value);
  }
  return fields;
}

/** The process's logger, or one writing elsewhere (a test's capture), with the same redaction. */
export function createLogger(destination?: pino.DestinationStream, level?: pino.LevelWithSilent): pino.Logger {
  const options: pino.LoggerOptions = {
    level: level ?? process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: errorWithoutSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One structured logger for the process; quiet under tests unless LOG_LEVEL says otherwise. */
export const logger = createLogger();
