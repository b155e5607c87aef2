import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { AuditLog } from '../audit/audit-log.entity';
import { Document } from '../documents/document.entity';
import { files } from '../documents/document-test-kit';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { ORGANIZER_MAX_FILES_PER_QUESTION } from '../../../../validation/organizer-values';
import { OrganizerAnswer } from './organizer-answer.entity';
import {
  ADVISOR_ID,
  CLIENT_ID,
  answer,
  createTemplate,
  dayFromToday,
  demoEngagementIds,
  demoOrganizerIds,
  demoOrganizerTemplateIds,
  engagementNotices,
  newEngagement,
  sendOrganizer,
  smallTemplate,
} from './organizers-test-kit';

const ANSWER = `mutation ($id: ID!, $input: AnswerOrganizerQuestionInput!) {
  answerOrganizerQuestion(id: $id, input: $input) { status progress { answered total } answer { questionKey value documentIds answeredAt answeredBy { id } } }
}`;

const audited = (t: TestApp, action: string, resourceId: string) =>
  t.database.dataSource.getRepository(AuditLog).findBy({ action, resourceId });

describe.each(testDatabaseTargets)('organizers: templates, sending, answering, submitting, reopening ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    [secondClient] = (await signedInClient(t, 'organizer-other-client')).agents;
    templateId = await createTemplate(admin);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps templates: admins create, edit and delete them, audited; staff read them; their questions are checked', async () => {
    const created = await graphql(
      admin,
      'mutation ($input: OrganizerTemplateInput!) { createOrganizerTemplate(input: $input) { id title sections { title questions { key kind required choices shownIfYesTo } } } }',
      {
        input: {
          ...smallTemplate,
          title: 'GraphQL organizer',
          sections: [{ title: 'One', questions: [{ key: 'a', kind: 'YES_NO', label: 'A?' }] }],
        },
      },
    ).expect(200);
    const template = created.body.data.createOrganizerTemplate;
    expect(template.sections[0].questions[0]).toEqual({ key: 'a', kind: 'YES_NO', required: false, choices: [], shownIfYesTo: null });
    expect(await audited(t, 'organizer_template.create', template.id)).toHaveLength(1);

    const list = await advisor.get('/api/organizer-templates').expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([template.id, demoOrganizerTemplateIds.itr12, demoOrganizerTemplateIds.irp6]),
    );
    await advisor.post('/api/organizer-templates').send(smallTemplate).expect(403);
    await client.get('/api/organizer-templates').expect(403);

    const refused = await admin
      .post('/api/organizer-templates')
      .send({
        title: 'Broken',
        sections: [
          {
            title: 'S',
            questions: [
              { key: 'a', kind: 'short_text', label: 'A' },
              { key: 'a', kind: 'single_choice', label: 'Pick', choices: ['Only one'] },
              { key: 'c', kind: 'amount', label: 'C', shownIfYesTo: 'a' },
              { key: 'Bad key', kind: 'yes_no', label: 'D' },
            ],
          },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'sections.0.questions.1.choices', message: 'Offer at least 2 choices' },
        { path: 'sections.0.questions.1.key', message: 'Question key "a" is used twice: each question needs its own key' },
        { path: 'sections.0.questions.2.shownIfYesTo', message: '"C" can only depend on a yes/no question' },
        {
          path: 'sections.0.questions.3.key',
          message: 'Question key must start with a small letter and hold only small letters, digits and _',
        },
      ]),
    );

    await admin
      .put(`/api/organizer-templates/${template.id}`)
      .send({ title: 'Renamed', sections: [{ title: 'One', questions: [{ key: 'b', kind: 'number', label: 'B' }] }] })
      .expect(200);
    await admin.delete(`/api/organizer-templates/${template.id}`).expect(204);
    await admin.get(`/api/organizer-templates/${template.id}`).expect(404);
    expect(await audited(t, 'organizer_template.delete', template.id)).toHaveLength(1);
  });

  it('sends an organizer with a snapshot of its questions: the client notified and e-mailed, audited, listed under waiting', async () => {
    const engagement = await newEngagement(t, { title: 'Rental and tax 2026' });
    const organizer = await sendOrganizer(advisor, engagement.id, templateId, dayFromToday(14));
    expect(organizer).toMatchObject({
      engagementId: engagement.id,
      clientId: CLIENT_ID,
      templateId,
      sentBy: ADVISOR_ID,
      title: 'Small organizer',
      status: 'sent',
      dueDate: dayFromToday(14),
      // The conditional questions are hidden until "rental" is yes.
      progress: { answered: 0, total: 6 },
      reviewNotes: [],
    });
    const [notice] = (await engagementNotices(t, CLIENT_ID, 'Organizer to fill in')).filter(
      (item) => item.actionUrl === `/portal/organizers/${organizer.id}`,
    );
    expect(notice.content).toMatch(/^Lerato Mokoena sent you "Small organizer" to fill in by \d+ \w+ \d{4}\.$/);
    await t.app.services.mailQueue.drain();
    expect(readOutbox(t.config.outboxDir).some((mail) => mail.includes('Subject: Please fill in: Small organizer'))).toBe(true);
    expect(await audited(t, 'organizer.send', organizer.id)).toHaveLength(1);

    // A later edit of the template changes no organizer sent.
    await admin
      .put(`/api/organizer-templates/${templateId}`)
      .send({ ...smallTemplate, title: 'Small organizer (edited)' })
      .expect(200);
    expect((await client.get(`/api/organizers/${organizer.id}`).expect(200)).body.title).toBe('Small organizer');
    await admin.put(`/api/organizer-templates/${templateId}`).send(smallTemplate).expect(200);

    const waiting = await graphql(
      client,
      '{ me { organizers(outstanding: true) { id progress { answered total } } } organizers(filter: { outstanding: true }) { totalCount nodes { id } } }',
    ).expect(200);
    expect(waiting.body.data.me.organizers.map((item: { id: string }) => item.id)).toContain(organizer.id);
    expect(waiting.body.data.organizers.nodes.map((item: { id: string }) => item.id)).toContain(organizer.id);
    const edges = await graphql(
      admin,
      'query ($id: ID!) { organizer(id: $id) { engagement { organizers { id } } client { email } sentBy { email } template { id } } }',
      {
        id: organizer.id,
      },
    ).expect(200);
    expect(edges.body.data.organizer).toMatchObject({ client: { email: 'client@example.com' }, template: { id: templateId } });
    expect(edges.body.data.organizer.engagement.organizers).toEqual([{ id: organizer.id }]);
  });

  it('refuses to send for an engagement the advisor does not run, a past due date, a client, or a token', async () => {
    const other = await newEngagement(t, { assignedTo: null });
    const refused = await sendOrganizer(advisor, other.id, templateId, dayFromToday(5), 400);
    expect(refused).toMatchObject({ errors: [{ path: 'engagementId', message: 'Choose an engagement from the list' }] });
    const past = await sendOrganizer(admin, other.id, templateId, dayFromToday(-1), 400);
    expect(past).toMatchObject({ errors: [{ path: 'dueDate', message: 'The due date cannot be in the past' }] });
    await sendOrganizer(client, other.id, templateId, dayFromToday(5), 403);
    const token = await tokenFor(t, 'advisor', ['engagements:read']);
    await bearing(t, token.secret)
      .post('/api/organizers')
      .send({ engagementId: other.id, templateId, dueDate: dayFromToday(5) })
      .expect(403);
    await bearing(t, token.secret).get('/api/organizers').expect(200);
  });

  it('shows a client only their own, an advisor their engagements’, admins all', async () => {
    const engagement = await newEngagement(t);
    const organizer = await sendOrganizer(admin, engagement.id, templateId);
    await secondClient.get(`/api/organizers/${organizer.id}`).expect(404);
    await secondClient.get(`/api/organizers/${organizer.id}/answers`).expect(404);
    const gql = await graphql(secondClient, 'query ($id: ID!) { organizer(id: $id) { id } }', { id: organizer.id }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    await answer(secondClient, organizer.id, 'rental', { value: true }, 404);
    const mine = (await secondClient.get('/api/organizers').expect(200)).body as { clientId: string }[];
    expect(mine.every((item) => item.clientId !== CLIENT_ID)).toBe(true);

    const unassigned = await newEngagement(t, { assignedTo: null });
    const hidden = await sendOrganizer(admin, unassigned.id, templateId);
    await advisor.get(`/api/organizers/${hidden.id}`).expect(404);
    await admin.get(`/api/organizers/${hidden.id}`).expect(200);
    await client.get(`/api/organizers/${hidden.id}`).expect(200);
  });

  it('saves each answer as it is given, idempotently, with the progress; checks it by kind, naming the question', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    const first = await graphql(client, ANSWER, { id: organizer.id, input: { questionKey: 'rental', value: true } }).expect(200);
    expect(first.body.data.answerOrganizerQuestion).toMatchObject({
      status: 'IN_PROGRESS',
      // The two conditional questions are shown now: 1 of 8.
      progress: { answered: 1, total: 8 },
      answer: { questionKey: 'rental', value: true, documentIds: [], answeredBy: { id: CLIENT_ID } },
    });
    const again = await graphql(client, ANSWER, { id: organizer.id, input: { questionKey: 'rental', value: true } }).expect(200);
    expect(again.body.data.answerOrganizerQuestion.progress).toEqual({ answered: 1, total: 8 });

    const saved = await answer(client, organizer.id, 'rental_gross', { value: 96000.5 });
    expect(saved.body).toMatchObject({ status: 'in_progress', progress: { answered: 2, total: 8 }, answer: { value: 96000.5 } });
    await answer(client, organizer.id, 'hobbies', { value: ['Braai', 'Golf'] });
    await answer(client, organizer.id, 'birthday', { value: '1985-04-12' });
    await answer(client, organizer.id, 'notes', { value: '  A note  ' });
    const answers = (await client.get(`/api/organizers/${organizer.id}/answers`).expect(200)).body as {
      questionKey: string;
      value: unknown;
    }[];
    expect(answers.map((item) => [item.questionKey, item.value])).toEqual([
      ['rental', true],
      ['rental_gross', 96000.5],
      ['hobbies', ['Golf', 'Braai']],
      ['notes', 'A note'],
      ['birthday', '1985-04-12'],
    ]);

    const wrong = await answer(client, organizer.id, 'rental_gross', { value: 'lots' }, 400);
    expect(wrong.body).toMatchObject({
      message: 'The answer to "Total rent received" must be an amount in rand with at most two decimals, such as 12500.50',
      errors: [
        {
          path: 'value',
          message: 'The answer to "Total rent received" must be an amount in rand with at most two decimals, such as 12500.50',
        },
      ],
    });
    const choice = await graphql(client, ANSWER, { id: organizer.id, input: { questionKey: 'marital_status', value: 'Divorced' } }).expect(
      200,
    );
    expect(choice.body.errors[0]).toMatchObject({
      message: 'Choose one of the options offered for "Marital status"',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await answer(client, organizer.id, 'birthday', { value: '1985-02-30' }, 400);
    await answer(client, organizer.id, 'unknown_key', { value: 1 }, 400);
    await answer(advisor, organizer.id, 'rental', { value: false }, 403);

    // "No" hides the conditional questions: their answers are kept but no longer counted.
    const no = await answer(client, organizer.id, 'rental', { value: false });
    expect(no.body.progress).toEqual({ answered: 4, total: 6 });
    // Clearing an answer.
    const cleared = await answer(client, organizer.id, 'notes', { value: null });
    expect(cleared.body.progress).toEqual({ answered: 3, total: 6 });
  });

  it('files an upload against a question as the client’s document, linked to the answer', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await answer(client, organizer.id, 'rental', { value: true });
    const uploaded = await client
      .post(`/api/organizers/${organizer.id}/answers/rental_documents/files`)
      .attach('file', files.pdf(), 'Lease 12 Bree Street.pdf')
      .expect(201);
    expect(uploaded.body).toMatchObject({ status: 'in_progress', progress: { answered: 2, total: 8 } });
    const [documentId] = uploaded.body.answer.documentIds as string[];
    const document = await t.database.dataSource.getRepository(Document).findOneByOrFail({ id: documentId });
    expect(document).toMatchObject({ userId: CLIENT_ID, originalName: 'Lease 12 Bree Street.pdf', status: 'pending' });
    expect(document.description).toBe('Small organizer: Upload the lease');

    const gql = await graphql(
      advisor,
      'query ($id: ID!) { organizer(id: $id) { answers { questionKey documents { id originalName } } } }',
      { id: organizer.id },
    ).expect(200);
    expect(gql.body.data.organizer.answers).toContainEqual({
      questionKey: 'rental_documents',
      documents: [{ id: documentId, originalName: 'Lease 12 Bree Street.pdf' }],
    });
    // Another client's document cannot answer it; a value cannot either; a non-file question takes no file.
    const theirs = (await secondClient.post('/api/documents/upload').attach('file', files.pdf(), 'Theirs.pdf').expect(201)).body as {
      id: string;
    };
    await answer(client, organizer.id, 'rental_documents', { documentIds: [documentId, theirs.id] }, 400);
    await answer(client, organizer.id, 'rental_documents', { value: 'x' }, 400);
    await client.post(`/api/organizers/${organizer.id}/answers/notes/files`).attach('file', files.pdf(), 'No.pdf').expect(400);
    // Removing the file from the answer.
    const removed = await answer(client, organizer.id, 'rental_documents', { documentIds: [] });
    expect(removed.body.progress).toEqual({ answered: 1, total: 8 });
  });

  it('never lets uploads at once pass a question’s limit of files', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await answer(client, organizer.id, 'rental', { value: true });
    const upload = (name: string) =>
      client.post(`/api/organizers/${organizer.id}/answers/rental_documents/files`).attach('file', files.pdf(), name);
    const first = (await upload('Lease 12 Bree Street.pdf').expect(201)).body.answer.documentIds as string[];
    // One short of the limit: the answer's other files, as if uploaded before.
    const others = Array.from(
      { length: ORGANIZER_MAX_FILES_PER_QUESTION - 2 },
      (_, index) => `0b7e4c1a-93d2-4f68-a5e0-2c8d1f6b39${String(index).padStart(2, '0')}`,
    );
    await t.database.dataSource
      .getRepository(OrganizerAnswer)
      .update({ organizerId: organizer.id, questionKey: 'rental_documents' }, { documentIds: [...first, ...others] });
    // While the client's upload is stored, another of hers fills the last place: hers finds no room left.
    const documents = t.app.services.documents;
    const upload1 = documents.upload.bind(documents);
    const racing = jest.spyOn(documents, 'upload').mockImplementationOnce(async (...args) => {
      const stored = await upload1(...args);
      await upload('Lease addendum.pdf').expect(201);
      return stored;
    });
    const refused = await upload('Deposit receipt.pdf').expect(400);
    racing.mockRestore();
    expect(refused.body.errors).toEqual([
      { path: 'file', message: `"Upload the lease" holds at most ${ORGANIZER_MAX_FILES_PER_QUESTION} files` },
    ]);
    const saved = await t.database.dataSource
      .getRepository(OrganizerAnswer)
      .findOneByOrFail({ organizerId: organizer.id, questionKey: 'rental_documents' });
    expect(saved.documentIds).toHaveLength(ORGANIZER_MAX_FILES_PER_QUESTION);
  });

  it('refuses submitting while a required question is unanswered, naming each; submitting locks the answers and tells staff', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await answer(client, organizer.id, 'rental', { value: true });
    const refused = await client.post(`/api/organizers/${organizer.id}/submit`).expect(400);
    expect(refused.body).toMatchObject({
      message: 'Answer the required questions before submitting: "Total rent received", "Marital status"',
      errors: [
        { path: 'answers.rental_gross', message: '"Total rent received" needs an answer' },
        { path: 'answers.marital_status', message: '"Marital status" needs an answer' },
      ],
    });
    await answer(client, organizer.id, 'rental_gross', { value: 5000 });
    await answer(client, organizer.id, 'marital_status', { value: 'Married' });
    await advisor.post(`/api/organizers/${organizer.id}/submit`).expect(403);
    const submitted = await graphql(
      client,
      'mutation ($id: ID!) { submitOrganizer(id: $id) { status submittedAt progress { answered total } } }',
      {
        id: organizer.id,
      },
    ).expect(200);
    expect(submitted.body.data.submitOrganizer).toMatchObject({ status: 'SUBMITTED', progress: { answered: 3, total: 8 } });
    const locked = await answer(client, organizer.id, 'notes', { value: 'Late' }, 409);
    expect(locked.body.message).toBe('This organizer was submitted and its answers are locked: it can no longer be answered');
    await client.post(`/api/organizers/${organizer.id}/submit`).expect(409);
    const notices = await engagementNotices(t, ADVISOR_ID, 'Organizer submitted');
    expect(notices.map((notice) => notice.content)).toContain(
      'Sipho Dlamini submitted "Small organizer". The answers are ready for review.',
    );
    expect(await audited(t, 'organizer.submit', organizer.id)).toHaveLength(1);
  });

  it('reopens a submitted organizer with notes on questions the client sees; the client answers and submits again', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await answer(client, organizer.id, 'rental', { value: false });
    await answer(client, organizer.id, 'marital_status', { value: 'Single' });
    await client.post(`/api/organizers/${organizer.id}/submit`).expect(200);

    const badKey = await advisor
      .post(`/api/organizers/${organizer.id}/reopen`)
      .send({ notes: [{ questionKey: 'nope', note: 'x' }] })
      .expect(400);
    expect(badKey.body.errors).toEqual([{ path: 'notes.0.questionKey', message: 'This organizer has no question "nope"' }]);
    await client
      .post(`/api/organizers/${organizer.id}/reopen`)
      .send({ notes: [{ questionKey: 'rental', note: 'x' }] })
      .expect(403);
    const reopened = await graphql(
      advisor,
      'mutation ($id: ID!, $input: ReopenOrganizerInput!) { reopenOrganizer(id: $id, input: $input) { status reopenMessage reviewNotes { questionKey note } reopenedBy { id } } }',
      {
        id: organizer.id,
        input: {
          notes: [{ questionKey: 'rental', note: 'Your bank statements show rent from a flat: please check.' }],
          message: 'Thank you!',
        },
      },
    ).expect(200);
    expect(reopened.body.data.reopenOrganizer).toEqual({
      status: 'REOPENED',
      reopenMessage: 'Thank you!',
      reviewNotes: [{ questionKey: 'rental', note: 'Your bank statements show rent from a flat: please check.' }],
      reopenedBy: { id: ADVISOR_ID },
    });
    const notices = await engagementNotices(t, CLIENT_ID, 'Organizer reopened');
    expect(notices.map((notice) => notice.content)).toContain(
      'Lerato Mokoena reopened "Small organizer": 1 question needs another look. Thank you!',
    );
    await t.app.services.mailQueue.drain();
    const mail = readOutbox(t.config.outboxDir).find((text) => text.includes('Subject: Please look again: Small organizer'));
    expect(mail?.replace(/=\r?\n/g, '')).toContain('Your bank statements show rent from a flat');

    const changed = await answer(client, organizer.id, 'rental', { value: true });
    expect(changed.body.status).toBe('reopened');
    await answer(client, organizer.id, 'rental_gross', { value: 48000 });
    const again = await client.post(`/api/organizers/${organizer.id}/submit`).expect(200);
    expect(again.body.status).toBe('submitted');
    await advisor
      .post(`/api/organizers/${organizer.id}/reopen`)
      .send({ notes: [{ questionKey: 'rental_gross', note: 'Per month?' }] })
      .expect(200);
    expect(await audited(t, 'organizer.reopen', organizer.id)).toHaveLength(2);
  });

  it('cancels an organizer waiting for the client, telling them; a submitted one cannot be cancelled', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    const cancelled = await graphql(
      advisor,
      'mutation ($id: ID!) { cancelOrganizer(id: $id, reason: "Sent by mistake") { status cancellationReason cancelledBy { id } } }',
      {
        id: organizer.id,
      },
    ).expect(200);
    expect(cancelled.body.data.cancelOrganizer).toEqual({
      status: 'CANCELLED',
      cancellationReason: 'Sent by mistake',
      cancelledBy: { id: ADVISOR_ID },
    });
    const notices = await engagementNotices(t, CLIENT_ID, 'Organizer cancelled');
    expect(notices.map((notice) => notice.content)).toContain(
      '"Small organizer" was cancelled and no longer needs your answers. Sent by mistake',
    );
    await answer(client, organizer.id, 'rental', { value: true }, 409);
    await advisor.post(`/api/organizers/${organizer.id}/cancel`).send({}).expect(409);
    await advisor.post(`/api/organizers/${demoOrganizerIds.irp6}/cancel`).send({}).expect(409);
  });

  it('holds the demo’s organizers: one half filled in with a file, one submitted', async () => {
    const half = (await client.get(`/api/organizers/${demoOrganizerIds.itr12}`).expect(200)).body;
    expect(half).toMatchObject({ status: 'in_progress', engagementId: demoEngagementIds.annualFinancials });
    expect(half.progress.answered).toBeGreaterThan(0);
    expect(half.progress.answered).toBeLessThan(half.progress.total);
    const answers = (await client.get(`/api/organizers/${demoOrganizerIds.itr12}/answers`).expect(200)).body as { documentIds: string[] }[];
    expect(answers.some((item) => item.documentIds.length === 1)).toBe(true);
    expect((await client.get(`/api/organizers/${demoOrganizerIds.irp6}`).expect(200)).body.status).toBe('submitted');
  });
});
