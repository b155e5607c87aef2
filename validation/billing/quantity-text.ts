// Its own module: pages that only show quantities need none of the totals' arithmetic.

/** A quantity kept in thousandths as people write it, worked out in whole numbers: 2500 is "2.5", 1000 is "1", -2500 is "-2.5". */
export function formatQuantity(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const whole = Math.abs(thousandths);
  const fraction = String(whole % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(whole / 1000)}${fraction ? `.${fraction}` : ''}`;
}
