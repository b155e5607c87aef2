import { createHash } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { checkedAgent } from '../../test/checked-requests';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from '../documents/document.entity';
import { codeAt, enrol, passwordOnly, signedInUser } from '../two-step/two-step-test-kit';
import {
  ADVISOR_ID,
  CLIENT_ID,
  bytesOf,
  compact,
  dataUrl,
  drawnSignature,
  engagementNotices,
  letterRow,
  newEngagement,
  pdfPages,
  sendLetter,
  signaturePng,
  type LetterJson,
} from './engagement-letters-test-kit';
import { EngagementLetter } from './engagement-letter.entity';
import { NOT_SIGNED } from './engagement-letters.service';
import { ECTA_STATEMENT } from './signed-letter-pdf';
import { bombPng, unknownFilterPng } from '../../test/png-files';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SIGN = `mutation ($id: ID!, $input: SignEngagementLetterInput!) {
  signEngagementLetter(id: $id, input: $input) { status signedAt signerName signatureKind signatureText signedWithTwoStep signedPdfSha256 bodySha256
    signedDocument { id originalName category status } }
}`;
const SAST_TIME =
  /^(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4}), (\d{2}):(\d{2}):(\d{2}) SAST$/;

/** "26 November 2026, 14:05:09 SAST" for an instant, written independently of the code under test. */
function sastText(iso: string): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const local = new Date(Date.parse(iso) + 2 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())} SAST`;
}

describe.each(testDatabaseTargets)('engagement letters: signing and declining ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [advisor, admin] = await Promise.all([t.agent('advisor'), t.agent('admin')]);
    client = checkedAgent(t.app.express).set('User-Agent', CHROME);
    await client.post('/api/auth/login').send({ email: 'client@example.com', password: 'Demo@12345' }).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  const storedPdf = async (documentId: string) => {
    const document = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: documentId });
    return { document, bytes: await bytesOf(await t.app.services.documents.storage.open(document.fileName)) };
  };

  it('signs with a drawn signature: the evidence recorded, the signed PDF filed as an approved contract, audited, staff told', async () => {
    const engagement = await newEngagement(t, { title: 'Individual income tax return 2026' });
    const sent = await sendLetter(advisor, engagement.id);
    await client.get(`/api/engagement-letters/${sent.id}`).expect(200);
    const signed = (await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature('Sipho M. Dlamini')).expect(200))
      .body as LetterJson;
    expect(signed).toMatchObject({
      status: 'signed',
      signerName: 'Sipho M. Dlamini',
      signerEmail: 'client@example.com',
      signerIpAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
      signerUserAgent: CHROME,
      signedWithTwoStep: false,
      signatureKind: 'drawn',
      signatureText: null,
      bodySha256: sent.bodySha256,
      signedDocumentId: expect.any(String),
      signedPdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(signed.signedAt).toMatch(/T\d{2}:\d{2}:\d{2}\.000Z$/);
    const row = await letterRow(t, sent.id);
    expect(row.awaitingEngagementId).toBeNull();
    expect(row.body).toBe(sent.body);
    expect(createHash('sha256').update(row.body, 'utf8').digest('hex')).toBe(row.bodySha256);

    const { document, bytes } = await storedPdf(signed.signedDocumentId!);
    expect(document).toMatchObject({
      userId: CLIENT_ID,
      originalName: 'Tax return engagement letter (signed).pdf',
      mimeType: 'application/pdf',
      category: 'contracts',
      status: 'approved',
      uploadedBy: CLIENT_ID,
      approvedBy: ADVISOR_ID,
      fileSize: bytes.length,
    });
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signed.signedPdfSha256);

    const pages = await pdfPages(bytes);
    const letterPages = pages.slice(0, -1).join('\n');
    expect(letterPages).toContain('Tax return engagement letter');
    expect(letterPages).toContain('Dear Sipho Dlamini');
    expect(letterPages).toContain('Individual income tax return 2026');
    expect(letterPages).toContain('The work we will do');
    expect(letterPages).toMatch(/•\s*Submit the return to the South African Revenue Service \(SARS\) on eFiling/);
    expect(letterPages).toMatch(/1\.\s*Your IRP5\/IT3\(a\) certificates/);
    expect(letterPages).toContain('Our fee for this work is R 12 500.00 (including VAT)');
    expect(letterPages).toContain(`Signed electronically on ${sastText(signed.signedAt!)}`);
    const evidence = pages[pages.length - 1];
    expect(evidence).toContain('Signing evidence');
    expect(evidence).toContain('Sipho M. Dlamini');
    expect(evidence).toContain('client@example.com');
    expect(evidence).toContain(sastText(signed.signedAt!));
    expect(sastText(signed.signedAt!)).toMatch(SAST_TIME);
    expect(evidence).toContain(String(signed.signerIpAddress));
    expect(compact(evidence)).toContain(compact(CHROME));
    expect(evidence).toContain('No: the session the letter was signed in was signed in with a password alone');
    expect(evidence).toContain(sent.bodySha256);
    expect(evidence).toContain('Drawn on the screen');
    expect(compact(evidence)).toContain(compact(ECTA_STATEMENT));
    expect(compact(evidence)).toContain(compact('The fingerprint of your copy must be the same.'));

    const audit = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'engagement_letter.sign', resourceId: sent.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: CLIENT_ID, userAgent: CHROME });
    expect(audit[0].details).toMatchObject({ signedPdfSha256: signed.signedPdfSha256, documentId: signed.signedDocumentId });
    const [notice] = await engagementNotices(t, ADVISOR_ID, 'Engagement letter signed');
    expect(notice.content).toBe('Sipho Dlamini signed "Tax return engagement letter". The signed PDF is in their documents.');

    // The signed PDF is one of the client's documents, downloadable as any, and deletable by nobody through the API.
    const mine = (await client.get('/api/documents').expect(200)).body as { id: string; category: string; status: string }[];
    expect(mine.find((item) => item.id === signed.signedDocumentId)).toMatchObject({ category: 'contracts', status: 'approved' });
    await client.delete(`/api/documents/${signed.signedDocumentId}`).expect(404);
    const link = (await client.get(`/api/documents/${signed.signedDocumentId}/download`).expect(200)).body.downloadUrl as string;
    const download = await client
      .get(link.replace(/^https?:\/\/[^/]+/, ''))
      .buffer(true)
      .expect(200);
    expect(
      createHash('sha256')
        .update(download.body as Buffer)
        .digest('hex'),
    ).toBe(signed.signedPdfSha256);
  });

  it('signs with a typed signature through GraphQL, the name in words in the PDF and the Document edge', async () => {
    const sent = await sendLetter(admin, (await newEngagement(t)).id);
    const response = await graphql(client, SIGN, {
      id: sent.id,
      input: { fullName: 'Sipho Dlamini', agreeToSignElectronically: true, signature: { kind: 'TYPED', text: 'S. Dlamini' } },
    }).expect(200);
    expect(response.body.errors).toBeUndefined();
    const signed = response.body.data.signEngagementLetter;
    expect(signed).toMatchObject({
      status: 'SIGNED',
      signerName: 'Sipho Dlamini',
      signatureKind: 'TYPED',
      signatureText: 'S. Dlamini',
      signedWithTwoStep: false,
      bodySha256: sent.bodySha256,
      signedDocument: { originalName: 'Tax return engagement letter (signed).pdf', category: 'CONTRACTS', status: 'APPROVED' },
    });
    const { bytes } = await storedPdf(signed.signedDocument.id);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signed.signedPdfSha256);
    const pages = await pdfPages(bytes);
    expect(pages.join('\n')).toContain('S. Dlamini');
    expect(pages[pages.length - 1]).toContain('Name typed as the signature');
  });

  it('records a signing in a session that passed two-step sign-in as such', async () => {
    const secure = await signedInUser(t, 'two-step-signer');
    const { secret } = await enrol(secure.agent);
    const agent = await passwordOnly(t, secure.email);
    await agent
      .post('/api/auth/login/two-step')
      .send({ code: codeAt(secret, 1) })
      .expect(200);
    const sent = await sendLetter(admin, (await newEngagement(t, { clientId: secure.userId })).id);
    const signed = (
      await agent
        .post(`/api/engagement-letters/${sent.id}/sign`)
        .send({ fullName: 'Zanele Mthembu', agreeToSignElectronically: true, signature: { kind: 'typed', text: 'Zanele Mthembu' } })
        .expect(200)
    ).body as LetterJson;
    expect(signed.signedWithTwoStep).toBe(true);
    const { bytes } = await storedPdf(signed.signedDocumentId!);
    const pages = await pdfPages(bytes);
    expect(pages[pages.length - 1]).toContain('Yes: the session the letter was signed in had passed two-step sign-in');
  });

  it('refuses consent not given, a missing name, and signatures that are not a real, small, sensible PNG, storing nothing', async () => {
    const sent = await sendLetter(advisor, (await newEngagement(t)).id);
    const documentsBefore = await t.database.dataSource.getRepository(Document).count();
    const refuse = async (body: object) =>
      (await client.post(`/api/engagement-letters/${sent.id}/sign`).send(body).expect(400)).body.errors;

    expect(await refuse({ ...drawnSignature(), agreeToSignElectronically: false })).toEqual([
      { path: 'agreeToSignElectronically', message: 'Tick the box to agree to sign this letter electronically' },
    ]);
    expect(await refuse({ ...drawnSignature(), agreeToSignElectronically: 'true', fullName: 'S' })).toEqual([
      { path: 'fullName', message: 'Type your full name' },
      { path: 'agreeToSignElectronically', message: 'Tick the box to agree to sign this letter electronically' },
    ]);
    const withImage = (image: string) => ({ ...drawnSignature(), signature: { kind: 'drawn', image } });
    expect(await refuse(withImage(dataUrl(Buffer.from('%PDF-1.7 not a picture at all, but long enough to look like one.'))))).toEqual([
      { path: 'signature.image', message: 'The signature image is not a PNG file' },
    ]);
    expect(await refuse(withImage(dataUrl(signaturePng(), 'image/jpeg')))).toEqual([
      { path: 'signature.image', message: 'The signature must be a PNG image sent as a data URL (data:image/png;base64,…)' },
    ]);
    expect(await refuse(withImage(dataUrl(signaturePng(400, 150, { noise: true }))))).toEqual([
      { path: 'signature.image', message: 'The signature image must be at most 200 KB' },
    ]);
    expect(await refuse(withImage(dataUrl(signaturePng(20, 10))))).toEqual([
      { path: 'signature.image', message: 'The signature image must be between 50 × 20 and 3000 × 1500 pixels' },
    ]);
    expect(await refuse({ ...drawnSignature(), signature: { kind: 'typed', text: '' } })).toEqual([
      { path: 'signature.text', message: 'Type your name as your signature' },
    ]);
    expect(await refuse({ ...drawnSignature(), signature: { kind: 'stamped' } })).toEqual([
      { path: 'signature.kind', message: 'Choose how to sign: draw your signature or type your name' },
    ]);
    const gql = await graphql(client, SIGN, {
      id: sent.id,
      input: { fullName: 'Sipho Dlamini', agreeToSignElectronically: false, signature: { kind: 'DRAWN', image: null } },
    }).expect(200);
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual([
      { path: 'agreeToSignElectronically', message: 'Tick the box to agree to sign this letter electronically' },
      { path: 'signature.image', message: 'Draw your signature' },
    ]);
    expect((await letterRow(t, sent.id)).status).toBe('sent');
    expect(await t.database.dataSource.getRepository(Document).count()).toBe(documentsBefore);
  });

  it('refuses a PNG no decoder can read (an unknown row filter, a decompression bomb) with 400, through REST and GraphQL, and keeps serving', async () => {
    const sent = await sendLetter(advisor, (await newEngagement(t)).id);
    const withImage = (png: Buffer) => ({ ...drawnSignature(), signature: { kind: 'drawn', image: dataUrl(png) } });
    // The 92-byte image that once ended the process from inside pdfkit's PNG decoder.
    const crafted = unknownFilterPng();
    expect(crafted.length).toBe(92);
    expect((await client.post(`/api/engagement-letters/${sent.id}/sign`).send(withImage(crafted)).expect(400)).body.errors).toEqual([
      { path: 'signature.image', message: 'The signature image cannot be read: row 30 has an unknown filter (9)' },
    ]);
    expect((await client.post(`/api/engagement-letters/${sent.id}/sign`).send(withImage(bombPng())).expect(400)).body.errors).toEqual([
      { path: 'signature.image', message: 'The signature image cannot be read: its image data holds more than its pixel size' },
    ]);
    const gql = await graphql(client, SIGN, {
      id: sent.id,
      input: { fullName: 'Sipho Dlamini', agreeToSignElectronically: true, signature: { kind: 'DRAWN', image: dataUrl(crafted) } },
    }).expect(200);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'signature.image', message: 'The signature image cannot be read: row 30 has an unknown filter (9)' }],
    });
    // Still waiting, and the same server signs it with a good image.
    expect((await letterRow(t, sent.id)).status).toBe('sent');
    await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()).expect(200);
  });

  it('refuses signing twice, a withdrawn letter and a declined one (409), and staff signing for the client (403)', async () => {
    const signedOnce = await sendLetter(advisor, (await newEngagement(t)).id);
    await client.post(`/api/engagement-letters/${signedOnce.id}/sign`).send(drawnSignature()).expect(200);
    const twice = await client.post(`/api/engagement-letters/${signedOnce.id}/sign`).send(drawnSignature()).expect(409);
    expect(twice.body.message).toBe('This letter is already signed: it can no longer be signed');
    const declineSigned = await client
      .post(`/api/engagement-letters/${signedOnce.id}/decline`)
      .send({ reason: 'Changed my mind' })
      .expect(409);
    expect(declineSigned.body.message).toBe('This letter is already signed: it can no longer be declined');
    await advisor.post(`/api/engagement-letters/${signedOnce.id}/withdraw`).send({}).expect(409);

    const withdrawn = await sendLetter(advisor, (await newEngagement(t)).id);
    await advisor.post(`/api/engagement-letters/${withdrawn.id}/withdraw`).send({ reason: 'Wrong fee' }).expect(200);
    const lateSign = await client.post(`/api/engagement-letters/${withdrawn.id}/sign`).send(drawnSignature()).expect(409);
    expect(lateSign.body.message).toBe('This letter was withdrawn by the firm: it can no longer be signed');

    const forStaff = await sendLetter(advisor, (await newEngagement(t)).id);
    const byAdvisor = await advisor.post(`/api/engagement-letters/${forStaff.id}/sign`).send(drawnSignature('Lerato Mokoena')).expect(403);
    expect(byAdvisor.body.message).toBe('Only the client the letter was sent to can sign it');
    const byAdmin = await graphql(admin, SIGN, {
      id: forStaff.id,
      input: { fullName: 'Naledi', agreeToSignElectronically: true, signature: { kind: 'TYPED', text: 'Naledi' } },
    }).expect(200);
    expect(byAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await advisor.post(`/api/engagement-letters/${forStaff.id}/decline`).send({ reason: 'x' }).expect(403);

    const declined = (
      await client.post(`/api/engagement-letters/${forStaff.id}/decline`).send({ reason: 'The scope leaves out our trust.' }).expect(200)
    ).body as LetterJson;
    expect(declined).toMatchObject({
      status: 'declined',
      declineReason: 'The scope leaves out our trust.',
      declinedAt: expect.any(String),
    });
    const signDeclined = await client.post(`/api/engagement-letters/${forStaff.id}/sign`).send(drawnSignature()).expect(409);
    expect(signDeclined.body.message).toBe('This letter was declined: it can no longer be signed');
    expect((await letterRow(t, forStaff.id)).awaitingEngagementId).toBeNull();
    const notices = await engagementNotices(t, ADVISOR_ID, 'Engagement letter declined');
    expect(notices.map((notice) => notice.content)).toContain(
      'Sipho Dlamini declined "Tax return engagement letter": The scope leaves out our trust.',
    );
    expect(
      await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'engagement_letter.decline', resourceId: forStaff.id }),
    ).toBe(1);
  });

  it('refuses declining without a reason or with one too long, through REST and GraphQL', async () => {
    const sent = await sendLetter(advisor, (await newEngagement(t)).id);
    const empty = await client.post(`/api/engagement-letters/${sent.id}/decline`).send({ reason: '  ' }).expect(400);
    expect(empty.body.errors).toEqual([{ path: 'reason', message: 'Tell us why you are declining the letter' }]);
    const long = await graphql(
      client,
      'mutation ($id: ID!, $reason: String!) { declineEngagementLetter(id: $id, reason: $reason) { id } }',
      {
        id: sent.id,
        reason: 'x'.repeat(1001),
      },
    ).expect(200);
    expect(long.body.errors[0].extensions.fieldErrors).toEqual([{ path: 'reason', message: 'Reason must be at most 1000 characters' }]);
    const declined = await graphql(
      client,
      'mutation ($id: ID!, $reason: String!) { declineEngagementLetter(id: $id, reason: $reason) { status declineReason } }',
      {
        id: sent.id,
        reason: 'We agreed on a lower fee.',
      },
    ).expect(200);
    expect(declined.body.data.declineEngagementLetter).toEqual({ status: 'DECLINED', declineReason: 'We agreed on a lower fee.' });
  });

  it('signs nothing when the PDF cannot be made or stored, and says so (503); the letter can be signed afterwards', async () => {
    const sent = await sendLetter(advisor, (await newEngagement(t)).id);
    const service = t.app.services.engagementLetters;
    const documents = () => t.database.dataSource.getRepository(Document).count();
    const before = await documents();

    const renderPdf = service.renderPdf;
    service.renderPdf = () => Promise.reject(new Error('pdfkit could not read the image'));
    try {
      const failed = await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()).expect(503);
      expect(failed.body.message).toBe(NOT_SIGNED);
    } finally {
      service.renderPdf = renderPdf;
    }

    const save = jest.spyOn(t.app.services.documents.storage, 'save').mockRejectedValueOnce(new Error('disk full'));
    const stored = await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()).expect(503);
    expect(stored.body.message).toBe(NOT_SIGNED);
    save.mockRestore();

    // The record cannot be written (the document row is refused): the stored PDF is removed again.
    const remove = jest.spyOn(t.app.services.documents.storage, 'remove');
    const file = jest.spyOn(t.app.services.documents, 'fileGenerated').mockRejectedValueOnce(new Error('the database refused the row'));
    await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()).expect(503);
    expect(remove).toHaveBeenCalledTimes(1);
    file.mockRestore();
    remove.mockRestore();

    expect(await letterRow(t, sent.id)).toMatchObject({
      status: 'sent',
      signedAt: null,
      signerName: null,
      signedDocumentId: null,
      signedPdfSha256: null,
    });
    expect(await documents()).toBe(before);
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'engagement_letter.sign', resourceId: sent.id })).toBe(0);

    expect((await client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()).expect(200)).body.status).toBe('signed');
  });

  it('lets only one of two signings at once through', async () => {
    const sent = await sendLetter(advisor, (await newEngagement(t)).id);
    const answers = await Promise.all([
      client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()),
      client.post(`/api/engagement-letters/${sent.id}/sign`).send(drawnSignature()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const documents = await t.database.dataSource
      .getRepository(Document)
      .countBy({ originalName: 'Tax return engagement letter (signed).pdf', userId: CLIENT_ID });
    const signedLetters = await t.database.dataSource
      .getRepository(EngagementLetter)
      .countBy({ clientId: CLIENT_ID, status: 'signed', title: 'Tax return engagement letter' });
    expect(documents).toBe(signedLetters);
  });
});
