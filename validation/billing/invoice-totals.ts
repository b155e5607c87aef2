import { vatTreatmentValues, type VatTreatment } from './vat';

/*
 * The amounts of an invoice (docs/billing.md#vat-on-an-invoice). Prices are exclusive of VAT.
 * Each line is rounded to the cent on its own, and the invoice's totals are the sums of those
 * rounded lines: what the invoice prints always adds up, whatever the rounding did.
 */

/** 100 000 of something on one line, in thousandths. */
export const MAX_QUANTITY_THOUSANDTHS = 100_000_000;

/** A tax invoice is a full one when its total, VAT included, is more than R5 000 (section 20(4) and 20(5) of the VAT Act). */
export const FULL_TAX_INVOICE_ABOVE_CENTS = 500_000;

/** A line as an invoice keeps it: 2.5 hours is 2500 thousandths, R 850.00 is 85000 cents, exclusive of VAT. */
export interface InvoiceLine {
  quantityThousandths: number;
  unitPriceCents: number;
  treatment: VatTreatment;
}

export interface LineAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceTotals {
  lines: LineAmounts[];
  netCents: number;
  vatCents: number;
  /** Net plus VAT: what the client pays. */
  totalCents: number;
  /** The net and VAT of the standard-rated, zero-rated and exempt lines (every treatment present, 0 when unused). */
  byTreatment: Record<VatTreatment, { netCents: number; vatCents: number }>;
}

/**
 * The most an invoice's total, or any one price on it, may be: R 20 000 000.00. Every amount then
 * fits GraphQL's Int (up to 2^31 - 1 cents); an engagement billed more is billed in parts.
 */
export const MAX_INVOICE_AMOUNT_CENTS = 2_000_000_000;

export const taxInvoiceKindValues = ['full', 'abridged'] as const;
export type TaxInvoiceKind = (typeof taxInvoiceKindValues)[number];

// "2.5", "2", "1 000.125": a quantity as typed, its whole part grouped in threes by single spaces or not at all.
const QUANTITY_PATTERN = /^(\d+|\d{1,3}(?: \d{3})+)(?:\.(\d{1,3}))?$/;

/**
 * A quantity as typed or sent, in thousandths: more than 0, at most 3 decimals, at most 100 000.
 * A number is read through its shortest decimal form, like an amount (money.ts). Null otherwise.
 */
export function parseQuantity(text: string | number): number | null {
  if (typeof text === 'number' && !Number.isFinite(text)) return null;
  const match = QUANTITY_PATTERN.exec(
    String(text)
      .trim()
      .replace(/[ \u00a0\u202f]/g, ' '),
  );
  if (!match) return null;
  const whole = match[1].replace(/ /g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 6) return null;
  const thousandths = Number(whole) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return thousandths > 0 && thousandths <= MAX_QUANTITY_THOUSANDTHS ? thousandths : null;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** numerator / denominator (denominator > 0) rounded half away from zero, exactly. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator;
  const quotient = size / denominator + (2n * (size % denominator) >= denominator ? 1n : 0n);
  return numerator < 0n ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount ${value} is too large to be kept in cents`);
  return result;
}

/**
 * One line's amounts at `basisPoints` (1500 is 15 %): net is the unit price times the quantity,
 * VAT is net times the rate on standard-rated lines (0 on zero-rated and exempt ones), each rounded
 * half away from zero to the cent; gross is net plus VAT. The products are worked out in BigInt:
 * R 99 999 999.99 times 100 000 already passes what a double holds to the cent.
 */
export function lineAmounts(line: InvoiceLine, basisPoints: number): LineAmounts {
  assertWhole(line.quantityThousandths, 'quantityThousandths');
  assertWhole(line.unitPriceCents, 'unitPriceCents');
  assertWhole(basisPoints, 'basisPoints');
  if (basisPoints < 0) throw new RangeError(`basisPoints must not be negative, got ${basisPoints}`);
  if (!vatTreatmentValues.includes(line.treatment)) throw new RangeError(`Unknown VAT treatment ${String(line.treatment)}`);
  const net = divideRounded(BigInt(line.unitPriceCents) * BigInt(line.quantityThousandths), 1000n);
  const vat = line.treatment === 'standard' ? divideRounded(net * BigInt(basisPoints), 10_000n) : 0n;
  return { netCents: toSafeNumber(net), vatCents: toSafeNumber(vat), grossCents: toSafeNumber(net + vat) };
}

/** The invoice's amounts: each line's, and totals that are the sums of the lines as rounded (the rounding rule). */
export function invoiceTotals(lines: readonly InvoiceLine[], basisPoints: number): InvoiceTotals {
  const amounts = lines.map((line) => lineAmounts(line, basisPoints));
  // Summed in BigInt: a hundred lines at the limits pass 2^53 cents, and such a total throws rather than loses a cent.
  const sums = Object.fromEntries(vatTreatmentValues.map((treatment) => [treatment, { net: 0n, vat: 0n }])) as Record<
    VatTreatment,
    { net: bigint; vat: bigint }
  >;
  amounts.forEach((amount, index) => {
    sums[lines[index].treatment].net += BigInt(amount.netCents);
    sums[lines[index].treatment].vat += BigInt(amount.vatCents);
  });
  const net = vatTreatmentValues.reduce((sum, treatment) => sum + sums[treatment].net, 0n);
  const vat = vatTreatmentValues.reduce((sum, treatment) => sum + sums[treatment].vat, 0n);
  const byTreatment = Object.fromEntries(
    vatTreatmentValues.map((treatment) => [
      treatment,
      { netCents: toSafeNumber(sums[treatment].net), vatCents: toSafeNumber(sums[treatment].vat) },
    ]),
  ) as InvoiceTotals['byTreatment'];
  return { lines: amounts, netCents: toSafeNumber(net), vatCents: toSafeNumber(vat), totalCents: toSafeNumber(net + vat), byTreatment };
}

/** 'full' when the total, VAT included, is more than R5 000 (section 20(4)); else 'abridged' (section 20(5)). */
export function taxInvoiceKind(totalCents: number): TaxInvoiceKind {
  assertWhole(totalCents, 'totalCents');
  return totalCents > FULL_TAX_INVOICE_ABOVE_CENTS ? 'full' : 'abridged';
}
