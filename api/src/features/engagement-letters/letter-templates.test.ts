import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { signedInClient } from '../../test/signed-in-client';
import { AuditLog } from '../audit/audit-log.entity';
import { Company } from '../profile/company.entity';
import { User } from '../../accounts/user.entity';
import { letterMergeFields } from '../../../../validation/engagement-letter-values';
import { LetterTemplate } from './letter-template.entity';
import { ADMIN_ID, demoEngagementIds, demoLetterTemplateIds, newEngagement } from './engagement-letters-test-kit';

const PREVIEW = `query ($input: PreviewEngagementLetterInput!) { previewEngagementLetter(input: $input) { title body } }`;

describe.each(testDatabaseTargets)('letter templates and previews ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
  }, 60_000);
  afterAll(() => t.close());

  it('offers the demo templates and the merge fields to staff, over REST and GraphQL', async () => {
    const listed = (await advisor.get('/api/letter-templates').expect(200)).body as { id: string; title: string; body: string }[];
    expect(listed.map((template) => template.title)).toEqual(
      expect.arrayContaining(['Monthly bookkeeping engagement letter', 'Tax return engagement letter']),
    );
    const taxReturn = listed.find((template) => template.id === demoLetterTemplateIds.taxReturn)!;
    expect(taxReturn.body).toContain('SARS');
    expect(taxReturn.body).toContain('POPIA');
    expect((await advisor.get(`/api/letter-templates/${taxReturn.id}`).expect(200)).body.title).toBe('Tax return engagement letter');

    const fields = (await advisor.get('/api/letter-templates/merge-fields').expect(200)).body;
    expect(fields).toEqual(letterMergeFields.map(({ name, description }) => ({ name, description })));
    const gql = await graphql(advisor, '{ letterTemplates { title } letterMergeFields { name description } }').expect(200);
    expect(gql.body.data.letterMergeFields).toHaveLength(letterMergeFields.length);
    expect(gql.body.data.letterTemplates.length).toBeGreaterThanOrEqual(2);
  });

  it('lets admins create, edit and delete a template, each audited; advisors only read', async () => {
    const created = await admin
      .post('/api/letter-templates')
      .send({ title: 'Payroll engagement letter', body: 'Dear {{client.firstName}},\n\nWe will run your payroll (EMP201) each month.' })
      .expect(201);
    expect(created.body).toMatchObject({ title: 'Payroll engagement letter', id: expect.any(String) });
    await advisor.post('/api/letter-templates').send({ title: 'Mine', body: 'Text' }).expect(403);
    await advisor.put(`/api/letter-templates/${created.body.id}`).send({ title: 'Mine', body: 'Text' }).expect(403);
    await advisor.delete(`/api/letter-templates/${created.body.id}`).expect(403);

    const UPDATE = 'mutation ($id: ID!, $input: LetterTemplateInput!) { updateLetterTemplate(id: $id, input: $input) { id title body } }';
    const updated = await graphql(admin, UPDATE, {
      id: created.body.id,
      input: { title: 'Payroll (EMP201) engagement letter', body: 'Dear {{ client.fullName }}, …' },
    }).expect(200);
    expect(updated.body.data.updateLetterTemplate).toEqual({
      id: created.body.id,
      title: 'Payroll (EMP201) engagement letter',
      body: 'Dear {{ client.fullName }}, …',
    });
    const forbidden = await graphql(advisor, UPDATE, { id: created.body.id, input: { title: 'x', body: 'y' } }).expect(200);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');

    await admin.delete(`/api/letter-templates/${created.body.id}`).expect(204);
    await admin.get(`/api/letter-templates/${created.body.id}`).expect(404);
    const actions = (
      await t.database.dataSource.getRepository(AuditLog).find({ where: { resourceType: 'letter_template', resourceId: created.body.id } })
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['letter_template.create', 'letter_template.delete', 'letter_template.update']);
  });

  it('refuses an unknown or malformed merge field on save, naming body, over REST and GraphQL', async () => {
    const before = await t.database.dataSource.getRepository(LetterTemplate).count();
    const unknown = await admin.post('/api/letter-templates').send({ title: 'Nicknames', body: 'Hi {{client.nickname}}!' }).expect(400);
    expect(unknown.body.errors).toEqual([
      {
        path: 'body',
        message: 'Unknown merge field {{client.nickname}}: use the fields offered beside the text, such as {{client.fullName}}',
      },
    ]);
    const malformed = await admin.post('/api/letter-templates').send({ title: 'Open', body: 'Hi {{client.fullName' }).expect(400);
    expect(malformed.body.errors).toEqual([{ path: 'body', message: expect.stringMatching(/^A merge field is not written right near/) }]);
    const empty = await admin.post('/api/letter-templates').send({ title: '', body: '' }).expect(400);
    expect(empty.body.errors).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'body', message: 'Body is required' },
    ]);
    const tooLong = await admin
      .post('/api/letter-templates')
      .send({ title: 'Long', body: 'x'.repeat(50_001) })
      .expect(400);
    expect(tooLong.body.errors).toEqual([{ path: 'body', message: 'Body must be at most 50,000 characters' }]);

    const gql = await graphql(admin, 'mutation ($input: LetterTemplateInput!) { createLetterTemplate(input: $input) { id } }', {
      input: { title: 'Nicknames', body: 'Dear {{client.nickname}} of {{company.vatNumber}}' },
    }).expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual([
      { path: 'body', message: expect.stringMatching(/^Unknown merge fields \{\{client\.nickname\}\} and \{\{company\.vatNumber\}\}:/) },
    ]);
    expect(await t.database.dataSource.getRepository(LetterTemplate).count()).toBe(before);
  });

  it('keeps templates from clients (403) and from anyone signed out (401)', async () => {
    await client.get('/api/letter-templates').expect(403);
    await client.post('/api/engagement-letters/preview').send({ engagementId: demoEngagementIds.annualFinancials, body: 'x' }).expect(403);
    const gql = await graphql(client, '{ letterTemplates { id } }').expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.request.get('/api/letter-templates').expect(401);
  });

  it('previews a template for an engagement with every merge field filled in, over REST and GraphQL', async () => {
    const engagement = await newEngagement(t, { title: 'Individual income tax return 2026', totalAmount: 12500 });
    const rest = await advisor
      .post('/api/engagement-letters/preview')
      .send({ engagementId: engagement.id, templateId: demoLetterTemplateIds.taxReturn })
      .expect(200);
    expect(rest.body.title).toBe('Tax return engagement letter');
    expect(rest.body.body).toContain('Dear Sipho Dlamini');
    expect(rest.body.body).toContain('**Individual income tax return 2026**');
    expect(rest.body.body).toContain('**R\u00a012\u00a0500.00**');
    expect(rest.body.body).toContain('**20 October 2026**');
    expect(rest.body.body).toContain('Khanya Tax \\& Advisory');
    expect(rest.body.body).toContain('+27 11 312 4580');
    expect(rest.body.body).not.toContain('{{');

    const gql = await graphql(admin, PREVIEW, {
      input: {
        engagementId: engagement.id,
        body: '{{company.name}} ({{company.registrationNumber}}), {{engagement.service}}, from {{engagement.startDate}}',
      },
    }).expect(200);
    expect(gql.body.data.previewEngagementLetter).toEqual({
      title: null,
      body: 'Dlamini Logistics \\(Pty\\) Ltd (2015/123456/07), Tax Compliance \\& Advisory, from 1 March 2026',
    });
  });

  it('escapes what the client typed, so a name cannot change the letter’s formatting', async () => {
    const odd = await signedInClient(t, 'asterisk-bob');
    await t.database.dataSource.getRepository(User).update({ id: odd.userId }, { firstName: '*Bob*', lastName: '_Smith_ [x](y)' });
    const engagement = await newEngagement(t, { clientId: odd.userId });
    const preview = await admin
      .post('/api/engagement-letters/preview')
      .send({ engagementId: engagement.id, body: 'Dear {{client.fullName}}' })
      .expect(200);
    expect(preview.body.body).toBe('Dear \\*Bob\\* \\_Smith\\_ \\[x\\]\\(y\\)');
  });

  it('refuses a preview with an unknown field (body) or a field without a value (engagementId), naming each', async () => {
    const unknown = await advisor
      .post('/api/engagement-letters/preview')
      .send({ engagementId: demoEngagementIds.annualFinancials, body: 'Dear {{client.nickname}}' })
      .expect(400);
    expect(unknown.body.errors).toEqual([
      { path: 'body', message: expect.stringMatching(/^Unknown merge field \{\{client\.nickname\}\}/) },
    ]);

    // A client without a company yet, on an engagement with no due date.
    const newcomer = await signedInClient(t, 'no-company-yet');
    expect(await t.database.dataSource.getRepository(Company).countBy({ userId: newcomer.userId })).toBe(0);
    const engagement = await newEngagement(t, { clientId: newcomer.userId, dueDate: null });
    const missing = await advisor
      .post('/api/engagement-letters/preview')
      .send({ engagementId: engagement.id, templateId: demoLetterTemplateIds.bookkeeping })
      .expect(400);
    expect(missing.body.errors).toEqual([
      { path: 'engagementId', message: 'company.name has no value for this client' },
      { path: 'engagementId', message: 'company.registrationNumber has no value for this client' },
      { path: 'engagementId', message: 'company.taxNumber has no value for this client' },
    ]);
    expect(missing.body.message).toBe(
      'This letter cannot be sent yet: company.name has no value for this client; company.registrationNumber has no value for this client; company.taxNumber has no value for this client',
    );
    const gql = await graphql(advisor, PREVIEW, {
      input: { engagementId: engagement.id, body: 'Due {{engagement.dueDate}}' },
    }).expect(200);
    expect(gql.body.errors[0].extensions.fieldErrors).toEqual([
      { path: 'engagementId', message: 'engagement.dueDate has no value for this engagement' },
    ]);

    const neither = await advisor.post('/api/engagement-letters/preview').send({ engagementId: engagement.id }).expect(400);
    expect(neither.body.errors).toEqual([{ path: 'templateId', message: 'Choose a template, or write the text to preview' }]);
  });

  it('keeps an advisor to the engagements assigned to them; admins preview any', async () => {
    const someoneElses = await newEngagement(t, { assignedTo: ADMIN_ID });
    const refused = await advisor
      .post('/api/engagement-letters/preview')
      .send({ engagementId: someoneElses.id, body: 'Dear {{client.firstName}}' })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'engagementId', message: 'Choose an engagement from the list' }]);
    const allowed = await admin
      .post('/api/engagement-letters/preview')
      .send({ engagementId: someoneElses.id, body: 'Dear {{client.firstName}}' })
      .expect(200);
    expect(allowed.body.body).toBe('Dear Sipho');
  });
});
