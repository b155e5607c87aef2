import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { AuditLog } from '../audit/audit-log.entity';
import { Company } from '../profile/company.entity';
import { Document } from '../documents/document.entity';
import { EngagementLetter } from './engagement-letter.entity';
import { drawnSignature, letterRow, newEngagement, sendLetter } from './engagement-letters-test-kit';

describe.each(testDatabaseTargets)('engagement letters on erasure ($name)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps a signed letter as the firm’s record without what identifies the person, and deletes the unsigned ones', async () => {
    const person = await signedInClient(t, 'leaving-client');
    const [agent] = person.agents;
    await t.database.dataSource
      .getRepository(Company)
      .save(
        t.database.dataSource
          .getRepository(Company)
          .create({ userId: person.userId, name: 'Nkosi Citrus (Pty) Ltd', registrationNumber: '2019/000001/07', taxNumber: '9000000001' }),
      );
    const advisor = await t.agent('advisor');
    const admin = await t.agent('admin');
    const template = (
      await admin
        .post('/api/letter-templates')
        .send({
          title: 'Erasure letter',
          body: 'Dear {{client.firstName}},\n\n{{client.fullName}} of {{company.name}} ({{client.email}}) agrees.',
        })
        .expect(201)
    ).body as { id: string };

    const signed = await sendLetter(advisor, (await newEngagement(t, { clientId: person.userId })).id, template.id);
    expect(signed.body).toBe('Dear Thandi,\n\nThandi Nkosi of Nkosi Citrus \\(Pty\\) Ltd (leaving-client@example.com) agrees.');
    const done = (await agent.post(`/api/engagement-letters/${signed.id}/sign`).send(drawnSignature('Thandi B. Nkosi')).expect(200))
      .body as {
      signedDocumentId: string;
      signedPdfSha256: string;
    };
    const waiting = await sendLetter(advisor, (await newEngagement(t, { clientId: person.userId })).id, template.id);
    const declined = await sendLetter(advisor, (await newEngagement(t, { clientId: person.userId })).id, template.id);
    await agent.post(`/api/engagement-letters/${declined.id}/decline`).send({ reason: 'Thandi Nkosi will not sign' }).expect(200);
    const document = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: done.signedDocumentId });

    const { id } = (await agent.post('/api/privacy/erasure-request').send({}).expect(201)).body;
    await admin.post(`/api/admin/erasure-requests/${id}/approve`).expect(200);
    await t.app.services.privacy.settled();

    const letters = t.database.dataSource.getRepository(EngagementLetter);
    expect(await letters.findOneBy({ id: waiting.id })).toBeNull();
    expect(await letters.findOneBy({ id: declined.id })).toBeNull();
    const kept = await letterRow(t, signed.id);
    const label = `Erased client ${person.userId.replace(/-/g, '').slice(0, 4)}`;
    expect(kept).toMatchObject({
      status: 'signed',
      title: 'Erasure letter',
      bodySha256: signed.bodySha256,
      signedPdfSha256: done.signedPdfSha256,
      signerName: label,
      signerEmail: `erased-${person.userId}@erased.invalid`,
      signerIpAddress: null,
      signerUserAgent: null,
      signatureText: null,
      // The PDF was one of the client's documents: it went with them.
      signedDocumentId: null,
    });
    expect(kept.signedAt).toBeInstanceOf(Date);
    expect(kept.body).toBe(`Dear ${label},\n\n${label} of ${label} (erased-${person.userId}@erased.invalid) agrees.`);
    expect(kept.body).not.toMatch(/Thandi|Nkosi|leaving-client/);
    expect(await t.database.dataSource.getRepository(Document).findOneBy({ id: document.id })).toBeNull();

    const step = await t.database.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'privacy.erasure.engagement_letters_erased', resourceId: person.userId });
    expect(step.details).toMatchObject({ count: 3 });
    // The audit log's own entries about the letters no longer name the person as they signed.
    const signing = await t.database.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'engagement_letter.decline', resourceId: declined.id });
    expect(JSON.stringify(signing.details)).not.toMatch(/Thandi Nkosi/);
  });
});
