import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';

/*
 * Mutated client bytes for the fuzz tests: each starts from a file of the corpus the project
 * keeps (corpus/README.md says what each is) and goes through a few of the changes that break
 * decoders: bit flips, cuts, overwritten bytes, huge declared sizes, bytes inserted, another file
 * glued on (a polyglot), and, for PNGs, the chunks' checksums made right again so that the
 * damage reaches the decoder instead of stopping at the first checksum.
 *
 * FUZZ_RUNS sets how many inputs each property tries (a short budget in CI, more on demand) and
 * FUZZ_SEED the seed (fixed, so a failure in CI is the same failure on a laptop).
 */

const CORPUS = path.join(__dirname, 'corpus');

export const corpus: Record<string, Buffer> = Object.fromEntries(
  fs
    .readdirSync(CORPUS)
    .filter((name) => name !== 'README.md')
    .map((name) => [name, fs.readFileSync(path.join(CORPUS, name))]),
);

export const corpusNamed = (pattern: RegExp) => Object.keys(corpus).filter((name) => pattern.test(name));

/** fast-check's settings for every property: the seed and the number of runs. */
export function fuzzParameters(defaultRuns: number): fc.Parameters<unknown> {
  return {
    seed: Number(process.env.FUZZ_SEED ?? 20261128),
    numRuns: Number(process.env.FUZZ_RUNS ?? defaultRuns),
    endOnFailure: true,
  };
}

/** Sizes a decoder may trust and should not: zero, the signed-integer edges, "more than the file". */
const HUGE_VALUES = [0, 1, 0x7fffffff, 0x80000000, 0xfffffff0, 0xffffffff, 65_536, 100_000_000];

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'cut'; at: number }
  | { kind: 'overwrite'; at: number; bytes: Uint8Array }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'size'; at: number; value: number }
  | { kind: 'glue'; other: string }
  | { kind: 'fix-png-checksums' };

const position = fc.nat({ max: 1_000_000 });

const mutation = (files: string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: position, bit: fc.integer({ min: 0, max: 7 }) }),
    fc.record({ kind: fc.constant('cut' as const), at: position }),
    fc.record({ kind: fc.constant('overwrite' as const), at: position, bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
    fc.record({ kind: fc.constant('insert' as const), at: position, bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
    fc.record({ kind: fc.constant('size' as const), at: position, value: fc.constantFrom(...HUGE_VALUES) }),
    fc.record({ kind: fc.constant('glue' as const), other: fc.constantFrom(...files) }),
    fc.constant({ kind: 'fix-png-checksums' as const }),
  );

function apply(bytes: Buffer, change: Mutation): Buffer {
  const at = bytes.length === 0 ? 0 : 'at' in change ? change.at % bytes.length : 0;
  switch (change.kind) {
    case 'flip': {
      const copy = Buffer.from(bytes);
      if (copy.length > 0) copy[at] ^= 1 << change.bit;
      return copy;
    }
    case 'cut':
      return bytes.subarray(0, at);
    case 'overwrite': {
      const copy = Buffer.from(bytes);
      copy.set(change.bytes.subarray(0, Math.max(0, copy.length - at)), at);
      return copy;
    }
    case 'insert':
      return Buffer.concat([bytes.subarray(0, at), change.bytes, bytes.subarray(at)]);
    case 'size': {
      if (bytes.length < 4) return bytes;
      const copy = Buffer.from(bytes);
      copy.writeUInt32BE(change.value, Math.min(at, copy.length - 4));
      return copy;
    }
    case 'glue':
      return Buffer.concat([bytes, corpus[change.other]]);
    case 'fix-png-checksums':
      return withPngChecksumsFixed(bytes);
  }
}

/** The same chunks with right CRCs, as far as their lengths can be followed. */
function withPngChecksumsFixed(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  for (let at = 8; at + 12 <= copy.length;) {
    const length = copy.readUInt32BE(at);
    if (at + 12 + length > copy.length) break;
    copy.writeUInt32BE(crc32(copy.subarray(at + 4, at + 8 + length)), at + 8 + length);
    at += 12 + length;
  }
  return copy;
}

export interface MutatedFile {
  /** The corpus file it started from. */
  seed: string;
  bytes: Buffer;
}

/** A corpus file among `names`, through one to four mutations. */
export function mutatedFile(names: string[]): fc.Arbitrary<MutatedFile> {
  return fc
    .record({ seed: fc.constantFrom(...names), changes: fc.array(mutation(Object.keys(corpus)), { minLength: 1, maxLength: 4 }) })
    .map(({ seed, changes }) => ({ seed, bytes: changes.reduce(apply, corpus[seed]) }));
}
