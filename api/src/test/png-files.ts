import { crc32, deflateSync } from 'node:zlib';

/*
 * PNG files made byte by byte for tests: a canvas-like signature, and the broken ones an attacker
 * would send (a wrong row filter, a decompression bomb), each a whole file with right checksums
 * unless a test breaks one on purpose.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** One chunk: its length, name, data and CRC. */
export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngHeader(width: number, height: number, { colourType = 6, bitDepth = 8, interlace = 0 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  header[12] = interlace;
  return pngChunk('IHDR', header);
}

/** The signature bytes, then the chunks, as given. */
export const pngOf = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks]);

export interface PixelsOptions {
  colourType?: number;
  /** The filter byte of every row but the last. */
  filter?: number;
  /** The filter byte of the last row. */
  lastRowFilter?: number;
  /** Draws a dark wave on a transparent ground, as a finger would; else the rows are zero. */
  stroke?: boolean;
  /** Random pixels, which deflate cannot shrink. */
  noise?: boolean;
}

/** The rows an image of this size inflates to: a filter byte, then each pixel's bytes. */
export function pngRows(width: number, height: number, options: PixelsOptions = {}): Buffer {
  const { colourType = 6, filter = 0, lastRowFilter = filter, stroke = false, noise = false } = options;
  const bytesPerPixel = BYTES_PER_PIXEL[colourType];
  const rowLength = 1 + width * bytesPerPixel;
  const rows = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * rowLength] = y === height - 1 ? lastRowFilter : filter;
    for (let x = 0; x < width; x += 1) {
      const at = y * rowLength + 1 + x * bytesPerPixel;
      if (noise) for (let channel = 0; channel < bytesPerPixel; channel += 1) rows[at + channel] = Math.floor(Math.random() * 256);
      else if (stroke && Math.abs(y - height / 2 - Math.round((height / 4) * Math.sin(x / 25))) < 3)
        rows.set([20, 30, 90, 255].slice(0, bytesPerPixel), at);
    }
  }
  return rows;
}

/** A whole 8-bit PNG: header, image data (these rows, deflated) and end. */
export function pngImage(width: number, height: number, options: PixelsOptions & { interlace?: number } = {}): Buffer {
  const colourType = options.colourType ?? 6;
  return pngOf(
    pngHeader(width, height, { colourType, interlace: options.interlace }),
    pngChunk('IDAT', deflateSync(pngRows(width, height, options), { level: 9 })),
    pngChunk('IEND'),
  );
}

/**
 * The attack the server once fell to: a 60 × 30 RGBA image whose last row names filter 9, which
 * no decoder knows. It passes every check of the header; png-js throws on it inside zlib's callback.
 */
export const unknownFilterPng = () => pngImage(60, 30, { lastRowFilter: 9 });

/**
 * A decompression bomb: the largest signature size allowed, with image data that inflates to
 * `inflatedBytes` of zeros (far more than its pixels) from a few kilobytes.
 */
export function bombPng(width = 3000, height = 1500, inflatedBytes = 64 * 1024 * 1024): Buffer {
  return pngOf(pngHeader(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(inflatedBytes), { level: 9 })), pngChunk('IEND'));
}
