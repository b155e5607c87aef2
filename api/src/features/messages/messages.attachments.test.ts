import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { demoMessageAttachments, writeDemoMessageFiles } from '../../demo/demo-messages';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { files, storedFiles } from '../documents/document-test-kit';
import { MessageAttachment } from './message-attachment.entity';
import { Message } from './message.entity';
import { ADVISOR_ID, CLIENT_ID, secondClientAgent, sendOverGraphql, sendOverRest } from './message-test-kit';
import { problem } from '../../test/problem';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of a download, whatever its content type. */
function download(agent: TestAgent | supertest.Agent, url: string) {
  return agent
    .get(url)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

const messagesWithSubject = (t: TestApp, subject: string) => t.database.dataSource.getRepository(Message).findBy({ subject });

describe.each(testDatabaseTargets)('message attachments ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    client = await t.agent('client');
    advisor = await t.agent('advisor');
  }, 60_000);
  afterAll(() => t.close());

  describe('sent through GraphQL (sendMessage with attachments)', () => {
    it('stores each file, lists it on the message in order and lets the recipient and the sender download the same bytes', async () => {
      const pdf = files.pdf();
      const xlsx = files.xlsx();
      const response = await sendOverGraphql(
        client,
        { recipientId: 'advisor@example.com', subject: 'Year-end pack', content: 'Both files.' },
        [
          { bytes: pdf, name: 'Bank Statement March.pdf' },
          { bytes: xlsx, name: 'Fixed assets.xlsx' },
        ],
      ).expect(200);
      expect(response.body.errors).toBeUndefined();
      const sent = response.body.data.sendMessage;
      expect(sent.recipient.id).toBe(ADVISOR_ID);
      expect(sent.attachments).toEqual([
        { id: expect.any(String), name: 'Bank Statement March.pdf', size: pdf.length, mimeType: PDF, downloadUrl: expect.any(String) },
        { id: expect.any(String), name: 'Fixed assets.xlsx', size: xlsx.length, mimeType: XLSX, downloadUrl: expect.any(String) },
      ]);
      expect(sent.attachments[0].downloadUrl).toBe(`/api/messages/${sent.id}/attachments/${sent.attachments[0].id}`);

      const byAdvisor = await download(advisor, sent.attachments[0].downloadUrl).expect(200);
      expect(Buffer.compare(byAdvisor.body as Buffer, pdf)).toBe(0);
      expect(byAdvisor.headers['content-type']).toBe(PDF);
      expect(byAdvisor.headers['content-disposition']).toContain('filename="Bank Statement March.pdf"');
      const bySender = await download(client, sent.attachments[1].downloadUrl).expect(200);
      expect(Buffer.compare(bySender.body as Buffer, xlsx)).toBe(0);
      expect(bySender.headers['content-type']).toBe(XLSX);

      const audit = await t.database.dataSource
        .getRepository(AuditLog)
        .findBy({ action: 'message_attachment.download', resourceId: sent.attachments[0].id });
      expect(audit).toEqual([
        expect.objectContaining({ userId: ADVISOR_ID, resourceType: 'message_attachment', details: { messageId: sent.id } }),
      ]);
    });

    it('refuses a renamed executable with UNSUPPORTED_MEDIA_TYPE naming the file, sending nothing and keeping no file', async () => {
      const before = storedFiles(t);
      const response = await sendOverGraphql(client, { recipientId: 'advisor@example.com', subject: 'Impostor', content: 'x' }, [
        { bytes: files.pdf(), name: 'Fine.pdf' },
        { bytes: files.exe(), name: 'invoice.pdf' },
      ]).expect(200);
      expect(response.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(response.body.errors[0].message).toBe(
        'invoice.pdf: Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted',
      );
      expect(storedFiles(t)).toEqual(before);
      expect(await messagesWithSubject(t, 'Impostor')).toEqual([]);
    });

    it('refuses six files with a field error on attachments before storing any', async () => {
      const before = storedFiles(t);
      const six = Array.from({ length: 6 }, (_, index) => ({ bytes: files.pdf(), name: `Page ${index + 1}.pdf` }));
      const response = await sendOverGraphql(
        client,
        { recipientId: 'advisor@example.com', subject: 'Six files', content: 'x' },
        six,
      ).expect(200);
      expect(response.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'attachments', message: 'Attach at most 5 files to one message' }],
      });
      expect(storedFiles(t)).toEqual(before);
      expect(await messagesWithSubject(t, 'Six files')).toEqual([]);
    });

    it('refuses files without a session (UNAUTHENTICATED)', async () => {
      const response = await sendOverGraphql(t.request, { recipientId: 'advisor@example.com', subject: 'Anon', content: 'x' }, [
        { bytes: files.pdf(), name: 'a.pdf' },
      ]).expect(200);
      expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('sent through POST /api/messages (multipart)', () => {
    it('answers 201 with the message and its files, with the fields before or after the files', async () => {
      const docx = files.docx();
      const first = await sendOverRest(client, { recipientId: ADVISOR_ID, subject: 'Signed letter', content: 'Attached.' }, [
        { bytes: docx, name: 'Engagement letter.docx' },
      ]).expect(201);
      expect(first.body).toMatchObject({
        senderId: CLIENT_ID,
        recipientId: ADVISOR_ID,
        subject: 'Signed letter',
        direction: 'sent',
        attachments: [
          {
            id: expect.any(String),
            name: 'Engagement letter.docx',
            size: docx.length,
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            downloadUrl: expect.stringMatching(/^\/api\/messages\/.+\/attachments\/.+$/),
          },
        ],
      });
      const bytes = await download(advisor, first.body.attachments[0].downloadUrl).expect(200);
      expect(Buffer.compare(bytes.body as Buffer, docx)).toBe(0);

      const later = await sendOverRest(
        client,
        { recipientId: 'advisor@example.com', subject: 'Fields last', content: 'Two files.' },
        [
          { bytes: files.pdf(), name: 'One.pdf' },
          { bytes: files.ole2(), name: 'Two.xls' },
        ],
        { filesFirst: true },
      ).expect(201);
      expect(later.body.attachments.map((attachment: { name: string }) => attachment.name)).toEqual(['One.pdf', 'Two.xls']);

      // The list answers them too.
      const list = await client.get('/api/messages').expect(200);
      const listed = list.body.find((message: { id: string }) => message.id === first.body.id);
      expect(listed.attachments).toEqual(first.body.attachments);
    });

    it('still takes JSON, with no files', async () => {
      const response = await client
        .post('/api/messages')
        .send({ recipientId: ADVISOR_ID, subject: 'Plain', content: 'No files.' })
        .expect(201);
      expect(response.body.attachments).toEqual([]);
    });

    it('answers 415 naming the file for another type or a renamed executable, storing nothing', async () => {
      const before = storedFiles(t);
      const fields = { recipientId: ADVISOR_ID, subject: 'Wrong type', content: 'x' };
      const text = await sendOverRest(client, fields, [{ bytes: files.text(), name: 'notes.txt' }]).expect(415);
      expect(text.body).toMatchObject({
        message: 'notes.txt: Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted',
      });
      const exe = await sendOverRest(client, fields, [
        { bytes: files.pdf(), name: 'Good.pdf' },
        { bytes: files.exe(), name: 'Statement.xlsx' },
      ]).expect(415);
      expect(exe.body.message).toMatch(/^Statement\.xlsx: Only PDF/);
      expect(storedFiles(t)).toEqual(before);
      expect(await messagesWithSubject(t, 'Wrong type')).toEqual([]);
    });

    it('answers 400 on attachments for six files, storing nothing', async () => {
      const before = storedFiles(t);
      const six = Array.from({ length: 6 }, (_, index) => ({ bytes: files.pdf(), name: `Page ${index + 1}.pdf` }));
      const response = await sendOverRest(client, { recipientId: ADVISOR_ID, subject: 'Six over REST', content: 'x' }, six).expect(400);
      expect(response.body).toMatchObject({
        message: 'Attach at most 5 files to one message',
        errors: [{ path: 'attachments', message: 'Attach at most 5 files to one message' }],
      });
      expect(storedFiles(t)).toEqual(before);
      expect(await messagesWithSubject(t, 'Six over REST')).toEqual([]);
    });

    it('answers 400 naming the field when a field is wrong, and removes the files it had stored', async () => {
      const before = storedFiles(t);
      const response = await sendOverRest(client, { recipientId: ADVISOR_ID, subject: '', content: 'No subject' }, [
        { bytes: files.pdf(), name: 'Kept nowhere.pdf' },
      ]).expect(400);
      expect(response.body.errors).toEqual([{ path: 'subject', message: 'Subject is required' }]);
      expect(storedFiles(t)).toEqual(before);
      expect(await t.database.dataSource.getRepository(MessageAttachment).findBy({ originalName: 'Kept nowhere.pdf' })).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      await sendOverRest(t.request, { recipientId: ADVISOR_ID, subject: 'x', content: 'x' }, [{ bytes: files.pdf(), name: 'a.pdf' }])
        .expect(401)
        .expect(problem({ message: 'Unauthorized' }));
    });
  });

  describe('downloading', () => {
    let url: string;
    let messageId: string;

    beforeAll(async () => {
      const sent = await sendOverRest(client, { recipientId: ADVISOR_ID, subject: 'Private file', content: 'Only for Lerato.' }, [
        { bytes: files.pdf(), name: 'Payslips.pdf' },
      ]).expect(201);
      url = sent.body.attachments[0].downloadUrl;
      messageId = sent.body.id;
    });

    it('answers 404 to anyone but the sender and the recipient, administrators included', async () => {
      await download(await secondClientAgent(t), url).expect(404);
      await download(await t.agent('admin'), url).expect(404);
    });

    it('answers 401 signed out', async () => {
      await t.request
        .get(url)
        .expect(401)
        .expect(problem({ message: 'Unauthorized' }));
    });

    it('answers 404 for an unknown file and for a file asked for under another message', async () => {
      await download(client, `/api/messages/${messageId}/attachments/00000000-0000-4000-8000-00000000ffff`).expect(404);
      const other = demoMessageAttachments[0];
      // The client may see both messages, but that file is not this message's.
      await download(client, `/api/messages/${messageId}/attachments/${other.id}`).expect(404);
    });

    it("serves the demo message's files to the demo client and advisor", async () => {
      writeDemoMessageFiles(t.config.uploadDir);
      for (const file of demoMessageAttachments) {
        const path = `/api/messages/${file.messageId}/attachments/${file.id}`;
        for (const agent of [client, advisor]) {
          const response = await download(agent, path).expect(200);
          expect(Buffer.compare(response.body as Buffer, file.content())).toBe(0);
          expect(response.headers['content-type']).toBe(file.mimeType);
        }
      }
    });
  });
});

describe('the size limit of a message', () => {
  let t: TestApp;
  // 0.01 MB: 10,485 bytes for the files of one message together.
  const limit = Math.floor(0.01 * 1024 * 1024);
  const paddedPdf = (size: number) => Buffer.concat([files.pdf(), Buffer.alloc(size - files.pdf().length, 0x20)]);
  const fields = { recipientId: ADVISOR_ID, subject: 'Large', content: 'x' };

  beforeAll(async () => {
    t = await createTestApp({}, { MAX_UPLOAD_MB: '0.01' });
  });
  afterAll(() => t.close());

  it('takes files of exactly the limit together', async () => {
    const client = await t.agent('client');
    const half = Math.floor(limit / 2);
    await sendOverRest(client, fields, [
      { bytes: paddedPdf(half), name: 'First half.pdf' },
      { bytes: paddedPdf(limit - half), name: 'Second half.pdf' },
    ]).expect(201);
  });

  it('answers 413 naming the file that is too large, through both APIs, storing nothing', async () => {
    const client = await t.agent('client');
    const before = storedFiles(t);
    const rest = await sendOverRest(client, fields, [{ bytes: paddedPdf(limit + 1), name: 'Scan.pdf' }]).expect(413);
    expect(rest.body).toMatchObject({ message: 'Scan.pdf is larger than the 0.01 MB limit' });
    const graphql = await sendOverGraphql(client, fields, [{ bytes: paddedPdf(limit + 1), name: 'Scan.pdf' }]).expect(200);
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'Scan.pdf is larger than the 0.01 MB limit',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(storedFiles(t)).toEqual(before);
  });

  it('answers 413 naming the file that takes the message over the limit together', async () => {
    const client = await t.agent('client');
    const before = storedFiles(t);
    const response = await sendOverRest(client, fields, [
      { bytes: paddedPdf(limit - 100), name: 'Big.pdf' },
      { bytes: paddedPdf(1000), name: 'Small.pdf' },
    ]).expect(413);
    expect(response.body.message).toBe("Small.pdf would make this message's attachments larger than the 0.01 MB limit together");
    expect(storedFiles(t)).toEqual(before);
  });
});
