import { crc32, inflateSync } from 'node:zlib';

/*
 * Reads a whole PNG the way a decoder would, before any decoder sees it, and says whether a
 * decoder can take it without failing: every chunk's length within the file and its CRC right,
 * the chunks a decoder relies on present once and in their place, the image data inflated with
 * its output bounded by the pixel size (a decompression bomb stops at that bound), exactly one
 * scanline's worth of bytes per row, and a known filter on every row.
 *
 * Why this exists: pdfkit hands a PNG with an alpha channel to png-js, which inflates it and
 * undoes the row filters inside a zlib callback. A bad filter byte or a corrupt stream throws
 * there, outside every try/catch, and ends the process. png-js also walks the chunks trusting
 * their lengths (a negative one loops for ever, a huge one fills memory). Checked here, the
 * image png-js is given is one it decodes without error.
 */

/** 8-bit PNGs only: what a browser's canvas makes, and what the signed PDF carries. */
const BYTES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The five row filters of PNG's filter method 0 (None, Sub, Up, Average, Paeth). */
const LAST_FILTER_TYPE = 4;
const MAX_CHUNK_LENGTH = 0x7fffffff;
const CHUNK_TYPE = /^[A-Za-z]{4}$/;

export interface PngLimits {
  maxWidth: number;
  maxHeight: number;
}

export type PngCheck = { ok: true; width: number; height: number; colourType: number } | { ok: false; reason: string };

const refuse = (reason: string): PngCheck => ({ ok: false, reason });

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks in order, or why the file cannot be walked: a length past the end, a wrong CRC. */
function readChunks(bytes: Buffer): Chunk[] | string {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'it does not start as a PNG file';
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return 'it ends inside a chunk';
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (length > MAX_CHUNK_LENGTH || at + 12 + length > bytes.length)
      return `its ${JSON.stringify(type)} chunk runs past the end of the file`;
    if (!CHUNK_TYPE.test(type)) return 'a chunk has a name that is not four letters';
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      return `its ${type} chunk is damaged (wrong checksum)`;
    chunks.push({ type, data });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (at !== bytes.length) return 'it has bytes after its end';
  return chunks;
}

/** Whether the PNG can be decoded without error, within the pixel limits; why not if it cannot. */
export function checkPng(bytes: Buffer, limits: PngLimits): PngCheck {
  const chunks = readChunks(bytes);
  if (typeof chunks === 'string') return refuse(chunks);
  const [header] = chunks;
  if (header?.type !== 'IHDR' || header.data.length !== 13) return refuse('its header chunk (IHDR) is missing or not first');
  if (chunks[chunks.length - 1].type !== 'IEND' || chunks[chunks.length - 1].data.length !== 0)
    return refuse('its end chunk (IEND) is missing');

  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filterMethod, interlace] = header.data.subarray(8, 13);
  const bytesPerPixel = BYTES_PER_PIXEL[colourType];
  if (bitDepth !== 8 || bytesPerPixel === undefined || compression !== 0 || filterMethod !== 0 || interlace !== 0)
    return refuse('it is not an 8-bit, non-interlaced PNG');
  if (width < 1 || height < 1 || width > limits.maxWidth || height > limits.maxHeight)
    return refuse(`it is ${width} × ${height} pixels, outside 1 × 1 to ${limits.maxWidth} × ${limits.maxHeight}`);

  const order = checkChunkOrder(chunks, colourType);
  if (order) return refuse(order);

  // Each row is its filter byte and then its pixels: the exact size the image data must inflate to.
  const rowLength = 1 + width * bytesPerPixel;
  const expected = rowLength * height;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)), {
      maxOutputLength: expected,
    });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    return refuse(tooLarge ? 'its image data holds more than its pixel size' : 'its image data is not a whole zlib stream');
  }
  if (pixels.length !== expected) return refuse('its image data holds less than its pixel size');
  for (let row = 0; row < expected; row += rowLength) {
    if (pixels[row] > LAST_FILTER_TYPE) return refuse(`row ${row / rowLength + 1} has an unknown filter (${pixels[row]})`);
  }
  return { ok: true, width, height, colourType };
}

/**
 * The rules a decoder relies on: the palette of an indexed image before its data, a transparency
 * chunk of the size its colour type gives, the image data in one run, and no critical chunk this
 * check does not know (an uppercase first letter means a decoder must understand it).
 */
function checkChunkOrder(chunks: Chunk[], colourType: number): string | undefined {
  const count = (type: string) => chunks.filter((chunk) => chunk.type === type).length;
  const firstData = chunks.findIndex((chunk) => chunk.type === 'IDAT');
  if (firstData === -1) return 'it has no image data (IDAT)';
  const dataRun = chunks.slice(firstData).findIndex((chunk) => chunk.type !== 'IDAT');
  if (chunks.slice(firstData + dataRun).some((chunk) => chunk.type === 'IDAT')) return 'its image data (IDAT) is not in one run';

  for (const chunk of chunks) {
    const critical = chunk.type[0] === chunk.type[0].toUpperCase();
    if (critical && !['IHDR', 'PLTE', 'IDAT', 'IEND'].includes(chunk.type)) return `it has a chunk this server cannot read (${chunk.type})`;
  }
  if (count('IHDR') !== 1 || count('IEND') !== 1) return 'it has more than one header or end chunk';

  const paletteAt = chunks.findIndex((chunk) => chunk.type === 'PLTE');
  const palette = paletteAt === -1 ? undefined : chunks[paletteAt].data;
  if (colourType === 3 && !palette) return 'it is an indexed image without a palette (PLTE)';
  if (palette) {
    if (colourType === 0 || colourType === 4 || count('PLTE') !== 1) return 'it has a palette (PLTE) it may not have';
    if (palette.length === 0 || palette.length % 3 !== 0 || palette.length > 256 * 3) return 'its palette (PLTE) is not whole';
    if (paletteAt > firstData) return 'its palette (PLTE) comes after its image data';
  }

  const transparency = chunks.filter((chunk) => chunk.type === 'tRNS');
  if (transparency.length > 0) {
    const allowedLength = { 0: 2, 2: 6 }[colourType as 0 | 2];
    const fits =
      transparency.length === 1 &&
      chunks.indexOf(transparency[0]) < firstData &&
      (colourType === 3
        ? palette !== undefined && transparency[0].data.length <= palette.length / 3
        : transparency[0].data.length === allowedLength);
    if (!fits) return 'its transparency chunk (tRNS) does not fit its kind of image';
  }
  return undefined;
}
