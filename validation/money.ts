/**
 * "R 12 500.00": rand (prefix R, docs/product.md#constants-and-limits) with the thousands grouped
 * by spaces, as South Africans write them, and always two decimals. The spaces are non-breaking so
 * that an amount never wraps across lines. Written by hand, like the month names, so that it reads
 * the same in every browser and on the server (engagement letters print it).
 */
export function formatRand(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}R\u00a0${whole}.${String(cents % 100).padStart(2, '0')}`;
}
