import { deflateSync } from 'node:zlib';
import { bombPng, pngChunk, pngHeader, pngImage, pngOf, pngRows, unknownFilterPng } from '../test/png-files';
import { checkPng } from './png-check';

const LIMITS = { maxWidth: 3000, maxHeight: 1500 };
const reasonFor = (bytes: Buffer) => {
  const result = checkPng(bytes, LIMITS);
  return result.ok ? 'ok' : result.reason;
};
const data = (width: number, height: number, options = {}) => pngChunk('IDAT', deflateSync(pngRows(width, height, options)));

describe('checkPng: whether a decoder can read a PNG without failing', () => {
  it('reads the 8-bit kinds a canvas or an editor makes: RGBA, RGB, grey, grey with alpha, indexed with transparency', () => {
    expect(checkPng(pngImage(400, 120, { stroke: true }), LIMITS)).toEqual({ ok: true, width: 400, height: 120, colourType: 6 });
    for (const colourType of [0, 2, 4]) expect(reasonFor(pngImage(60, 30, { colourType, filter: 4 }))).toBe('ok');
    const palette = pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));
    const indexed = pngOf(
      pngHeader(60, 30, { colourType: 3 }),
      palette,
      pngChunk('tRNS', Buffer.from([0])),
      data(60, 30, { colourType: 3 }),
      pngChunk('IEND'),
    );
    expect(reasonFor(indexed)).toBe('ok');
    // Ancillary chunks a decoder may skip are allowed, and image data split over several chunks.
    const rows = deflateSync(pngRows(60, 30));
    const split = pngOf(
      pngHeader(60, 30),
      pngChunk('tEXt', Buffer.from('Software\0canvas')),
      pngChunk('IDAT', rows.subarray(0, 10)),
      pngChunk('IDAT', rows.subarray(10)),
      pngChunk('IEND'),
    );
    expect(reasonFor(split)).toBe('ok');
  });

  it('refuses a row filter no decoder knows, on any row', () => {
    expect(reasonFor(unknownFilterPng())).toBe('row 30 has an unknown filter (9)');
    expect(reasonFor(pngImage(60, 30, { filter: 5, lastRowFilter: 0 }))).toBe('row 1 has an unknown filter (5)');
    expect(reasonFor(pngImage(60, 30, { lastRowFilter: 255 }))).toBe('row 30 has an unknown filter (255)');
  });

  it('stops inflating a decompression bomb at the pixel size, and refuses image data that is short or not zlib', () => {
    expect(reasonFor(bombPng())).toBe('its image data holds more than its pixel size');
    const short = pngOf(pngHeader(60, 30), pngChunk('IDAT', deflateSync(pngRows(60, 29))), pngChunk('IEND'));
    expect(reasonFor(short)).toBe('its image data holds less than its pixel size');
    const cut = deflateSync(pngRows(60, 30)).subarray(0, 20);
    expect(reasonFor(pngOf(pngHeader(60, 30), pngChunk('IDAT', cut), pngChunk('IEND')))).toBe('its image data is not a whole zlib stream');
    expect(reasonFor(pngOf(pngHeader(60, 30), pngChunk('IDAT', Buffer.from('not zlib at all')), pngChunk('IEND')))).toBe(
      'its image data is not a whole zlib stream',
    );
  });

  it('refuses chunks whose length runs past the end (a huge or "negative" one) or whose checksum is wrong', () => {
    const good = pngImage(60, 30);
    const huge = Buffer.from(good);
    huge.writeUInt32BE(0xfffffff0, 33); // the IDAT chunk's length, read as -16 by a decoder using signed 32-bit numbers
    expect(reasonFor(huge)).toBe('its "IDAT" chunk runs past the end of the file');
    const damaged = Buffer.from(good);
    damaged[45] ^= 0x01;
    expect(reasonFor(damaged)).toBe('its IDAT chunk is damaged (wrong checksum)');
    expect(reasonFor(good.subarray(0, good.length - 5))).toBe('it ends inside a chunk');
    expect(reasonFor(Buffer.concat([good, Buffer.from('trailing')]))).toBe('it has bytes after its end');
    expect(reasonFor(Buffer.from('GIF89a not a png'))).toBe('it does not start as a PNG file');
  });

  it('refuses a file without its header first, without its end, or with chunks out of place', () => {
    const rows = data(60, 30);
    expect(reasonFor(pngOf(rows, pngHeader(60, 30), pngChunk('IEND')))).toBe('its header chunk (IHDR) is missing or not first');
    expect(reasonFor(pngOf(pngHeader(60, 30), rows))).toBe('its end chunk (IEND) is missing');
    expect(reasonFor(pngOf(pngHeader(60, 30), pngChunk('IEND')))).toBe('it has no image data (IDAT)');
    const gap = pngOf(pngHeader(60, 30), pngChunk('IDAT', Buffer.alloc(0)), pngChunk('tEXt', Buffer.from('a\0b')), rows, pngChunk('IEND'));
    expect(reasonFor(gap)).toBe('its image data (IDAT) is not in one run');
    expect(reasonFor(pngOf(pngHeader(60, 30), pngChunk('ABCD', Buffer.alloc(4)), rows, pngChunk('IEND')))).toBe(
      'it has a chunk this server cannot read (ABCD)',
    );
    expect(reasonFor(pngOf(pngHeader(60, 30), pngHeader(60, 30), rows, pngChunk('IEND')))).toBe('it has more than one header or end chunk');
  });

  it('refuses palettes and transparency that do not fit the kind of image', () => {
    const indexedRows = data(60, 30, { colourType: 3 });
    const indexed = (...chunks: Buffer[]) => pngOf(pngHeader(60, 30, { colourType: 3 }), ...chunks, pngChunk('IEND'));
    expect(reasonFor(indexed(indexedRows))).toBe('it is an indexed image without a palette (PLTE)');
    expect(reasonFor(indexed(pngChunk('PLTE', Buffer.alloc(4)), indexedRows))).toBe('its palette (PLTE) is not whole');
    expect(reasonFor(indexed(indexedRows, pngChunk('PLTE', Buffer.alloc(3))))).toBe('its palette (PLTE) comes after its image data');
    expect(reasonFor(indexed(pngChunk('PLTE', Buffer.alloc(3)), pngChunk('tRNS', Buffer.alloc(2)), indexedRows))).toBe(
      'its transparency chunk (tRNS) does not fit its kind of image',
    );
    const grey = pngOf(
      pngHeader(60, 30, { colourType: 0 }),
      pngChunk('PLTE', Buffer.alloc(3)),
      data(60, 30, { colourType: 0 }),
      pngChunk('IEND'),
    );
    expect(reasonFor(grey)).toBe('it has a palette (PLTE) it may not have');
    const rgba = pngOf(pngHeader(60, 30), pngChunk('tRNS', Buffer.alloc(6)), data(60, 30), pngChunk('IEND'));
    expect(reasonFor(rgba)).toBe('its transparency chunk (tRNS) does not fit its kind of image');
  });

  it('refuses what is not 8-bit and non-interlaced, and sizes outside the limits', () => {
    expect(reasonFor(pngOf(pngHeader(60, 30, { bitDepth: 16 }), data(60, 30), pngChunk('IEND')))).toBe(
      'it is not an 8-bit, non-interlaced PNG',
    );
    expect(reasonFor(pngImage(60, 30, { interlace: 1 }))).toBe('it is not an 8-bit, non-interlaced PNG');
    expect(reasonFor(pngOf(pngHeader(60, 30, { colourType: 5 }), data(60, 30), pngChunk('IEND')))).toBe(
      'it is not an 8-bit, non-interlaced PNG',
    );
    expect(reasonFor(pngOf(pngHeader(0, 30), data(1, 30), pngChunk('IEND')))).toBe('it is 0 × 30 pixels, outside 1 × 1 to 3000 × 1500');
    expect(reasonFor(pngOf(pngHeader(3001, 1), data(1, 1), pngChunk('IEND')))).toBe('it is 3001 × 1 pixels, outside 1 × 1 to 3000 × 1500');
  });
});
