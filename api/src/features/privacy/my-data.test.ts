import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { zipEntries, type ZipFileEntry } from '../../test/zip-entries';
import { AuditLog } from '../audit/audit-log.entity';
import { files, secondClientAgent, uploadOverRest, CLIENT_ID } from '../documents/document-test-kit';
import { LocalDiskStorage } from '../../shared/storage/local-disk-storage';
import { personalDataContributions } from '../../composition/personal-data-contributions';
import { MyDataService } from './my-data.service';

/** supertest keeps binary bodies as Buffers only when asked to. */
const asBuffer = (request: ReturnType<TestAgent['get']>) =>
  request.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });

const JSON_FILES = [
  'profile.json',
  'company.json',
  'engagements.json',
  'engagement-letters.json',
  'organizers.json',
  'tasks.json',
  'jobs.json',
  'invoices.json',
  'payments.json',
  'documents.json',
  'appointments.json',
  'messages.json',
  'notifications.json',
  'notification-preferences.json',
  'sessions.json',
  'api-tokens.json',
  'contact-submissions.json',
  'audit-log.json',
];

const SUMMARY = `{ myDataSummary { sections { key label file count } fileCount fileBytes totalItems estimatedBytes } }`;

interface Archive {
  headers: Record<string, string>;
  entries: ZipFileEntry[];
  names: string[];
  json<T = any>(file: string): T; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the archive's JSON as the shape it expects
  text(): string;
}

async function downloadArchive(agent: TestAgent): Promise<Archive> {
  const response = await asBuffer(agent.get('/api/privacy/my-data')).expect(200);
  const entries = zipEntries(response.body as Buffer);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return {
    headers: response.headers,
    entries,
    names: entries.map((entry) => entry.name),
    json: (file) => JSON.parse(byName.get(file)!.data.toString('utf8')),
    text: () => entries.map((entry) => entry.data.toString('utf8')).join('\n'),
  };
}

describe.each(testDatabaseTargets)('"My data" export ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  const clientBytes = files.pdf();
  const secondClientBytes = files.xlsx();
  let clientDocumentId: string;
  let secondClientDocumentId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    // Two records a page, so every list of the demo client is read in several pages.
    t.app.services.myData = new MyDataService(
      t.database.dataSource,
      new LocalDiskStorage(t.config.uploadDir),
      t.app.services.audit,
      personalDataContributions.sections,
      { pageSize: 2 },
    );
    [client, secondClient] = await Promise.all([t.agent('client'), secondClientAgent(t)]);
    clientDocumentId = (await uploadOverRest(client, clientBytes, 'Payslip: March 2026.pdf').expect(201)).body.id;
    secondClientDocumentId = (await uploadOverRest(secondClient, secondClientBytes, 'Patel private ledger.xlsx').expect(201)).body.id;
    const enquiry = {
      firstName: 'Sipho',
      lastName: 'Dlamini',
      message: 'Please call me about provisional tax for next year.',
      consent: true,
    };
    await t.request
      .post('/api/contact')
      .send({ ...enquiry, email: 'CLIENT@example.com' })
      .expect(201);
    await t.request
      .post('/api/contact')
      .send({ ...enquiry, email: 'someone.else@example.com' })
      .expect(201);
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 signed out, by REST and by GraphQL', async () => {
    const response = await t.request.get('/api/privacy/my-data').expect(401);
    expect(response.body).toMatchObject({ message: 'Unauthorized' });
    const viaGraphQL = await graphql(t.request, SUMMARY).expect(200);
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('streams a dated zip with README.txt, one JSON file per feature and the documents’ files', async () => {
    const archive = await downloadArchive(client);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toMatch(/^attachment; filename="khanya-my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(archive.headers['cache-control']).toBe('private, no-store');
    expect(archive.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(archive.names.slice(0, JSON_FILES.length + 1)).toEqual(['README.txt', ...JSON_FILES]);
    const readme = archive.entries[0].data.toString('utf8');
    for (const file of [...JSON_FILES, 'documents/']) expect(readme).toContain(file);

    const profile = archive.json('profile.json');
    expect(profile).toMatchObject({ id: CLIENT_ID, email: 'client@example.com', roles: ['client'] });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(archive.json('company.json')).toMatchObject({ name: expect.any(String) });
    expect(archive.json('notification-preferences.json')).toEqual(
      expect.objectContaining({ email: expect.any(Boolean), tasks: expect.any(Boolean) }),
    );
  });

  it('holds the uploaded document byte for byte under a safe unique name, and notes files the storage lacks', async () => {
    const archive = await downloadArchive(client);
    const documents = archive.json<{ id: string; archivePath: string; originalName: string }[]>('documents.json');
    const uploaded = documents.find((document) => document.id === clientDocumentId)!;
    expect(uploaded.archivePath).toBe(`documents/Payslip_ March 2026 (${clientDocumentId.slice(0, 8)}).pdf`);
    const file = archive.entries.find((entry) => entry.name === uploaded.archivePath)!;
    expect(Buffer.compare(file.data, clientBytes)).toBe(0);
    expect(file.method).toBe(0);
    // The test seed writes no files for the demo documents: each one is a note instead.
    const others = documents.filter((document) => document.id !== clientDocumentId);
    expect(others.length).toBeGreaterThan(2);
    for (const document of others) {
      const note = archive.entries.find((entry) => entry.name === `${document.archivePath}.missing.txt`);
      expect(note?.data.toString('utf8')).toContain(document.originalName);
    }
    const documentEntries = archive.names.filter((name) => name.startsWith('documents/'));
    expect(new Set(documentEntries).size).toBe(documentEntries.length);
    expect(documentEntries).toHaveLength(documents.length);
  });

  it('counts the same records in myDataSummary and in the archive, read across many pages', async () => {
    const summary = (await graphql(client, SUMMARY).expect(200)).body.data.myDataSummary;
    const archive = await downloadArchive(client);
    expect(summary.sections.map((section: { file: string }) => section.file)).toEqual(JSON_FILES);
    for (const section of summary.sections as { file: string; count: number }[]) {
      const content = archive.json(section.file);
      const records = Array.isArray(content) ? content.length : content === null ? 0 : 1;
      // The export itself is audited after the summary was read.
      if (section.file === 'audit-log.json') expect(records).toBeGreaterThan(section.count);
      else expect({ file: section.file, records }).toEqual({ file: section.file, records: section.count });
    }
    for (const file of ['engagements.json', 'tasks.json', 'notifications.json', 'messages.json', 'documents.json']) {
      expect({ file, records: archive.json(file).length > 2 }).toEqual({ file, records: true });
    }
    expect(summary.fileCount).toBe(archive.json('documents.json').length);
    expect(summary.fileBytes).toBeGreaterThanOrEqual(clientBytes.length);
    expect(Number(archive.headers['x-export-items'])).toBe(summary.totalItems);
    expect(Number(archive.headers['x-export-estimated-bytes'])).toBe(summary.estimatedBytes);
    const ids = archive.json<{ id: string }[]>('notifications.json').map((notification) => notification.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds engagements with their tasks, messages both ways and the contact submissions of the same e-mail', async () => {
    const archive = await downloadArchive(client);
    const engagements = archive.json<{ tasks: { engagementId: string }[]; id: string; advisor: unknown }[]>('engagements.json');
    expect(engagements.some((engagement) => engagement.tasks.length > 0)).toBe(true);
    for (const engagement of engagements) for (const task of engagement.tasks) expect(task.engagementId).toBe(engagement.id);
    const directions = new Set(archive.json<{ direction: string }[]>('messages.json').map((message) => message.direction));
    expect(directions).toEqual(new Set(['sent', 'received']));
    expect(archive.json('contact-submissions.json')).toEqual([
      expect.objectContaining({ email: 'CLIENT@example.com', message: 'Please call me about provisional tax for next year.' }),
    ]);
    expect(archive.json('sessions.json')).toEqual(expect.arrayContaining([expect.objectContaining({ device: expect.any(String) })]));
    const letters = archive.json<{ title: string; text: string; status: string; engagement: string }[]>('engagement-letters.json');
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Tax return engagement letter',
          engagement: '2025 Annual Financial Statements & ITR14',
          status: 'viewed',
          text: expect.stringContaining('Dear Sipho Dlamini'),
        }),
      ]),
    );
  });

  it("never holds another client's records or files", async () => {
    const archive = await downloadArchive(client);
    const text = archive.text();
    expect(text).not.toContain('client2@example.com');
    expect(text).not.toContain(secondClientDocumentId);
    expect(text).not.toContain('Patel private ledger');
    expect(text).not.toContain('someone.else@example.com');
    expect(archive.entries.some((entry) => Buffer.compare(entry.data, secondClientBytes) === 0)).toBe(false);

    const theirs = await downloadArchive(secondClient);
    expect(theirs.json('profile.json').email).toBe('client2@example.com');
    const documents = theirs.json<{ id: string; archivePath: string }[]>('documents.json');
    expect(documents.map((document) => document.id)).toContain(secondClientDocumentId);
    expect(documents.map((document) => document.id)).not.toContain(clientDocumentId);
    expect(theirs.text()).not.toContain('client@example.com"');
  });

  it('audits each export, and shows what staff did to the account without their address', async () => {
    const audits = t.database.dataSource.getRepository(AuditLog);
    const before = await audits.countBy({ action: 'privacy.data_exported', userId: CLIENT_ID });
    await downloadArchive(client);
    const archive = await downloadArchive(client);
    expect(await audits.countBy({ action: 'privacy.data_exported', userId: CLIENT_ID })).toBe(before + 2);
    const entries = archive.json<{ action: string; byYou: boolean; ipAddress: string | null }[]>('audit-log.json');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'privacy.data_exported', byYou: true, ipAddress: expect.any(String) }),
        expect.objectContaining({ action: 'user.create', byYou: false, ipAddress: null }),
      ]),
    );
  });

  it('refuses an export beyond the hourly budget with 429 and Retry-After', async () => {
    const storage = new LocalDiskStorage(t.config.uploadDir);
    const generous = t.app.services.myData;
    t.app.services.myData = new MyDataService(t.database.dataSource, storage, t.app.services.audit, personalDataContributions.sections, {
      exportsPerHour: 1,
    });
    try {
      await asBuffer(secondClient.get('/api/privacy/my-data')).expect(200);
      const refused = await secondClient.get('/api/privacy/my-data').expect(429);
      expect(refused.body.message).toMatch(/^You have downloaded your data several times this hour\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another person's budget is their own.
      await asBuffer(client.get('/api/privacy/my-data')).expect(200);
    } finally {
      t.app.services.myData = generous;
    }
  });

  it('lets staff export their own data too: the appointments they hold', async () => {
    const archive = await downloadArchive(await t.agent('advisor'));
    expect(archive.json('profile.json')).toMatchObject({ email: 'advisor@example.com', roles: ['advisor'] });
    const appointments = archive.json<{ yourRole: string }[]>('appointments.json');
    expect(appointments.length).toBeGreaterThan(0);
    expect(appointments.every((appointment) => appointment.yourRole === 'advisor')).toBe(true);
  });
});
