import { extensionOf } from '../../../../validation/documents';

export const ORIGINAL_NAME_MAX_LENGTH = 255;

/**
 * C0 and C1 control characters, and the bidirectional overrides and isolates that can make
 * "invoice‮fdp.exe" read as "invoiceexe.pdf".
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes from the name
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a user gave their file, kept only as data (the file is stored under a random key):
 * the last path segment of either slash, without control or direction characters, trimmed, and
 * at most 255 characters with the extension kept.
 */
export function sanitizeOriginalName(raw: string | null | undefined, fallback = 'document'): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = lastSegment.replace(UNSAFE_CHARACTERS, '').trim();
  if (name === '' || /^\.+$/.test(name)) name = fallback;
  const characters = Array.from(name);
  if (characters.length <= ORIGINAL_NAME_MAX_LENGTH) return name;
  const extension = Array.from(extensionOf(name));
  const keep = extension.length > 0 && extension.length < 20 ? extension : [];
  return (
    characters
      .slice(0, ORIGINAL_NAME_MAX_LENGTH - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}
