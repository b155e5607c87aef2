import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkedAgent } from '../../test/checked-requests';
import type TestAgent from 'supertest/lib/agent';
import { minimalPdf, minimalXlsx } from '../../demo/demo-files';
import { demoId, demoUserIds } from '../../demo/ids';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app';
import { Document } from './document.entity';

/** Tiny but valid files of every accepted type, and impostors, for the document tests. */
export const files = {
  pdf: () => minimalPdf('Provisional Tax IRP6', ['First period', 'Dlamini Logistics (Pty) Ltd']),
  xlsx: () =>
    minimalXlsx('VAT201', [
      ['Period', 'Output VAT (R)'],
      ['2025-01', 15000],
    ]),
  docx: () =>
    storedZip([
      { name: '[Content_Types].xml', data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
      { name: '_rels/.rels', data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>' },
      {
        name: 'word/document.xml',
        data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
      },
    ]),
  /** The Compound File Binary header of a .doc or .xls, padded to one sector. */
  ole2: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  /** The start of a Windows executable: "MZ", a DOS stub, then "PE". */
  exe: () =>
    Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(56),
      Buffer.from('PE\x00\x00', 'latin1'),
      Buffer.alloc(200),
    ]),
  text: () => Buffer.from('Please find my bank statement attached.\n'),
  /** A ZIP that is neither a Word document nor a workbook. */
  zip: () => storedZip([{ name: 'photos/receipt.txt', data: 'not an office document' }]),
};

/** A ZIP archive of uncompressed entries, enough for an Office Open XML package. */
export function storedZip(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** POST /api/documents/upload as the web's form sends it. */
export function uploadOverRest(agent: TestAgent, bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  let request = agent.post('/api/documents/upload').attach('file', bytes, fileName);
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return request;
}

export const UPLOAD_MUTATION = `mutation Upload($file: Upload!, $input: UploadDocumentInput) {
  uploadDocument(file: $file, input: $input) { id originalName category description status fileSize mimeType owner { id } uploadedBy { id } }
}`;

/** uploadDocument through the GraphQL multipart request spec, with Apollo's CSRF header. */
export function uploadOverGraphql(agent: TestAgent, bytes: Buffer, fileName: string, input: Record<string, unknown> = {}) {
  return agent
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null, input } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', bytes, fileName);
}

/** What is in UPLOAD_DIR, including temporary files (the storage writes `.partial-*` first). */
export function storedFiles(t: TestApp): string[] {
  return fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).sort() : [];
}

export function readStored(t: TestApp, fileName: string): Buffer {
  return fs.readFileSync(path.join(t.config.uploadDir, fileName));
}

export const documentsNamed = (t: TestApp, originalName: string) => t.database.dataSource.getRepository(Document).findBy({ originalName });

/** A fresh pending PDF of the demo client, uploaded as the client would. */
export async function clientDocument(
  t: TestApp,
  originalName = `Statement ${Math.random().toString(36).slice(2, 8)}.pdf`,
): Promise<{ id: string; originalName: string }> {
  const response = await uploadOverRest(await t.agent('client'), files.pdf(), originalName).expect(201);
  return response.body;
}

export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID } = demoUserIds;
/** The demo's second client's pending spreadsheet (seeded without its file in tests). */
export const SECOND_CLIENT_DOCUMENT_ID = demoId('document', 'patel-invoices');

/** A cookie-keeping agent signed in as the demo's second client (Ayesha Patel). */
export async function secondClientAgent(t: TestApp): Promise<TestAgent> {
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email: 'client2@example.com', password: DEMO_PASSWORD }).expect(200);
  return agent;
}
