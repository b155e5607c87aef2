import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { pngChunk, pngHeader, pngOf, pngRows } from '../png-files';
import { isAppError } from '../../shared/errors';
import { drawnSignaturePng } from '../../features/engagement-letters/drawn-signature';
import { renderSignedLetterPdf } from '../../features/engagement-letters/signed-letter-pdf';
import { corpusNamed, fuzzParameters, mutatedFile } from './mutations';

/*
 * The drawn signature's path without HTTP, where many inputs are cheap: every mutated PNG is
 * either refused as bad input naming the field, or made into a signed PDF. Before the PNG was read
 * whole (shared/png-check.ts), a refusal here could come as an error thrown inside zlib's
 * callback, which fails this test as an uncaught error, or as a test that never ends.
 */
const letter = (png: Uint8Array) =>
  renderSignedLetterPdf({
    letterId: 'fuzz',
    title: 'Engagement letter',
    body: 'The work we will do.',
    bodySha256: '0'.repeat(64),
    engagementTitle: 'Tax return',
    sentAt: new Date('2026-11-20T08:00:00Z'),
    sentByName: null,
    signer: {
      name: 'Sipho Dlamini',
      email: 'client@example.com',
      ipAddress: null,
      userAgent: null,
      signedAt: new Date(),
      withTwoStep: false,
    },
    signature: { kind: 'drawn', png },
  });

describe('fuzzing the drawn signature (FUZZ_RUNS, FUZZ_SEED)', () => {
  it('refuses a mutated PNG as bad input naming signature.image, or makes a PDF of it; never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedFile(corpusNamed(/\.png$/)), async ({ bytes }) => {
        let png: Uint8Array;
        try {
          png = drawnSignaturePng(`data:image/png;base64,${bytes.toString('base64')}`);
        } catch (error) {
          return isAppError(error) && error.code === 'BAD_USER_INPUT' && error.fieldErrors[0]?.path === 'signature.image';
        }
        const pdf = await letter(png);
        return pdf.subarray(0, 5).toString('latin1') === '%PDF-';
      }),
      fuzzParameters(400),
    );
  }, 120_000);

  it('takes a whole PNG of any kind and pixels exactly when every row’s filter is known, and makes a PDF of it', async () => {
    const image = fc
      .record({
        width: fc.integer({ min: 50, max: 120 }),
        height: fc.integer({ min: 20, max: 40 }),
        colourType: fc.constantFrom(0, 2, 4, 6),
        seed: fc.integer(),
        badRow: fc.option(fc.record({ row: fc.nat(), filter: fc.integer({ min: 5, max: 255 }) }), { freq: 2 }),
      })
      .map(({ width, height, colourType, seed, badRow }) => {
        // Pixels and filters from the seed: rows a decoder must undo with each of the five filters.
        const rows = pngRows(width, height, { colourType, noise: true });
        const rowLength = rows.length / height;
        for (let row = 0; row < height; row += 1) rows[row * rowLength] = Math.abs(seed + row) % 5;
        if (badRow) rows[(badRow.row % height) * rowLength] = badRow.filter;
        return {
          png: pngOf(pngHeader(width, height, { colourType }), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND')),
          bad: Boolean(badRow),
        };
      });
    await fc.assert(
      fc.asyncProperty(image, async ({ png, bad }) => {
        let checked: Uint8Array;
        try {
          checked = drawnSignaturePng(`data:image/png;base64,${png.toString('base64')}`);
        } catch (error) {
          return bad && isAppError(error) && /has an unknown filter/.test(error.message);
        }
        return !bad && (await letter(checked)).subarray(0, 5).toString('latin1') === '%PDF-';
      }),
      fuzzParameters(40),
    );
  }, 120_000);
});
