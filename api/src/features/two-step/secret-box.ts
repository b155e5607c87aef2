import crypto from 'node:crypto';

/**
 * AES-256-GCM for the authenticator secrets at rest (config.twoStepKey). Each value gets its own
 * random 96-bit nonce; the tag makes a value encrypted under another key fail loudly rather than
 * decrypt to garbage.
 */
const VERSION = 'v1';

export function sealSecret(plain: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The plain secret, or null when it was sealed under another key (or is not ours at all). */
export function openSecret(value: string, key: Buffer): string | null {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
