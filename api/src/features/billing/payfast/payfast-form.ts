/*
 * An application/x-www-form-urlencoded body read as PayFast means it: pairs in the order they came,
 * duplicates kept, since an ITN's signature is over the fields in their order. The bytes come from
 * outside, so their size and field count are measured before any of them is decoded.
 */

export interface FormLimits {
  maxBytes: number;
  maxFields: number;
}

/** Far above a checkout's or an ITN's few dozen short fields. */
export const PAYFAST_FORM_LIMITS: FormLimits = { maxBytes: 16_384, maxFields: 64 };

/** A body that is no form PayFast would send: too large, too many fields, or badly encoded. */
export class PayfastFormError extends Error {
  override readonly name = 'PayfastFormError';
}

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

/** Fatal: a value that is not UTF-8 is refused, not quietly turned into U+FFFD (its signature would then fail for no clear reason). */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The pairs of a urlencoded body, in order; throws PayfastFormError (never anything else) when it is no such form. */
export function parseOrderedForm(raw: Buffer | string, limits: FormLimits = PAYFAST_FORM_LIMITS): Array<[string, string]> {
  // A string's length in UTF-16 units is at most its length in UTF-8 bytes: a cheap first refusal.
  if (typeof raw === 'string' && raw.length > limits.maxBytes) throw tooLarge(limits);
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  if (bytes.length > limits.maxBytes) throw tooLarge(limits);

  // The fields are counted, by their separators, before any of them is decoded.
  const segments: Buffer[] = [];
  let start = 0;
  while (start <= bytes.length) {
    const found = bytes.indexOf(AMPERSAND, start);
    const end = found === -1 ? bytes.length : found;
    // "a=1&&b=2" and a trailing "&" hold no field, as browsers and PHP read them.
    if (end > start) {
      if (segments.length === limits.maxFields) throw new PayfastFormError(`The form has more than ${limits.maxFields} fields`);
      segments.push(bytes.subarray(start, end));
    }
    start = end + 1;
  }

  return segments.map((segment, index) => {
    const equals = segment.indexOf(EQUALS);
    const name = decodePart(equals === -1 ? segment : segment.subarray(0, equals), `field ${index + 1}'s name`);
    if (name === '') throw new PayfastFormError(`Field ${index + 1} has no name`);
    const value = equals === -1 ? '' : decodePart(segment.subarray(equals + 1), `the value of ${describe(name)}`);
    return [name, value];
  });
}

/** One name or value: "+" is a space, %XX a byte, and the bytes must be UTF-8. */
function decodePart(part: Buffer, what: string): string {
  const decoded = Buffer.alloc(part.length);
  let length = 0;
  for (let index = 0; index < part.length; index += 1) {
    const byte = part[index];
    if (byte === PLUS) {
      decoded[length++] = SPACE;
    } else if (byte === PERCENT) {
      const high = hexValue(part[index + 1]);
      const low = hexValue(part[index + 2]);
      if (high === undefined || low === undefined) throw new PayfastFormError(`Malformed percent-encoding in ${what}`);
      decoded[length++] = high * 16 + low;
      index += 2;
    } else {
      decoded[length++] = byte;
    }
  }
  try {
    return utf8.decode(decoded.subarray(0, length));
  } catch {
    throw new PayfastFormError(`${what[0].toUpperCase()}${what.slice(1)} is not UTF-8`);
  }
}

function hexValue(byte: number | undefined): number | undefined {
  if (byte === undefined) return undefined;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return undefined;
}

/** A field's name for a message: bounded, and printable whatever it holds. */
function describe(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}

function tooLarge(limits: FormLimits): PayfastFormError {
  return new PayfastFormError(`The form is larger than ${limits.maxBytes} bytes`);
}
