import type { Readable } from 'node:stream';
import type TestAgent from 'supertest/lib/agent';
import PDFParser from 'pdf2json';
import { demoUserIds } from '../../demo/ids';
import { demoEngagementIds } from '../../demo/demo-portal';
import { demoLetterIds, demoLetterTemplateIds } from '../../demo/demo-engagement-letters';
import type { TestApp } from '../../test/test-app';
import { pngImage } from '../../test/png-files';
import { EngagementLetter } from './engagement-letter.entity';
export { newEngagement, engagementNotices } from '../../test/engagements';

export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID, admin: ADMIN_ID } = demoUserIds;
export { demoEngagementIds, demoLetterIds, demoLetterTemplateIds };

/** A letter as REST answers it, as far as the tests read it. */
export interface LetterJson {
  id: string;
  engagementId: string;
  clientId: string;
  templateId: string | null;
  title: string;
  body: string;
  bodySha256: string;
  status: string;
  viewedAt: string | null;
  signedAt: string | null;
  signedDocumentId: string | null;
  signedPdfSha256: string | null;
  [field: string]: unknown;
}

/** POST /api/engagement-letters, expecting `status`; answers the body. */
export async function sendLetter(
  agent: TestAgent,
  engagementId: string,
  templateId: string = demoLetterTemplateIds.taxReturn,
  status = 201,
) {
  const response = await agent.post('/api/engagement-letters').send({ engagementId, templateId }).expect(status);
  return response.body as LetterJson;
}

export const letterRow = (t: TestApp, id: string) => t.database.dataSource.getRepository(EngagementLetter).findOneByOrFail({ id });

// ---- A drawn signature ---------------------------------------------------------------------

/**
 * An 8-bit RGBA PNG as a canvas makes one: a dark stroke on a transparent ground. `noise` fills it
 * with random pixels instead, which deflate cannot shrink (to make a file too large).
 */
export function signaturePng(width = 400, height = 120, { noise = false, interlace = 0 } = {}): Buffer {
  return pngImage(width, height, { stroke: !noise, noise, interlace });
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** What a client sends to sign with a drawn signature. */
export const drawnSignature = (fullName = 'Sipho Dlamini') => ({
  fullName,
  agreeToSignElectronically: true,
  signature: { kind: 'drawn', image: dataUrl(signaturePng()) },
});

// ---- The signed PDF, read back ---------------------------------------------------------------

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const part of stream) chunks.push(Buffer.from(part as Buffer));
  return Buffer.concat(chunks);
}

/** A text run as pdf2json hands it: URI-encoded, except that a lone "%" (in "15%") may come as it is. */
function decodedRun(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return decodeURIComponent(encoded.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  }
}

/**
 * The text of each page of a PDF, line by line as drawn (pdf2json's text runs ordered by their
 * place on the page). Handed a copy of the bytes made here: pdf2json reads the whole ArrayBuffer
 * behind a Buffer, and under jest it recognises only this realm's Uint8Array, not Node's Buffer.
 */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, false);
    parser.on('pdfParser_dataError', (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))));
    parser.on('pdfParser_dataReady', (data) => {
      resolve(
        data.Pages.map((page) => {
          const runs = page.Texts.map((text) => ({ x: text.x, y: text.y, text: text.R.map((run) => decodedRun(run.T)).join('') }));
          runs.sort((a, b) => a.y - b.y || a.x - b.x);
          const lines: { y: number; text: string }[] = [];
          for (const run of runs) {
            const last = lines[lines.length - 1];
            if (last && Math.abs(last.y - run.y) < 0.3) last.text += run.text;
            else lines.push({ y: run.y, text: run.text });
          }
          return lines.map((line) => line.text.replace(/\s+/g, ' ').trim()).join('\n');
        }),
      );
    });
    const bytes = new Uint8Array(pdf.length);
    bytes.set(pdf);
    // Errors only (below 1): its pdf.js would say "Setting up fake worker" on the console each time.
    parser.parseBuffer(bytes as unknown as Buffer, -1);
  });
}

/** A text without any white space, to find a value that wrapped across lines. */
export const compact = (text: string) => text.replace(/\s+/g, '');
