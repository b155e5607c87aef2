import crypto from 'node:crypto';
import { AppError } from '../../shared/errors';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';

/** A download link works for five minutes after it is issued. */
export const DOWNLOAD_LINK_LIFETIME_MS = 5 * 60 * 1000;

/** A link's `expires`: seconds since 1970, at most 12 digits. */
export const LINK_EXPIRES_PATTERN = /^\d{1,12}$/;
export const LINK_EXPIRES_MAX_LENGTH = 12;
/** A link's `signature`: HMAC-SHA256's 32 bytes in base64url; any other length is refused. */
export const LINK_SIGNATURE_LENGTH = 43;

/** The longest link: a document's id (a UUID, which encodeURIComponent leaves as it is), its expiry and its signature. */
export const DOWNLOAD_URL_MAX_LENGTH =
  `/api/documents/${'x'.repeat(RECORD_ID_LENGTH)}/file?expires=${'9'.repeat(LINK_EXPIRES_MAX_LENGTH)}&signature=${'x'.repeat(LINK_SIGNATURE_LENGTH)}`
    .length;

export interface DownloadLink {
  downloadUrl: string;
  expiresAt: Date;
}

function signatureOf(secret: Buffer, documentId: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`document-download:${documentId}:${expires}`).digest('base64url');
}

/** A short-lived link to a document's bytes, signed with HMAC-SHA256 over its id and expiry. */
export function signDownloadLink(secret: Buffer, documentId: string, now: Date): DownloadLink {
  const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_LIFETIME_MS) / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(secret, documentId, expires) });
  return { downloadUrl: `/api/documents/${encodeURIComponent(documentId)}/file?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/** Refuses (403) a link whose signature does not match or whose time is up. */
export function verifyDownloadLink(secret: Buffer, documentId: string, expires: unknown, signature: unknown, now: Date): void {
  const invalid = () => new AppError('FORBIDDEN', 'This download link is not valid');
  if (typeof expires !== 'string' || !LINK_EXPIRES_PATTERN.test(expires) || typeof signature !== 'string') throw invalid();
  const expected = Buffer.from(signatureOf(secret, documentId, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid();
  if (Number(expires) * 1000 <= now.getTime())
    throw new AppError('FORBIDDEN', 'This download link has expired. Please request the download again.');
}
