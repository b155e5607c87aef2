import { PayfastFormError, parseOrderedForm } from './payfast-form';

describe('parseOrderedForm', () => {
  it('keeps the pairs in order, duplicates and empty values included', () => {
    expect(parseOrderedForm('b=2&a=1&b=3&empty=&bare')).toEqual([
      ['b', '2'],
      ['a', '1'],
      ['b', '3'],
      ['empty', ''],
      ['bare', ''],
    ]);
  });

  it('reads "+" as a space, %XX as a byte and the bytes as UTF-8', () => {
    expect(parseOrderedForm(Buffer.from('name=Test+User%2001&sum=1%2B1%3D2&who=%D0%92%D0%B0%D1%81%D1%8F&raw=é'))).toEqual([
      ['name', 'Test User 01'],
      ['sum', '1+1=2'],
      ['who', 'Вася'],
      ['raw', 'é'],
    ]);
  });

  it('skips the empty fields between separators, as browsers and PHP do', () => {
    expect(parseOrderedForm('&a=1&&b=2&')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(parseOrderedForm('')).toEqual([]);
  });

  it('refuses malformed percent-encoding, bytes that are not UTF-8 and a field with no name', () => {
    expect(() => parseOrderedForm('a=%G1')).toThrow(new PayfastFormError('Malformed percent-encoding in the value of "a"'));
    expect(() => parseOrderedForm('a=1%')).toThrow(PayfastFormError);
    expect(() => parseOrderedForm('a=%2')).toThrow(PayfastFormError);
    expect(() => parseOrderedForm('%zz=1')).toThrow(new PayfastFormError("Malformed percent-encoding in field 1's name"));
    expect(() => parseOrderedForm('a=%FF')).toThrow(new PayfastFormError('The value of "a" is not UTF-8'));
    expect(() => parseOrderedForm('a=1&=2')).toThrow(new PayfastFormError('Field 2 has no name'));
  });

  it('refuses a body over the size limit before reading it', () => {
    expect(() => parseOrderedForm(Buffer.alloc(16_385, 0x61))).toThrow(new PayfastFormError('The form is larger than 16384 bytes'));
    expect(() => parseOrderedForm('é'.repeat(9000))).toThrow(PayfastFormError);
    expect(parseOrderedForm('a'.repeat(16_384))).toEqual([['a'.repeat(16_384), '']]);
  });

  it('refuses more fields than the limit', () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index) => `f${index}=x`).join('&');
    expect(parseOrderedForm(fields(64))).toHaveLength(64);
    expect(() => parseOrderedForm(fields(65))).toThrow(new PayfastFormError('The form has more than 64 fields'));
    expect(() => parseOrderedForm('a=1&b=2&c=3', { maxBytes: 100, maxFields: 2 })).toThrow(PayfastFormError);
  });
});
