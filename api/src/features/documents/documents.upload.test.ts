import path from 'node:path';
import { Transform } from 'node:stream';
import { Repository, type ObjectLiteral } from 'typeorm';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from './document.entity';
import {
  CLIENT_ID,
  SECOND_CLIENT_ID,
  documentsNamed,
  files,
  readStored,
  storedFiles,
  uploadOverGraphql,
  uploadOverRest,
} from './document-test-kit';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(testDatabaseTargets)('uploading documents ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  describe('through POST /api/documents/upload', () => {
    it('stores a real PDF as a pending document of the uploader, answers 201 and records who uploaded it', async () => {
      const client = await t.agent('client');
      const bytes = files.pdf();
      const response = await uploadOverRest(client, bytes, 'ITR14 2026.pdf', {
        category: 'tax-returns',
        description: 'Signed return',
      }).expect(201);
      expect(response.body).toMatchObject({
        id: expect.any(String),
        userId: CLIENT_ID,
        originalName: 'ITR14 2026.pdf',
        category: 'tax-returns',
        description: 'Signed return',
        status: 'pending',
        fileSize: bytes.length,
        mimeType: PDF,
        downloadCount: 0,
        uploadedBy: CLIENT_ID,
      });
      expect(response.body).not.toHaveProperty('fileName');
      const row = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: response.body.id });
      expect(readStored(t, row.fileName).equals(bytes)).toBe(true);
      const audit = await t.database.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'document.upload', resourceId: row.id });
      expect(audit.userId).toBe(CLIENT_ID);
    });

    it('answers 400 to a body cut short inside a part nobody reads (another field’s file), and keeps serving', async () => {
      // busboy destroys the unread part with the form's error: once, nobody listened and the process ended.
      const client = await t.agent('client');
      const boundary = 'cutshortboundary42';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="Return.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        files.pdf(),
      ]);
      const response = await client
        .post('/api/documents/upload')
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: 'file', message: 'The upload could not be read: Unexpected end of form' }]);
      await t.request.get('/healthz').expect(200);
    });

    it('accepts a DOCX and an XLSX, typed by their contents', async () => {
      const client = await t.agent('client');
      expect((await uploadOverRest(client, files.docx(), 'Engagement letter.docx').expect(201)).body).toMatchObject({
        mimeType: DOCX,
        category: 'general',
        description: null,
      });
      expect((await uploadOverRest(client, files.xlsx(), 'Trial balance.XLSX').expect(201)).body.mimeType).toBe(XLSX);
    });

    it('takes the category and description even when the form sends them after the file', async () => {
      const client = await t.agent('client');
      const response = await client
        .post('/api/documents/upload')
        .attach('file', files.pdf(), 'Late fields.pdf')
        .field('category', 'compliance')
        .field('description', 'B-BBEE affidavit')
        .expect(201);
      expect(response.body).toMatchObject({ category: 'compliance', description: 'B-BBEE affidavit' });
    });

    it('refuses a renamed executable and a text file named .pdf with 415, storing nothing', async () => {
      const client = await t.agent('client');
      const before = storedFiles(t);
      const exe = await uploadOverRest(client, files.exe(), 'invoice.pdf').expect(415);
      expect(exe.body).toMatchObject({ message: 'Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted' });
      await uploadOverRest(client, files.text(), 'statement.pdf').expect(415);
      await uploadOverRest(client, files.zip(), 'letter.docx').expect(415);
      await uploadOverRest(client, files.docx(), 'workbook.xlsx').expect(415);
      expect(await documentsNamed(t, 'invoice.pdf')).toEqual([]);
      expect(await documentsNamed(t, 'statement.pdf')).toEqual([]);
      expect(storedFiles(t)).toEqual(before);
    });

    it('refuses other extensions with 415 whatever the bytes', async () => {
      const client = await t.agent('client');
      await uploadOverRest(client, files.pdf(), 'setup.exe').expect(415);
      await uploadOverRest(client, files.pdf(), 'notes.txt').expect(415);
      await uploadOverRest(client, files.pdf(), 'no-extension').expect(415);
    });

    it('stores a traversal-looking name under a random key inside UPLOAD_DIR and keeps only its last segment', async () => {
      const client = await t.agent('client');
      const response = await uploadOverRest(client, files.pdf(), '../../etc/passwd.pdf').expect(201);
      expect(response.body.originalName).toBe('passwd.pdf');
      const row = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: response.body.id });
      expect(row.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(path.dirname(path.resolve(t.config.uploadDir, row.fileName))).toBe(path.resolve(t.config.uploadDir));
      const windows = await uploadOverRest(client, files.pdf(), '..\\..\\Windows\\evil\u202Efdp.pdf').expect(201);
      expect(windows.body.originalName).toBe('evilfdp.pdf');
    });

    it('caps a long original name at 255 characters, keeping the extension', async () => {
      const client = await t.agent('client');
      const response = await uploadOverRest(client, files.pdf(), `${'Annual financial statements '.repeat(12)}.pdf`).expect(201);
      expect(Array.from(response.body.originalName as string)).toHaveLength(255);
      expect(response.body.originalName).toMatch(/\.pdf$/);
    });

    it('refuses an unknown category with a field error and removes the stored file', async () => {
      const client = await t.agent('client');
      const before = storedFiles(t);
      const response = await client
        .post('/api/documents/upload')
        .attach('file', files.pdf(), 'Bad category.pdf')
        .field('category', 'holiday-photos')
        .expect(400);
      expect(response.body.errors).toEqual([{ path: 'category', message: 'Choose a category from the list' }]);
      expect(storedFiles(t)).toEqual(before);
      expect(await documentsNamed(t, 'Bad category.pdf')).toEqual([]);
    });

    it('asks for a file when none is sent', async () => {
      const client = await t.agent('client');
      const response = await client.post('/api/documents/upload').field('category', 'general').expect(400);
      expect(response.body.errors).toEqual([{ path: 'file', message: 'Choose a file to upload' }]);
    });

    it('answers 401 without a session', async () => {
      expect((await uploadOverRest(t.request, files.pdf(), 'anonymous.pdf').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    });

    it("lets staff file a document for a client, and ignores a client's attempt to file for someone else", async () => {
      const advisor = await t.agent('advisor');
      const forClient = await uploadOverRest(advisor, files.pdf(), 'Assessment for Ayesha.pdf', { clientId: SECOND_CLIENT_ID }).expect(201);
      expect(forClient.body).toMatchObject({ userId: SECOND_CLIENT_ID, uploadedBy: expect.not.stringMatching(SECOND_CLIENT_ID) });
      const client = await t.agent('client');
      const own = await uploadOverRest(client, files.pdf(), 'Not for Ayesha.pdf', { clientId: SECOND_CLIENT_ID }).expect(201);
      expect(own.body.userId).toBe(CLIENT_ID);
      const unknown = await uploadOverRest(advisor, files.pdf(), 'For nobody.pdf', {
        clientId: '00000000-0000-4000-8000-00000000ffff',
      }).expect(400);
      expect(unknown.body.errors).toEqual([{ path: 'clientId', message: 'Choose a client from the list' }]);
    });
  });

  describe('through the GraphQL multipart request spec', () => {
    it('uploads a PDF with the preflight header and answers the document with its owner', async () => {
      const client = await t.agent('client');
      const response = await uploadOverGraphql(client, files.pdf(), 'Provisional tax.pdf', { category: 'TAX_RETURNS' }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.uploadDocument).toMatchObject({
        originalName: 'Provisional tax.pdf',
        category: 'TAX_RETURNS',
        status: 'PENDING',
        mimeType: PDF,
        owner: { id: CLIENT_ID },
        uploadedBy: { id: CLIENT_ID },
      });
    });

    it('is refused by the CSRF guard without the preflight header', async () => {
      const client = await t.agent('client');
      const response = await client
        .post('/graphql')
        .field(
          'operations',
          JSON.stringify({ query: 'mutation ($file: Upload!) { uploadDocument(file: $file) { id } }', variables: { file: null } }),
        )
        .field('map', JSON.stringify({ 0: ['variables.file'] }))
        .attach('0', files.pdf(), 'csrf.pdf');
      expect(response.status).toBe(400);
      expect(await documentsNamed(t, 'csrf.pdf')).toEqual([]);
    });

    it('applies the same rules: a renamed executable is UNSUPPORTED_MEDIA_TYPE, no session is UNAUTHENTICATED', async () => {
      const client = await t.agent('client');
      const exe = await uploadOverGraphql(client, files.exe(), 'renamed.pdf').expect(200);
      expect(exe.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const anonymous = await uploadOverGraphql(t.request, files.pdf(), 'anonymous.pdf').expect(200);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await documentsNamed(t, 'renamed.pdf')).toEqual([]);
    });
  });

  describe('when something fails', () => {
    it('leaves neither a row nor a partial file when the storage fails midway', async () => {
      const storage = t.app.services.documents.storage;
      const save = storage.save.bind(storage);
      const spy = jest.spyOn(storage, 'save').mockImplementationOnce((stream, options) => {
        let passed = 0;
        const diskFull = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            passed += chunk.length;
            if (passed > 100) callback(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
            else callback(null, chunk);
          },
        });
        return save(stream.pipe(diskFull), options);
      });
      try {
        const before = storedFiles(t);
        const client = await t.agent('client');
        await uploadOverRest(client, files.pdf(), 'Disk full.pdf').expect(500);
        expect(spy).toHaveBeenCalled();
        expect(storedFiles(t)).toEqual(before);
        expect(await documentsNamed(t, 'Disk full.pdf')).toEqual([]);
      } finally {
        spy.mockRestore();
      }
    });

    it('removes the stored file when the row cannot be written', async () => {
      // Whichever repository writes it (the row is inserted in a transaction, with its webhook event).
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each repository as `this`
      const save = Repository.prototype.save;
      const spy = jest.spyOn(Repository.prototype, 'save').mockImplementation(function (this: Repository<ObjectLiteral>, ...args: never[]) {
        if (this.target === Document) return Promise.reject(new Error('Lost connection to the database'));
        return (save as (...args: never[]) => Promise<unknown>).apply(this, args);
      } as never);
      try {
        const before = storedFiles(t);
        const client = await t.agent('client');
        await uploadOverRest(client, files.pdf(), 'Database down.pdf').expect(500);
        expect(spy).toHaveBeenCalled();
        expect(storedFiles(t)).toEqual(before);
      } finally {
        spy.mockRestore();
      }
      expect(await documentsNamed(t, 'Database down.pdf')).toEqual([]);
    });
  });
});

describe('the upload size limit', () => {
  let t: TestApp;
  // 0.01 MB: 10,485 bytes.
  const limit = Math.floor(0.01 * 1024 * 1024);
  const paddedPdf = (size: number) => Buffer.concat([files.pdf(), Buffer.alloc(size - files.pdf().length, 0x20)]);

  beforeAll(async () => {
    t = await createTestApp({}, { MAX_UPLOAD_MB: '0.01' });
  });
  afterAll(() => t.close());

  it('accepts a file of exactly the limit', async () => {
    const client = await t.agent('client');
    expect((await uploadOverRest(client, paddedPdf(limit), 'At the limit.pdf').expect(201)).body.fileSize).toBe(limit);
  });

  it('answers 413 one byte over the limit, through both APIs, storing nothing', async () => {
    const client = await t.agent('client');
    const before = storedFiles(t);
    const rest = await uploadOverRest(client, paddedPdf(limit + 1), 'Over the limit.pdf').expect(413);
    expect(rest.body).toMatchObject({ message: 'The file is larger than the 0.01 MB limit' });
    const graphql = await uploadOverGraphql(client, paddedPdf(limit + 1), 'Over the limit.pdf').expect(200);
    expect(graphql.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles(t)).toEqual(before);
    expect(await documentsNamed(t, 'Over the limit.pdf')).toEqual([]);
  });

  it('answers 413 from Content-Length alone for a body far over the limit', async () => {
    const client = await t.agent('client');
    const response = await uploadOverRest(client, paddedPdf(2 * 1024 * 1024), 'Huge.pdf').expect(413);
    expect(response.body.message).toBe('The file is larger than the 0.01 MB limit');
    const graphql = await uploadOverGraphql(client, paddedPdf(2 * 1024 * 1024), 'Huge.pdf').expect(413);
    expect(graphql.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
