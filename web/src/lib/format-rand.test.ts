import { formatRand } from './format';

// Written with ordinary spaces here; the formatter uses non-breaking ones.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatRand', () => {
  it('writes rand with a space between thousands and two decimals', () => {
    expect(plain(formatRand(12500))).toBe('R 12 500.00');
    expect(plain(formatRand(18750000))).toBe('R 18 750 000.00');
    expect(plain(formatRand(9250.5))).toBe('R 9 250.50');
    expect(plain(formatRand(999))).toBe('R 999.00');
    expect(plain(formatRand(0))).toBe('R 0.00');
  });

  it('rounds to the cent', () => {
    expect(plain(formatRand(1234.567))).toBe('R 1 234.57');
    expect(plain(formatRand(0.004))).toBe('R 0.00');
  });

  it('puts the sign before the R', () => {
    expect(plain(formatRand(-1500))).toBe('-R 1 500.00');
    expect(plain(formatRand(-0.001))).toBe('R 0.00');
  });

  it('keeps an amount on one line', () => {
    expect(formatRand(12500)).not.toMatch(/ /);
  });
});
