import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { readOutbox } from '../../test/outbox';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { countQueries } from '../../test/query-counter';
import { AuditLog } from '../audit/audit-log.entity';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { createHash } from 'node:crypto';
import {
  ADMIN_ID,
  ADVISOR_ID,
  CLIENT_ID,
  demoEngagementIds,
  demoLetterIds,
  demoLetterTemplateIds,
  engagementNotices,
  letterRow,
  newEngagement,
  sendLetter,
  type LetterJson,
} from './engagement-letters-test-kit';

const LETTER_FIELDS = `id title status sentAt viewedAt withdrawnAt withdrawalReason bodySha256
  engagement { id title } client { email } sentBy { email } withdrawnBy { email } template { title } signedDocument { id }`;

describe.each(testDatabaseTargets)('engagement letters: sending, reading, withdrawing ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
  }, 60_000);
  afterAll(() => t.close());

  it('sends a letter from a template: its text fixed with its SHA-256, the client notified and e-mailed, audited', async () => {
    const engagement = await newEngagement(t, { title: 'Provisional tax (IRP6) 2027' });
    const letter = await sendLetter(advisor, engagement.id);
    expect(letter).toMatchObject({
      engagementId: engagement.id,
      clientId: CLIENT_ID,
      templateId: demoLetterTemplateIds.taxReturn,
      sentBy: ADVISOR_ID,
      title: 'Tax return engagement letter',
      status: 'sent',
      viewedAt: null,
      signedAt: null,
      signedDocumentId: null,
    });
    expect(letter.body).toContain('**Provisional tax \\(IRP6\\) 2027**');
    expect(letter.bodySha256).toBe(createHash('sha256').update(letter.body, 'utf8').digest('hex'));
    expect((await letterRow(t, letter.id)).awaitingEngagementId).toBe(engagement.id);

    const [notice] = await engagementNotices(t, CLIENT_ID, 'Engagement letter to sign');
    expect(notice).toMatchObject({
      content: 'Lerato Mokoena sent you "Tax return engagement letter" to read and sign.',
      actionUrl: `/portal/letters/${letter.id}`,
      type: 'info',
    });
    await t.app.services.mailQueue.drain();
    const mail = readOutbox(t.config.outboxDir).find((text) =>
      text.includes('Subject: Please read and sign: Tax return engagement letter'),
    );
    expect(mail).toContain('To: client@example.com');
    expect(mail?.replace(/=\r?\n/g, '')).toContain(`/portal/letters/${letter.id}`);
    const audit = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'engagement_letter.send', resourceId: letter.id });
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ title: 'Tax return engagement letter', engagementId: engagement.id, clientId: CLIENT_ID });
  });

  it('refuses a second letter while one waits (409 CONFLICT), and sends again once that one is withdrawn', async () => {
    const engagement = await newEngagement(t);
    const first = await sendLetter(advisor, engagement.id);
    const again = await advisor
      .post('/api/engagement-letters')
      .send({ engagementId: engagement.id, templateId: demoLetterTemplateIds.taxReturn })
      .expect(409);
    expect(again.body.message).toMatch(
      /^"Tax return engagement letter", sent on \d+ \w+ \d{4}, is still waiting for the client’s signature: withdraw it before sending another letter for this engagement$/,
    );
    const gql = await graphql(advisor, 'mutation ($input: SendEngagementLetterInput!) { sendEngagementLetter(input: $input) { id } }', {
      input: { engagementId: engagement.id, templateId: demoLetterTemplateIds.bookkeeping },
    }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');

    const withdrawn = await advisor
      .post(`/api/engagement-letters/${first.id}/withdraw`)
      .send({ reason: 'The fee changed: a new letter follows.' })
      .expect(200);
    expect(withdrawn.body).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: ADVISOR_ID,
      withdrawalReason: 'The fee changed: a new letter follows.',
    });
    expect((await letterRow(t, first.id)).awaitingEngagementId).toBeNull();
    const notices = await engagementNotices(t, CLIENT_ID, 'Engagement letter withdrawn');
    expect(notices.map((notice) => notice.content)).toContain(
      '"Tax return engagement letter" was withdrawn and no longer needs your signature. The fee changed: a new letter follows.',
    );
    const second = await sendLetter(advisor, engagement.id, demoLetterTemplateIds.taxReturn);
    expect(second.status).toBe('sent');
  });

  it('keeps one letter waiting per engagement even when two are sent at the same moment', async () => {
    const engagement = await newEngagement(t);
    const send = () =>
      advisor.post('/api/engagement-letters').send({ engagementId: engagement.id, templateId: demoLetterTemplateIds.taxReturn });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('withdraws through GraphQL with no reason; a letter no longer waiting is refused (409)', async () => {
    const engagement = await newEngagement(t);
    const letter = await sendLetter(admin, engagement.id);
    const WITHDRAW = `mutation ($id: ID!, $reason: String) { withdrawEngagementLetter(id: $id, reason: $reason) { ${LETTER_FIELDS} } }`;
    const done = await graphql(admin, WITHDRAW, { id: letter.id }).expect(200);
    expect(done.body.data.withdrawEngagementLetter).toMatchObject({
      status: 'WITHDRAWN',
      withdrawalReason: null,
      withdrawnBy: { email: 'admin@example.com' },
      withdrawnAt: expect.any(String),
    });
    const again = await graphql(admin, WITHDRAW, { id: letter.id }).expect(200);
    expect(again.body.errors[0]).toMatchObject({
      message: 'This letter was withdrawn by the firm: only a letter waiting for the client’s signature can be withdrawn',
      extensions: { code: 'CONFLICT' },
    });
    const tooLong = await admin
      .post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/withdraw`)
      .send({ reason: 'x'.repeat(1001) })
      .expect(400);
    expect(tooLong.body.errors).toEqual([{ path: 'reason', message: 'Reason must be at most 1000 characters' }]);
  });

  it('refuses sending to someone else’s engagement, a cancelled one, an unknown template, and to clients (403)', async () => {
    const admins = await newEngagement(t, { assignedTo: ADMIN_ID });
    const notYours = await advisor
      .post('/api/engagement-letters')
      .send({ engagementId: admins.id, templateId: demoLetterTemplateIds.taxReturn })
      .expect(400);
    expect(notYours.body.errors).toEqual([{ path: 'engagementId', message: 'Choose an engagement from the list' }]);
    const tender = await admin
      .post('/api/engagement-letters')
      .send({ engagementId: demoEngagementIds.tender, templateId: demoLetterTemplateIds.taxReturn })
      .expect(400);
    expect(tender.body.errors).toEqual([{ path: 'engagementId', message: 'Letters cannot be sent for a cancelled engagement' }]);
    const engagement = await newEngagement(t);
    const unknown = await advisor
      .post('/api/engagement-letters')
      .send({ engagementId: engagement.id, templateId: 'no-such-template' })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'templateId', message: 'Choose a template from the list' }]);
    await client
      .post('/api/engagement-letters')
      .send({ engagementId: engagement.id, templateId: demoLetterTemplateIds.taxReturn })
      .expect(403);
    await client.post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/withdraw`).send({}).expect(403);
    await t.request.get('/api/engagement-letters').expect(401);
  });

  it('marks a letter viewed on the client’s first reading only (audited once); staff reading it change nothing', async () => {
    const engagement = await newEngagement(t);
    const letter = await sendLetter(advisor, engagement.id);
    expect((await advisor.get(`/api/engagement-letters/${letter.id}`).expect(200)).body).toMatchObject({ status: 'sent', viewedAt: null });
    const adminRead = await graphql(admin, 'query ($id: ID!) { engagementLetter(id: $id) { status viewedAt } }', { id: letter.id }).expect(
      200,
    );
    expect(adminRead.body.data.engagementLetter).toEqual({ status: 'SENT', viewedAt: null });

    const first = (await client.get(`/api/engagement-letters/${letter.id}`).expect(200)).body as LetterJson;
    expect(first).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
    const second = await graphql(client, 'query ($id: ID!) { engagementLetter(id: $id) { status viewedAt body } }', {
      id: letter.id,
    }).expect(200);
    expect(second.body.data.engagementLetter).toMatchObject({ status: 'VIEWED', viewedAt: first.viewedAt, body: letter.body });
    const views = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'engagement_letter.view', resourceId: letter.id });
    expect(views).toHaveLength(1);
    expect(views[0].userId).toBe(CLIENT_ID);
  });

  it("shows a client only their own letters: another client's answers 404 and a list of nothing", async () => {
    const stranger = (await signedInClient(t, 'curious-letter-reader')).agents[0];
    await stranger.get(`/api/engagement-letters/${demoLetterIds.bookkeeping}`).expect(404);
    expect((await stranger.get('/api/engagement-letters').expect(200)).body).toEqual([]);
    const gql = await graphql(stranger, 'query ($id: ID!) { engagementLetter(id: $id) { title } }', {
      id: demoLetterIds.bookkeeping,
    }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    await stranger.post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/sign`).send({}).expect(404);
    await stranger.post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/decline`).send({ reason: 'Not mine' }).expect(404);
    // Staff who do not run the engagement do not see its letters either.
    const someoneElses = await newEngagement(t, { assignedTo: ADMIN_ID });
    const hidden = await sendLetter(admin, someoneElses.id);
    await advisor.get(`/api/engagement-letters/${hidden.id}`).expect(404);
    await advisor.post(`/api/engagement-letters/${hidden.id}/withdraw`).send({}).expect(404);
    expect(
      ((await advisor.get('/api/engagement-letters?first=100').expect(200)).body as LetterJson[]).map((letter) => letter.id),
    ).not.toContain(hidden.id);
  });

  it('lists letters with filters, those waiting first, one page at a time with the total and the next cursor', async () => {
    const own = (await client.get('/api/engagement-letters?outstanding=true').expect(200)).body as LetterJson[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((letter) => letter.clientId === CLIENT_ID && ['sent', 'viewed'].includes(letter.status))).toBe(true);
    expect(own.map((letter) => letter.id)).toEqual(expect.arrayContaining([demoLetterIds.annualFinancials]));

    const page = await admin.get('/api/engagement-letters?first=2').expect(200);
    expect(page.body).toHaveLength(2);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(2);
    const next = await admin.get(`/api/engagement-letters?first=2&after=${page.headers['x-next-cursor']}`).expect(200);
    expect(next.body[0].id).not.toBe(page.body[0].id);

    const withdrawn = (await admin.get('/api/engagement-letters?status=withdrawn').expect(200)).body as LetterJson[];
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(withdrawn.every((letter) => letter.status === 'withdrawn')).toBe(true);
    const ofEngagement = (await advisor.get(`/api/engagement-letters?engagementId=${demoEngagementIds.bookkeeping}`).expect(200))
      .body as LetterJson[];
    // Waiting first: the one sent yesterday, then the one signed 110 days ago that the retainer bills by.
    expect(ofEngagement.map((letter) => letter.id)).toEqual([demoLetterIds.bookkeeping, demoLetterIds.bookkeepingSigned]);
    const old = (await admin.get('/api/engagement-letters?sentMoreThanDaysAgo=7').expect(200)).body as LetterJson[];
    // Waiting first: the one opened 8 days ago, then the one signed 58 days ago and the one signed 110 days ago.
    expect(old.map((letter) => letter.id)).toEqual([
      demoLetterIds.annualFinancials,
      demoLetterIds.secretarial,
      demoLetterIds.bookkeepingSigned,
    ]);
    const oldAndWaiting = await admin.get('/api/engagement-letters?sentMoreThanDaysAgo=7&outstanding=true').expect(200);
    expect(oldAndWaiting.body.map((letter: LetterJson) => letter.id)).toEqual([demoLetterIds.annualFinancials]);

    const bad = await admin.get('/api/engagement-letters?status=lost&sentMoreThanDaysAgo=soon').expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'status', message: 'Choose a status from the list' },
        { path: 'sentMoreThanDaysAgo', message: 'Days must be a number' },
      ]),
    );

    const gql = await graphql(
      admin,
      'query ($filter: EngagementLetterFilter) { engagementLetters(filter: $filter, first: 5) { totalCount pageInfo { hasNextPage } nodes { status client { email } } } }',
      { filter: { clientId: CLIENT_ID, outstanding: true } },
    ).expect(200);
    expect(gql.body.data.engagementLetters.totalCount).toBeGreaterThan(0);
    expect(gql.body.data.engagementLetters.nodes.every((node: { status: string }) => ['SENT', 'VIEWED'].includes(node.status))).toBe(true);
  });

  it('follows Engagement.letters and User.engagementLetters to each letter’s edges in as many statements for more letters', async () => {
    const query = `{ engagements { title letters { ${LETTER_FIELDS} } } me { engagementLetters(outstanding: true) { id status } } }`;
    const measure = async () => {
      // A fresh session, so that no "last seen" write of the session's own is counted.
      const freshAdmin = await t.agent('admin');
      const { result, count } = await countQueries(t.database.dataSource, () => graphql(freshAdmin, query));
      expect(result.body.errors).toBeUndefined();
      return { data: result.body.data, count };
    };
    const before = await measure();
    const annual = before.data.engagements.find(
      (engagement: { title: string }) => engagement.title === '2025 Annual Financial Statements & ITR14',
    );
    expect(annual.letters[0]).toMatchObject({
      id: demoLetterIds.annualFinancials,
      engagement: { title: '2025 Annual Financial Statements & ITR14' },
      client: { email: 'client@example.com' },
      sentBy: { email: 'advisor@example.com' },
      template: { title: 'Tax return engagement letter' },
      signedDocument: null,
    });
    await sendLetter(admin, (await newEngagement(t)).id);
    await sendLetter(admin, (await newEngagement(t, { assignedTo: ADMIN_ID })).id);
    const after = await measure();
    expect(after.count).toBe(before.count);

    const clientView = await graphql(client, '{ me { engagementLetters(outstanding: true) { id status engagement { title } } } }').expect(
      200,
    );
    const outstanding = clientView.body.data.me.engagementLetters as { status: string }[];
    expect(outstanding.length).toBeGreaterThan(1);
    expect(outstanding.every((letter) => ['SENT', 'VIEWED'].includes(letter.status))).toBe(true);
  });

  it('keeps a sent letter’s text and title when its template is edited or deleted (templateId becomes null)', async () => {
    const template = (
      await admin
        .post('/api/letter-templates')
        .send({ title: 'Short letter', body: 'Dear {{client.firstName}}, short and sweet.' })
        .expect(201)
    ).body as { id: string };
    const letter = await sendLetter(admin, (await newEngagement(t)).id, template.id);
    await admin
      .put(`/api/letter-templates/${template.id}`)
      .send({ title: 'Longer letter', body: 'Dear {{client.fullName}}, much longer now.' })
      .expect(200);
    expect((await admin.get(`/api/engagement-letters/${letter.id}`).expect(200)).body).toMatchObject({
      title: 'Short letter',
      body: 'Dear Sipho, short and sweet.',
      bodySha256: letter.bodySha256,
      templateId: template.id,
    });
    await admin.delete(`/api/letter-templates/${template.id}`).expect(204);
    expect((await admin.get(`/api/engagement-letters/${letter.id}`).expect(200)).body).toMatchObject({
      title: 'Short letter',
      body: 'Dear Sipho, short and sweet.',
      templateId: null,
    });
  });

  it('lets an API token with engagements:read read letters and templates, and nothing else: every change is for a session', async () => {
    const { secret } = await tokenFor(t, 'advisor', ['engagements:read']);
    const api = bearing(t, secret);
    expect((await api.get('/api/engagement-letters').expect(200)).body.length).toBeGreaterThan(0);
    expect((await api.get('/api/letter-templates').expect(200)).body.length).toBeGreaterThan(0);
    const send = await api
      .post('/api/engagement-letters')
      .send({ engagementId: demoEngagementIds.bookkeeping, templateId: demoLetterTemplateIds.bookkeeping })
      .expect(403);
    expect(send.body.message).toBe('API tokens cannot use POST /api/engagement-letters: it is open to a signed-in session only.');
    await api.post(`/api/engagement-letters/${demoLetterIds.bookkeeping}/withdraw`).send({}).expect(403);
    const read = await api.graphql('{ engagementLetters { totalCount } letterTemplates { title } }').expect(200);
    expect(read.body.errors).toBeUndefined();
    const write = await api.graphql(`mutation { withdrawEngagementLetter(id: "${demoLetterIds.bookkeeping}") { id } }`);
    expect(write.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const other = bearing(t, (await tokenFor(t, 'advisor', ['documents:read'])).secret);
    const refused = await other.get('/api/engagement-letters').expect(403);
    expect(refused.body.message).toBe('GET /api/engagement-letters needs the scope engagements:read, which this API token lacks.');
    expect((await letterRow(t, demoLetterIds.bookkeeping)).status).toBe('sent');
  });
});
