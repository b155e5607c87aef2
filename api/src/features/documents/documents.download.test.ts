import type TestAgent from 'supertest/lib/agent';
import type { Response } from 'supertest';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, testConfig, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from './document.entity';
import { signDownloadLink } from './download-links';
import { CLIENT_ID, files, uploadOverRest } from './document-test-kit';

/** supertest keeps binary bodies as Buffers only when asked to. */
const asBuffer = (request: ReturnType<TestAgent['get']>) =>
  request.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });

describe.each(testDatabaseTargets)('downloading documents ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  const bytes = files.pdf();
  let documentId: string;

  const downloadCount = async () => (await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: documentId })).downloadCount;
  const linkFor = async (agent: TestAgent) =>
    (await agent.get(`/api/documents/${documentId}/download`).expect(200)).body.downloadUrl as string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
    documentId = (await uploadOverRest(client, bytes, 'Tax Directive – Ndlovu “final”.pdf').expect(201)).body.id;
  }, 60_000);
  afterAll(() => t.close());

  it('answers a five-minute signed link, by REST and by GraphQL', async () => {
    const url = await linkFor(client);
    expect(url).toMatch(new RegExp(`^/api/documents/${documentId}/file\\?expires=\\d+&signature=[\\w-]+$`));
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    const gql = await graphql(client, 'mutation ($id: ID!) { requestDocumentDownload(id: $id) { downloadUrl expiresAt } }', {
      id: documentId,
    }).expect(200);
    expect(gql.body.data.requestDocumentDownload.downloadUrl).toMatch(/^\/api\/documents\/.+\/file\?expires=/);
  });

  it('streams the same bytes with the original name and type, counts the download once and audits it', async () => {
    const before = await downloadCount();
    const response: Response = await asBuffer(client.get(await linkFor(client))).expect(200);
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tax Directive _ Ndlovu _final_.pdf"; filename*=UTF-8''Tax%20Directive%20%E2%80%93%20Ndlovu%20%E2%80%9Cfinal%E2%80%9D.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await downloadCount()).toBe(before + 1);
    const audits = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'document.download', resourceId: documentId });
    expect(audits.at(-1)).toMatchObject({ userId: CLIENT_ID, resourceType: 'document' });
    // Asking for a link is not a download.
    await linkFor(client);
    expect(await downloadCount()).toBe(before + 1);
  });

  it('lets staff download a client’s document, counting each download', async () => {
    const before = await downloadCount();
    await asBuffer(advisor.get(await linkFor(advisor))).expect(200);
    await asBuffer(t.request.get(await linkFor(advisor))).expect(200);
    expect(await downloadCount()).toBe(before + 2);
  });

  it('refuses a tampered link with 403, counting nothing', async () => {
    const before = await downloadCount();
    const url = new URL(await linkFor(client), 'http://x');
    const otherExpiry = new URL(url);
    otherExpiry.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const forbidden = await client.get(otherExpiry.pathname + otherExpiry.search).expect(403);
    expect(forbidden.body).toMatchObject({ message: 'This download link is not valid' });
    const badSignature = new URL(url);
    // Its first character swapped for one it is not, so the signature always changes.
    const signature = url.searchParams.get('signature')!;
    badSignature.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    await client.get(badSignature.pathname + badSignature.search).expect(403);
    await client.get(`/api/documents/00000000-0000-4000-8000-00000000abcd/file${url.search}`).expect(403);
    await client.get(`/api/documents/${documentId}/file`).expect(403);
    expect(await downloadCount()).toBe(before);
  });

  it('refuses an expired link with 403', async () => {
    const before = await downloadCount();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000);
    const { downloadUrl } = signDownloadLink(t.config.downloadLinkSecret, documentId, sixMinutesAgo);
    const response = await client.get(downloadUrl).expect(403);
    expect(response.body).toMatchObject({ message: 'This download link has expired. Please request the download again.' });
    expect(await downloadCount()).toBe(before);
  });

  it('keeps links valid across a restart: the secret comes from the session secret', () => {
    const restarted = testConfig(t.database.dataDir);
    expect(restarted.downloadLinkSecret.equals(t.config.downloadLinkSecret)).toBe(true);
    const otherSecret = testConfig(t.database.dataDir, { SESSION_SECRET: 'another-session-secret-entirely' });
    expect(otherSecret.downloadLinkSecret.equals(t.config.downloadLinkSecret)).toBe(false);
    expect(t.config.downloadLinkSecret.toString('hex')).not.toContain(Buffer.from(t.config.sessionSecret).toString('hex'));
  });

  it('answers 401 for a link request without a session', async () => {
    await t.request.get(`/api/documents/${documentId}/download`).expect(401);
  });
});
