/*
 * VAT as data (docs/billing.md#vat-on-an-invoice): the three ways a supply is treated, the
 * standard rate from each day on, and the VAT registration number a tax invoice prints.
 */

/** Standard-rated (most of a firm's services), zero-rated, or exempt. */
export const vatTreatmentValues = ['standard', 'zero_rated', 'exempt'] as const;
export type VatTreatment = (typeof vatTreatmentValues)[number];

/** The standard rate from a day on: 1500 basis points is 15 %. */
export interface VatRateFromDay {
  basisPoints: number;
  /** YYYY-MM-DD (SAST). */
  appliesFrom: string;
}

/**
 * The standard rate since 1993: 14 % from 7 April 1993, 15 % from 1 April 2018 (section 7(1) of
 * the Value-Added Tax Act 89 of 1991; the 2018 increase was announced under section 7(4) in the
 * Budget Speech of 21 February 2018). The api writes these into its vat_rates table on every start, adding any that are missing.
 */
export const STANDARD_RATE_HISTORY: readonly VatRateFromDay[] = [
  { basisPoints: 1400, appliesFrom: '1993-04-07' },
  { basisPoints: 1500, appliesFrom: '2018-04-01' },
];

/** The rate in force on `day` (YYYY-MM-DD): the one from the latest day on or before it; null before every rate. */
export function rateOn<Rate extends VatRateFromDay>(rates: readonly Rate[], day: string): Rate | null {
  let found: Rate | null = null;
  for (const rate of rates) {
    if (rate.appliesFrom <= day && (!found || rate.appliesFrom > found.appliesFrom)) found = rate;
  }
  return found;
}

/** "15", "15.5", "15.25": a rate in basis points as the per cent people write. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  return hundredths === 0 ? String(whole) : `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** "15 %", "15.5 %": a rate as the firm prints it (a non-breaking space before the sign). */
export function formatRate(basisPoints: number): string {
  return `${percentText(basisPoints)}\u00a0%`;
}

/** A VAT registration number as typed, without its spaces. */
export function normaliseVatNumber(text: string): string {
  return text.replace(/[\s\u00a0]/g, '');
}

/** A South African VAT registration number: 10 digits beginning with 4 (spaces allowed as typed). */
export function isVatNumber(text: string): boolean {
  return /^4\d{9}$/.test(normaliseVatNumber(text));
}
