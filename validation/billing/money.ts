/*
 * Money on invoices (docs/billing.md#money): whole cents in a safe integer, so that adding lines
 * up can never lose or invent a cent the way 0.1 + 0.2 does. Rand amounts are read from text (as
 * typed, as sent, as a database gives a DECIMAL(12,2) back) straight into cents, never through a
 * floating-point multiplication.
 */

/** R 99 999 999.99: the most an amount typed or sent may be (eight digits of rand, like an engagement's). */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

// "1234.56", "1234.5", "1234", or the rand grouped in threes by single spaces: "1 234.56".
const AMOUNT_PATTERN = /^(\d+|\d{1,3}(?: \d{3})+)(?:\.(\d{1,2}))?$/;
// What a database gives back: plain digits, a sign for a credit, at most two decimals.
const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
// Typed spaces: ordinary, non-breaking (formatCents prints them) and narrow non-breaking ones.
const SPACES = /[ \u00a0\u202f]/g;

/** Throws unless `cents` is a whole number of cents a JS number holds exactly. */
function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected a whole number of cents, got ${cents}`);
}

/** Rand digits and up to two decimals as cents; the digits are few enough (checked) to be exact. */
function toCents(rand: string, decimals: string | undefined): number {
  return Number(rand) * 100 + Number((decimals ?? '').padEnd(2, '0'));
}

/**
 * An amount in rand as a person types it or a program sends it, in cents: "1234.56", "1234.5",
 * "1234", "1 234.56" (spaces or non-breaking spaces between groups of three), "R 1 234.56"; at most
 * 2 decimals, 0 to R 99 999 999.99. A number is read through its shortest decimal form, so
 * 1234.56 is 123456 exactly and float noise such as 0.30000000000000004 is refused, not rounded.
 * Null for anything else (negative, more decimals, exponents, commas, too large).
 */
export function parseRandAmount(text: string | number): number | null {
  if (typeof text === 'number' && !Number.isFinite(text)) return null;
  const typed = String(text).trim().replace(/^R/, '').replace(SPACES, ' ').trim();
  const match = AMOUNT_PATTERN.exec(typed);
  if (!match) return null;
  const rand = match[1].replace(/ /g, '').replace(/^0+(?=\d)/, '');
  // Beyond ten digits the amount is over the limit anyway, and Number() would stop being exact.
  if (rand.length > 10) return null;
  const cents = toCents(rand, match[2]);
  return cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** "1234.56", "-5.00": cents as a DECIMAL(12,2) column takes them. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const whole = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A DECIMAL(12,2) column's value as cents, exactly: mysql2 gives a string ("1234.50"), SQLite a
 * number (1234.5), read through its shortest decimal form. Throws on anything else, since a
 * column that gives something else back is a bug to hear about, not an amount to guess.
 */
export function decimalToCents(value: string | number): number {
  if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw new TypeError(`Expected a decimal amount, got ${String(value)}`);
  }
  const match = DECIMAL_PATTERN.exec(String(value));
  const rand = match?.[2].replace(/^0+(?=\d)/, '');
  // DECIMAL(12,2) holds ten digits of rand; a longer one did not come from such a column.
  if (!match || rand === undefined || rand.length > 10)
    throw new RangeError(`Expected a decimal amount with at most 2 decimals, got ${String(value)}`);
  const cents = toCents(rand, match[3]);
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/**
 * "R 12 500.00", "-R 5.00": cents as formatRand (validation/money.ts) prints rand, with the same
 * non-breaking spaces, worked out from the cents themselves so no amount is rounded on the way.
 */
export function formatCents(cents: number): string {
  assertCents(cents);
  const whole = Math.abs(cents);
  const rand = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}R\u00a0${rand}.${String(whole % 100).padStart(2, '0')}`;
}
