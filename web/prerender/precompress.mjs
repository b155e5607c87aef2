// The last step of `npm run build`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every
// text file of the built site (pages, scripts, styles, the manifest, the sitemap…), compressed once
// at their strongest. The server sends the copy a browser accepts (api/src/http/precompressed.ts)
// instead of gzipping the same file again for every visitor: the portal's largest script cost
// about 7 ms of CPU per request that way, and Brotli's copy is smaller than gzip's.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** What the server would otherwise compress on the fly (text), by extension. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt', '.map']);
/** Below this the copy saves too little to be worth a second file (as `compression`'s threshold). */
const MIN_BYTES = 1024;

const ENCODERS = [
  {
    suffix: '.br',
    encode: (bytes) =>
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', encode: (bytes) => zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Every file under `dir`, hidden folders (Vite's `.vite`) and earlier copies left out. */
function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the compressed copies for every compressible file under `dir` and removes copies whose
 * original is gone or no longer gains from one. A copy is only kept when smaller than its original.
 * Returns how many files got copies and the bytes before and after (Brotli).
 */
export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const all = [...filesUnder(dir)];
  const kept = new Set();
  for (const file of all) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    for (const { suffix, encode } of ENCODERS) {
      const encoded = encode(bytes);
      if (encoded.length >= bytes.length) continue;
      fs.writeFileSync(file + suffix, encoded);
      kept.add(file + suffix);
      if (suffix === '.br') {
        totals.files++;
        totals.bytes += bytes.length;
        totals.brotliBytes += encoded.length;
      }
    }
  }
  for (const file of all) {
    if (ENCODERS.some(({ suffix }) => file.endsWith(suffix)) && !kept.has(file)) fs.rmSync(file, { force: true });
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The site's build folder, or another one named on the command line (the server's tests).
  const distDir = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const started = Date.now();
  const { files, bytes, brotliBytes } = precompressDir(distDir);
  const kb = (count) => `${Math.round(count / 1024)} KB`;
  console.log(`precompressed ${files} files (${kb(bytes)} → ${kb(brotliBytes)} with Brotli) in ${Date.now() - started} ms`);
}
