import fc from 'fast-check';
import { formatRand } from '../money';
import { MAX_AMOUNT_CENTS, centsToDecimal, decimalToCents, formatCents, parseRandAmount } from './money';

const NBSP = '\u00a0';
const amountWithinLimits = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
const signedAmountWithinLimits = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS });

describe('parseRandAmount', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['1 234.56', 123456],
    [`1${NBSP}234.56`, 123456],
    ['1\u202f234.56', 123456],
    ['R 1 234.56', 123456],
    [`R${NBSP}12${NBSP}500.00`, 1250000],
    ['R1234.56', 123456],
    ['  12 500  ', 1250000],
    ['0', 0],
    ['0.01', 1],
    ['007.10', 710],
    ['99 999 999.99', MAX_AMOUNT_CENTS],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseRandAmount(text)).toBe(cents);
  });

  it.each([
    [1234.56, 123456],
    [0.1, 10],
    [0.29, 29],
    [1.005, null],
    [12500, 1250000],
    [0, 0],
    [99_999_999.99, MAX_AMOUNT_CENTS],
  ])('reads the number %d through its shortest form as %p', (value, cents) => {
    expect(parseRandAmount(value)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'R',
    '-5',
    'R -5',
    '-R 5.00',
    '1.234',
    '1234.',
    '.5',
    '1,234.56',
    '1234,56',
    '1e3',
    '12 34',
    '1  234',
    '1 234 5',
    '1234 567',
    'RR 5',
    'r 5',
    '5 R',
    'abc',
    '100000000',
    '100 000 000.00',
    '99999999.991',
    '0x10',
    '+5',
  ])('refuses %j', (text) => {
    expect(parseRandAmount(text)).toBeNull();
  });

  it.each([0.1 + 0.2, -5, -0.01, 1e21, 100_000_000, Number.NaN, Number.POSITIVE_INFINITY, 1e-7])('refuses the number %p', (value) => {
    expect(parseRandAmount(value)).toBeNull();
  });

  it('refuses every amount written with three or more decimals, whatever the digits', () => {
    fc.assert(
      fc.property(fc.nat(99_999_999), fc.stringMatching(/^\d{3,6}$/), (rand, decimals) => {
        expect(parseRandAmount(`${rand}.${decimals}`)).toBeNull();
      }),
    );
  });
});

describe('centsToDecimal and decimalToCents', () => {
  it.each([
    [123456, '1234.56'],
    [-500, '-5.00'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [1250000, '12500.00'],
    [MAX_AMOUNT_CENTS, '99999999.99'],
  ])('writes %i cents as %j', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses to write %p, which is not a whole number of cents', (cents) => {
    expect(() => centsToDecimal(cents)).toThrow(RangeError);
  });

  it.each([
    ['1234.50', 123450],
    ['1234.56', 123456],
    ['-5.00', -500],
    ['0.00', 0],
    ['12.5', 1250],
    ['7', 700],
    ['9999999999.99', 999_999_999_999],
    [1234.5, 123450],
    [1234.56, 123456],
    [0.3, 30],
    [-5, -500],
    [0, 0],
  ])('reads what the database gives back, %p, as %i cents', (value, cents) => {
    expect(decimalToCents(value)).toBe(cents);
  });

  it('reads minus nothing as plain 0, not -0', () => {
    expect(Object.is(decimalToCents('-0.00'), 0)).toBe(true);
  });

  it.each([
    '1.234',
    '',
    'abc',
    '1 234.00',
    '1e3',
    '+5.00',
    '12345678901.00',
    ' 5.00',
    0.1 + 0.2,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('throws on %p', (value) => {
    expect(() => decimalToCents(value)).toThrow();
  });

  it('throws on what is neither a string nor a number', () => {
    expect(() => decimalToCents(null as never)).toThrow(TypeError);
    expect(() => decimalToCents({ toString: () => '5.00' } as never)).toThrow(TypeError);
  });

  it('reads back every amount within the limits exactly, typed, from mysql2 (a string) and from SQLite (a number)', () => {
    fc.assert(
      fc.property(amountWithinLimits, (cents) => {
        expect(parseRandAmount(centsToDecimal(cents))).toBe(cents);
        expect(parseRandAmount(Number(centsToDecimal(cents)))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(signedAmountWithinLimits, (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
        expect(decimalToCents(Number(centsToDecimal(cents)))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCents', () => {
  it.each([
    [1250000, `R${NBSP}12${NBSP}500.00`],
    [-500, `-R${NBSP}5.00`],
    [0, `R${NBSP}0.00`],
    [7, `R${NBSP}0.07`],
    [MAX_AMOUNT_CENTS, `R${NBSP}99${NBSP}999${NBSP}999.99`],
  ])('prints %i cents as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses what is not a whole number of cents, such as rand passed by mistake', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
  });

  it('prints every amount as formatRand prints the same rand, and reads back what it prints', () => {
    fc.assert(
      fc.property(signedAmountWithinLimits, (cents) => {
        expect(formatCents(cents)).toBe(formatRand(cents / 100));
        if (cents >= 0) expect(parseRandAmount(formatCents(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});
