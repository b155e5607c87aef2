import type TestAgent from 'supertest/lib/agent';
import PDFParser from 'pdf2json';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from '../documents/document.entity';
import { files } from '../documents/document-test-kit';
import { Organizer } from './organizer.entity';
import { OrganizerAnswer } from './organizer-answer.entity';
import {
  CLIENT_ID,
  answer,
  createTemplate,
  dayFromToday,
  demoOrganizerIds,
  engagementNotices,
  newEngagement,
  organizerRow,
  sendOrganizer,
} from './organizers-test-kit';

/** The text of a PDF, its lines joined (pdf2json's text runs in the order drawn). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, false);
    parser.on('pdfParser_dataError', (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))));
    parser.on('pdfParser_dataReady', (data) =>
      resolve(
        data.Pages.map((page) => page.Texts.map((text) => text.R.map((run) => decodeURIComponent(run.T)).join('')).join('\n')).join('\n'),
      ),
    );
    // A copy made here: under jest pdf2json recognises only this realm's Uint8Array (engagement-letters-test-kit.ts says why).
    const bytes = new Uint8Array(pdf.length);
    bytes.set(pdf);
    parser.parseBuffer(bytes as unknown as Buffer, -1);
  });
}

const binary = (response: NodeJS.ReadableStream, done: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(testDatabaseTargets)('organizers: the PDF, the overdue reminder, erasure ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    templateId = await createTemplate(admin);
  }, 60_000);
  afterAll(() => t.close());

  it('exports the answers as a PDF for staff, with the files by name and the notes; audited; not for the client', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t, { title: 'PDF engagement' })).id, templateId);
    await answer(client, organizer.id, 'rental', { value: true });
    await answer(client, organizer.id, 'rental_gross', { value: 96000.5 });
    await answer(client, organizer.id, 'marital_status', { value: 'Married' });
    await answer(client, organizer.id, 'hobbies', { value: ['Chess', 'Braai'] });
    await client
      .post(`/api/organizers/${organizer.id}/answers/rental_documents/files`)
      .attach('file', files.pdf(), 'Lease Bree Street.pdf')
      .expect(201);
    await client.post(`/api/organizers/${organizer.id}/submit`).expect(200);
    await advisor
      .post(`/api/organizers/${organizer.id}/reopen`)
      .send({ notes: [{ questionKey: 'rental_gross', note: 'Is this per year?' }] })
      .expect(200);

    const response = await advisor
      .get(`/api/organizers/${organizer.id}/pdf`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Small organizer (answers).pdf');
    const text = await pdfText(response.body as Buffer);
    for (const expected of [
      'Small organizer',
      'Client: Sipho Dlamini',
      'Engagement: PDF engagement',
      'Status: Reopened for another look',
      'Progress: 5 of 8 answered',
      'Did you receive rent? (required)',
      'Yes',
      'Total rent received (required)',
      'R 96 000.50',
      'File: Lease Bree Street.pdf',
      'Note from the firm: Is this per year?',
      'Chess; Braai',
      'Anything else?',
      'Not answered',
    ])
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    expect(text).toMatch(/Page 1 of \d/);
    await client.get(`/api/organizers/${organizer.id}/pdf`).expect(403);
    const audit = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'organizer.export', resourceId: organizer.id });
    expect(audit).toHaveLength(1);
  });

  it('says an organizer is overdue after its due day while it waits for the client, not once submitted, in REST and GraphQL alike', async () => {
    const late = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId, dayFromToday(0));
    const dueToday = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId, dayFromToday(0));
    const submitted = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId, dayFromToday(0));
    await answer(client, submitted.id, 'rental', { value: false });
    await answer(client, submitted.id, 'marital_status', { value: 'Single' });
    await client.post(`/api/organizers/${submitted.id}/submit`).expect(200);
    // Sending refuses a day already past: the days pass here instead.
    const organizers = t.database.dataSource.getRepository(Organizer);
    for (const id of [late.id, submitted.id]) await organizers.update({ id }, { dueDate: dayFromToday(-1) });

    const overdue = async (id: string) => {
      const rest = (await client.get(`/api/organizers/${id}`).expect(200)).body.isOverdue;
      const { body } = await graphql(client, 'query ($id: ID!) { organizer(id: $id) { isOverdue } }', { id });
      expect(body.data.organizer.isOverdue).toBe(rest);
      return rest;
    };
    expect(await overdue(late.id)).toBe(true);
    expect(await overdue(dueToday.id)).toBe(false);
    expect(await overdue(submitted.id)).toBe(false);
    // Cancelled, they leave the overdue reminder's test below to its own organizers.
    for (const id of [late.id, dueToday.id]) await advisor.post(`/api/organizers/${id}/cancel`).send({}).expect(200);
    expect(await overdue(late.id)).toBe(false);
  });

  it('reminds the client once of an organizer past its due day, even with two rounds at once; not a submitted one', async () => {
    const late = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId, dayFromToday(0));
    const submitted = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId, dayFromToday(0));
    await answer(client, submitted.id, 'rental', { value: false });
    await answer(client, submitted.id, 'marital_status', { value: 'Single' });
    await client.post(`/api/organizers/${submitted.id}/submit`).expect(200);

    const reminders = t.app.services.organizerReminders;
    const ofLate = async () =>
      (await engagementNotices(t, CLIENT_ID, 'Organizer overdue')).filter((notice) => notice.actionUrl === `/portal/organizers/${late.id}`);
    expect(await reminders.sendDue(new Date())).toBeGreaterThanOrEqual(0);
    expect(await ofLate()).toHaveLength(0);

    const dayAfter = new Date(Date.now() + 26 * 60 * 60 * 1000);
    await Promise.all([reminders.sendDue(dayAfter), reminders.sendDue(dayAfter)]);
    const [notice, ...more] = await ofLate();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ type: 'warning' });
    expect(notice.content).toMatch(/^"Small organizer" was due on \d+ \w+ \d{4} \(0 of 6 answered\)\. Please finish and submit it/);
    expect((await organizerRow(t, late.id)).overdueReminderSentAt).toBeInstanceOf(Date);
    expect((await organizerRow(t, submitted.id)).overdueReminderSentAt).toBeNull();
    expect(await reminders.sendDue(new Date(Date.now() + 5 * 24 * 60 * 60 * 1000))).toBe(0);
    await t.app.services.mailQueue.drain();
    expect(
      readOutbox(t.config.outboxDir).filter((mail) => mail.includes('Subject: Reminder: please fill in Small organizer')),
    ).toHaveLength(1);
  });

  it('exports the organizers with their answers in My data, and deletes them with their answers and files on erasure', async () => {
    const person = await signedInClient(t, 'organizer-leaving');
    const [agent] = person.agents;
    const organizer = await sendOrganizer(admin, (await newEngagement(t, { clientId: person.userId, assignedTo: null })).id, templateId);
    await answer(agent, organizer.id, 'rental', { value: true });
    await answer(agent, organizer.id, 'rental_gross', { value: 1234.5 });
    const upload = await agent
      .post(`/api/organizers/${organizer.id}/answers/rental_documents/files`)
      .attach('file', files.pdf(), 'Leaving lease.pdf')
      .expect(201);
    const [documentId] = upload.body.answer.documentIds as string[];

    const viewer = { id: person.userId, email: person.email, firstName: 'Thandi', roles: ['client'] as never };
    const { entries } = await t.app.services.myData.startExport(viewer, {});
    let exported: { id: string; answers: { questionKey: string; value: unknown; documentIds: string[] }[] }[] = [];
    for await (const entry of entries) {
      if (entry.name !== 'organizers.json') continue;
      const parts: string[] = [];
      const content = entry.content;
      if (Buffer.isBuffer(content)) parts.push(content.toString('utf8'));
      else for await (const part of content) parts.push(part.toString());
      exported = JSON.parse(parts.join(''));
    }
    expect(exported).toHaveLength(1);
    expect(exported[0].answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionKey: 'rental_gross', value: 1234.5 }),
        expect.objectContaining({ questionKey: 'rental_documents', documentIds: [documentId] }),
      ]),
    );

    const { id } = (await agent.post('/api/privacy/erasure-request').send({}).expect(201)).body;
    await admin.post(`/api/admin/erasure-requests/${id}/approve`).expect(200);
    await t.app.services.privacy.settled();
    const source = t.database.dataSource;
    expect(await source.getRepository(Organizer).findOneBy({ id: organizer.id })).toBeNull();
    expect(await source.getRepository(OrganizerAnswer).findBy({ organizerId: organizer.id })).toEqual([]);
    expect(await source.getRepository(Document).findOneBy({ id: documentId })).toBeNull();
    const step = await source
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'privacy.erasure.organizers_deleted', resourceId: person.userId });
    expect(step.details).toMatchObject({ count: 1 });
    // The demo client's own organizers are untouched.
    expect(await source.getRepository(Organizer).findOneBy({ id: demoOrganizerIds.itr12 })).not.toBeNull();
  });
});
