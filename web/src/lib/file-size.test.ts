import { formatFileSize } from './file-size';

describe('file sizes (docs/product.md#constants-and-limits)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234, '1.21 KB'],
    [1024 * 1024, '1 MB'],
    [2_469_606, '2.36 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [1024 ** 3 * 1.255, '1.25 GB'],
    [1024 ** 4 * 3, '3072 GB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('writes nonsense as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
