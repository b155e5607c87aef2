import crypto from 'node:crypto';
import { openSecret, sealSecret } from '../two-step';

/**
 * Signing secrets in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. The worker
 * must sign with them, so they cannot be hashed like passwords; they are sealed at rest with the
 * key of the two-step secrets (config.twoStepKey: TWO_STEP_KEY, else the session secret), so one
 * key guards every secret the database holds and a copy of the database alone signs nothing.
 */
/** whsec_ and 32 bytes in base64 (44 characters, padding included). */
export const SIGNING_SECRET_LENGTH = 'whsec_'.length + Math.ceil(32 / 3) * 4;

export function newSigningSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

export const sealSigningSecret = (secret: string, key: Buffer): string => sealSecret(secret, key);

/** The secret, or null when it was sealed under another key (TWO_STEP_KEY or SESSION_SECRET changed). */
export const openSigningSecret = (sealed: string, key: Buffer): string | null => openSecret(sealed, key);
