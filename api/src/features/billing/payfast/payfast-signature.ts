import { createHash, timingSafeEqual } from 'node:crypto';
import { phpTrim, phpUrlencode } from './payfast-encoding';

/*
 * PayFast's two MD5 signatures. They differ on purpose, as PayFast's own SDK does: a checkout's
 * leaves out empty fields and trims the values; an ITN's keeps every field as it came, empty ones
 * included, in the order received.
 */

type Pairs = ReadonlyArray<readonly [string, string]>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * A checkout's signature over the fields in the order given (the caller gives PayFast's documented
 * order: payfast-fields.ts). A passphrase, when the account has one, is appended; an empty one counts as none.
 */
export function checkoutSignature(fields: Pairs, passphrase?: string): string {
  const parts = fields.map(([name, value]) => [name, phpTrim(value)] as const).filter(([, value]) => value !== '');
  const text = parts.map(([name, value]) => `${name}=${phpUrlencode(value)}`).join('&');
  return md5(passphrase ? `${text}&passphrase=${phpUrlencode(phpTrim(passphrase))}` : text);
}

/**
 * What an ITN's signature covers, and what PayFast is asked to confirm: the pairs as received, up
 * to the signature (whatever follows it is not signed), empty values included, no passphrase.
 */
export function itnParamString(pairs: Pairs): string {
  const signed: string[] = [];
  for (const [name, value] of pairs) {
    if (name === 'signature') break;
    // The name as it came, as PayFast's SDK has it: PayFast's names need no encoding.
    signed.push(`${name}=${phpUrlencode(value)}`);
  }
  return signed.join('&');
}

/** An ITN's signature: its param string, and the passphrase (not trimmed, as PayFast's SDK has it) when there is one. */
export function itnSignature(pairs: Pairs, passphrase?: string): string {
  const text = itnParamString(pairs);
  return md5(passphrase ? `${text}&passphrase=${phpUrlencode(passphrase)}` : text);
}

/** Compares a signature received with the one computed, in time that does not tell how much of it was right. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // Lengths differ only for a signature that is no MD5 at all; that much may show.
  return a.length === b.length && timingSafeEqual(a, b);
}
