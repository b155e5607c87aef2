import fc from 'fast-check';
import { formatRand, parseRandCents, phpTrim, phpUrlencode } from './payfast-encoding';

describe('phpUrlencode', () => {
  it('encodes as PHP’s urlencode does, where encodeURIComponent would not', () => {
    // PHP: urlencode("a b~&=*'()!") === "a+b%7E%26%3D%2A%27%28%29%21"
    expect(phpUrlencode("a b~&=*'()!")).toBe('a+b%7E%26%3D%2A%27%28%29%21');
    expect(phpUrlencode('Aa0-_.')).toBe('Aa0-_.');
    expect(phpUrlencode('https://example.co.za/a?b=1')).toBe('https%3A%2F%2Fexample.co.za%2Fa%3Fb%3D1');
    expect(phpUrlencode('+%/\n')).toBe('%2B%25%2F%0A');
  });

  it('encodes non-ASCII text as its UTF-8 bytes in upper-case hex', () => {
    expect(phpUrlencode('é')).toBe('%C3%A9');
    expect(phpUrlencode('Вася')).toBe('%D0%92%D0%B0%D1%81%D1%8F');
    expect(phpUrlencode('R 2 443,75 💳')).toBe('R+2+443%2C75+%F0%9F%92%B3');
  });

  it('agrees with encodeURIComponent once PHP’s differences are accounted for', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const expected = encodeURIComponent(text)
          .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
          .replace(/%20/g, '+');
        expect(phpUrlencode(text)).toBe(expected);
      }),
    );
  });
});

describe('phpTrim', () => {
  it('strips only the characters PHP’s trim strips', () => {
    expect(phpTrim(' \t\n\r\0\x0Bvalue \t')).toBe('value');
    // A no-break space is not PHP whitespace (String.prototype.trim would strip it).
    expect(phpTrim('\u00A0value\u00A0')).toBe('\u00A0value\u00A0');
    expect(phpTrim('   ')).toBe('');
  });
});

describe('formatRand', () => {
  it('writes cents as rand with two decimals', () => {
    expect(formatRand(244375)).toBe('2443.75');
    expect(formatRand(0)).toBe('0.00');
    expect(formatRand(5)).toBe('0.05');
    expect(formatRand(29)).toBe('0.29');
    expect(formatRand(100)).toBe('1.00');
    expect(formatRand(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => formatRand(bad)).toThrow(RangeError);
  });
});

describe('parseRandCents', () => {
  it('reads PayFast’s amounts exactly', () => {
    expect(parseRandCents('2443.75')).toBe(244375);
    expect(parseRandCents('123')).toBe(12300);
    expect(parseRandCents('123.4')).toBe(12340);
    expect(parseRandCents('0.29')).toBe(29);
    expect(parseRandCents('-2.80')).toBe(-280);
    expect(parseRandCents('-0.00')).toBe(0);
    expect(parseRandCents('999999999999.99')).toBe(99999999999999);
  });

  it('answers undefined for anything else', () => {
    for (const bad of [
      '',
      '-',
      '.5',
      '5.',
      '1.234',
      '1e3',
      '1,00',
      ' 1.00',
      '1.00 ',
      '+1',
      'R1',
      '1 000.00',
      '0x10',
      '1'.repeat(13),
      '1'.repeat(1000),
    ]) {
      expect(parseRandCents(bad)).toBeUndefined();
    }
  });

  it('reads back what formatRand wrote, and its negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        expect(parseRandCents(formatRand(cents))).toBe(cents);
        if (cents > 0) expect(parseRandCents(`-${formatRand(cents)}`)).toBe(-cents);
      }),
    );
  });
});
