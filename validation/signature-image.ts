/*
 * A drawn signature as the client sends it: a PNG image in a data URL, as a browser's canvas makes
 * it (`canvas.toDataURL('image/png')`). Checked by its own bytes on both sides, without zod or a
 * decoder: the data URL's form, the size, PNG's signature bytes, and the header chunk (IHDR) for
 * the pixel size and the kind of PNG the signed PDF can carry.
 */

export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_MIN_WIDTH = 50;
export const SIGNATURE_MIN_HEIGHT = 20;
export const SIGNATURE_MAX_WIDTH = 3000;
export const SIGNATURE_MAX_HEIGHT = 1500;

const DATA_URL_PREFIX = /^data:image\/png;base64,/i;

/** The longest data URL of an image of SIGNATURE_IMAGE_MAX_BYTES: its prefix, and 4 base64 characters for every 3 bytes. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 'data:image/png;base64,'.length + Math.ceil(SIGNATURE_IMAGE_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const signatureImageMessages = {
  notDataUrl: 'The signature must be a PNG image sent as a data URL (data:image/png;base64,…)',
  tooLarge: `The signature image must be at most ${SIGNATURE_IMAGE_MAX_BYTES / 1024} KB`,
  notPng: 'The signature image is not a PNG file',
  unsupported: 'The signature image must be an 8-bit PNG that is not interlaced, as a browser’s drawing canvas makes',
  pixelSize: `The signature image must be between ${SIGNATURE_MIN_WIDTH} × ${SIGNATURE_MIN_HEIGHT} and ${SIGNATURE_MAX_WIDTH} × ${SIGNATURE_MAX_HEIGHT} pixels`,
} as const;

export type SignatureImage = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; message: string };

const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The drawn signature's bytes and pixel size, or why it is refused. */
export function inspectSignatureImage(dataUrl: string): SignatureImage {
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) return { ok: false, message: signatureImageMessages.notDataUrl };
  const base64 = dataUrl.slice(prefix[0].length).replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) return { ok: false, message: signatureImageMessages.notDataUrl };
  // Its size from its length, before anything is decoded.
  const size = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (size > SIGNATURE_IMAGE_MAX_BYTES) return { ok: false, message: signatureImageMessages.tooLarge };
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);

  // The signature, IHDR first with its 13 bytes, and IEND last: a whole PNG, not a renamed file or a cut one.
  const isPng =
    bytes.length >= 8 + 25 + 12 &&
    PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) &&
    uint32(bytes, 8) === 13 &&
    ascii(bytes, 12, 4) === 'IHDR' &&
    ascii(bytes, bytes.length - 8, 4) === 'IEND';
  if (!isPng) return { ok: false, message: signatureImageMessages.notPng };
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  if (bitDepth !== 8 || ![0, 2, 3, 4, 6].includes(colourType) || interlace !== 0)
    return { ok: false, message: signatureImageMessages.unsupported };
  if (width < SIGNATURE_MIN_WIDTH || height < SIGNATURE_MIN_HEIGHT || width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT)
    return { ok: false, message: signatureImageMessages.pixelSize };
  return { ok: true, bytes, width, height };
}
