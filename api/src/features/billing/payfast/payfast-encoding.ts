/*
 * The text rules PayFast's signatures rest on: PHP's urlencode (PayFast signs with PHP, so one byte
 * encoded differently is a different MD5), and amounts in rand written from integer cents.
 */

/** The bytes PHP's urlencode leaves as they are: letters, digits, "-", "_" and "." (not "~", unlike JavaScript's). */
const UNRESERVED = /^[A-Za-z0-9\-_.]$/;

/**
 * PHP's urlencode: the UTF-8 bytes, each unreserved one kept, a space as "+", every other byte
 * as %XX in upper case. encodeURIComponent differs on ~ ! * ' ( ) and spaces, so it cannot stand in.
 */
export function phpUrlencode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const character = String.fromCharCode(byte);
    if (UNRESERVED.test(character)) encoded += character;
    else if (byte === 0x20) encoded += '+';
    else encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** PHP's trim(): only these six characters, where String.prototype.trim also strips Unicode spaces. */
const PHP_TRIMMED = ' \t\n\r\0\x0B';

/** PHP's trim(), which PayFast applies to each value (and the passphrase) before signing a checkout. */
export function phpTrim(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && PHP_TRIMMED.includes(value[start])) start += 1;
  while (end > start && PHP_TRIMMED.includes(value[end - 1])) end -= 1;
  return value.slice(start, end);
}

/**
 * Integer cents as PayFast's amount, "2443.75": written digit by digit from the integer, so no
 * floating point can turn 0.29 into 0.28999….
 */
export function formatRand(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`An amount must be a whole, non-negative number of cents (got ${cents})`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Longer than any amount PayFast writes; the text is measured before the pattern reads it. */
const MAX_AMOUNT_LENGTH = 20;
/** Up to a trillion rand: its cents stay far inside Number's exact integers. */
const AMOUNT = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * PayFast's amount ("123", "123.4", "123.45", and negative for amount_fee) as integer cents, or
 * undefined for anything else: no exponent, no grouping, no third decimal to round away.
 */
export function parseRandCents(text: string): number | undefined {
  if (text.length > MAX_AMOUNT_LENGTH) return undefined;
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const [, sign, rands, decimals = ''] = match;
  const cents = Number(rands) * 100 + Number(decimals.padEnd(2, '0'));
  // "-0.00" is zero, not JavaScript's -0 (which toEqual tells apart from 0).
  return sign && cents !== 0 ? -cents : cents;
}
