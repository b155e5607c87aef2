import { centsToDecimal } from '../../../../../validation/billing/money';

/** A day as 2026-03-31 written DD/MM/YYYY (Xero for a South African organisation) or DD-MM-YYYY (Sage). */
export const dayMonthYear = (day: string, separator: '/' | '-') => day.split('-').reverse().join(separator);

/** Thousandths as an exact decimal: 2500 is "2.5", 1000 is "1". */
export function quantityOf(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const whole = Math.abs(thousandths);
  const fraction = String(whole % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(whole / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as rand with a dot and two decimals, exactly: 123456 is "1234.56", -500 is "-5.00". */
export const randOf = (cents: number) => centsToDecimal(cents);
