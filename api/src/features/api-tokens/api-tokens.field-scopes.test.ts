import type TestAgent from 'supertest/lib/agent';
import { demoEngagementIds } from '../../demo/demo-portal';
import { demoLetterIds, demoLetterTemplateIds } from '../../demo/demo-engagement-letters';
import { demoOrganizerIds } from '../../demo/demo-organizers';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from './api-tokens-test-kit';

const SIGNED = demoLetterIds.secretarial;
const EVIDENCE = ['signerName', 'signerEmail', 'signerIpAddress', 'signerUserAgent', 'signatureText'] as const;
const PREVIEW = 'query Preview($input: PreviewEngagementLetterInput!) { previewEngagementLetter(input: $input) { title body } }';

/** The custom body of the attacker's test: the client's e-mail and the company's numbers, through a preview. */
const PRYING_BODY = 'To {{client.email}}: registration {{company.registrationNumber}}, tax {{company.taxNumber}}';

describe.each(testDatabaseTargets)('scopes follow the data, not only the type ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  /** An administrator's token with engagements:read alone. */
  let letters: ReturnType<typeof bearing>;
  /** The same with users:read too. */
  let lettersAndPeople: ReturnType<typeof bearing>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await t.agent('admin');
    letters = bearing(t, (await tokenFor(t, admin, ['engagements:read'])).secret);
    lettersAndPeople = bearing(t, (await tokenFor(t, admin, ['engagements:read', 'users:read'])).secret);
  }, 60_000);
  afterAll(() => t.close());

  describe('a signed letter’s evidence: who signed, from where, with what', () => {
    it('over GraphQL, refuses each field to engagements:read alone with 403 naming it and users:read; answers it with users:read, and to a session', async () => {
      for (const field of EVIDENCE) {
        const refused = await letters
          .graphql(`query Letter($id: ID!) { engagementLetter(id: $id) { id ${field} } }`, { id: SIGNED })
          .expect(403);
        expect(refused.body.errors[0]).toMatchObject({
          message: `EngagementLetter.${field} needs the scope users:read, which this API token lacks.`,
          extensions: { code: 'FORBIDDEN', field: `EngagementLetter.${field}`, missingScope: 'users:read' },
        });
      }
      const withoutEvidence = await letters
        .graphql('query Letter($id: ID!) { engagementLetter(id: $id) { id status signedAt signatureKind } }', { id: SIGNED })
        .expect(200);
      expect(withoutEvidence.body).toEqual({
        data: { engagementLetter: { id: SIGNED, status: 'SIGNED', signedAt: expect.any(String), signatureKind: 'TYPED' } },
      });

      const query = `query Letter($id: ID!) { engagementLetter(id: $id) { ${EVIDENCE.join(' ')} } }`;
      const evidence = {
        signerName: 'Sipho Dlamini',
        signerEmail: 'client@example.com',
        signerIpAddress: '196.21.45.17',
        signerUserAgent: expect.stringContaining('iPhone'),
        signatureText: 'Sipho Dlamini',
      };
      expect((await lettersAndPeople.graphql(query, { id: SIGNED }).expect(200)).body).toEqual({ data: { engagementLetter: evidence } });
      expect((await graphql(admin, query, { id: SIGNED }).expect(200)).body).toEqual({ data: { engagementLetter: evidence } });
    });

    it('over REST, leaves the same fields out of the letter for engagements:read alone, in one letter and the list; users:read brings them back', async () => {
      const one = (await letters.get(`/api/engagement-letters/${SIGNED}`).expect(200)).body as Record<string, unknown>;
      expect(one).toMatchObject({ id: SIGNED, status: 'signed', signatureKind: 'typed', signedWithTwoStep: false });
      for (const field of EVIDENCE) expect([field, field in one]).toEqual([field, false]);
      const list = (await letters.get('/api/engagement-letters').expect(200)).body as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((letter) => EVIDENCE.some((field) => field in letter))).toEqual([]);
      expect(JSON.stringify(list)).not.toContain('196.21.45.17');

      const whole = {
        signerName: 'Sipho Dlamini',
        signerEmail: 'client@example.com',
        signerIpAddress: '196.21.45.17',
        signatureText: 'Sipho Dlamini',
      };
      expect((await lettersAndPeople.get(`/api/engagement-letters/${SIGNED}`).expect(200)).body).toMatchObject(whole);
      // A session reads the whole record, held to the OpenAPI document as every t.agent answer is.
      expect((await admin.get(`/api/engagement-letters/${SIGNED}`).expect(200)).body).toMatchObject(whole);
      // The document says what a token may find missing, and why.
      const letter = (await t.request.get('/api/openapi.json').expect(200)).body.components.schemas.EngagementLetter;
      for (const field of EVIDENCE) {
        expect(letter.required).not.toContain(field);
        expect(letter.properties[field].description).toMatch(/\(left out for an API token without users:read\)$/);
      }
      expect(letter.required).toEqual(expect.arrayContaining(['id', 'status', 'signedAt', 'signatureKind']));
    });
  });

  it('gives the people one may write to by id with messages:read; their names and e-mails need users:read', async () => {
    const messages = bearing(t, (await tokenFor(t, admin, ['messages:read'])).secret);
    const ids = await messages.graphql('query Recipients { messageRecipients { id } }').expect(200);
    expect(ids.body.data.messageRecipients.length).toBeGreaterThan(0);
    const names = await messages.graphql('query Recipients { messageRecipients { id name email } }').expect(403);
    expect(names.body.errors[0].extensions).toMatchObject({ field: 'MessageRecipient.name', missingScope: 'users:read' });
    const both = bearing(t, (await tokenFor(t, admin, ['messages:read', 'users:read'])).secret);
    expect((await both.graphql('query Recipients { messageRecipients { name email } }').expect(200)).body.errors).toBeUndefined();
  });

  it('refuses an organizer’s PDF, which names the client, the sender and the files, to a token without users:read and documents:read', async () => {
    const path = `/api/organizers/${demoOrganizerIds.itr12}/pdf`;
    expect((await letters.get(path).expect(403)).body).toMatchObject({
      message: `GET ${path} needs the scope users:read, which this API token lacks.`,
    });
    expect((await lettersAndPeople.get(path).expect(403)).body).toMatchObject({
      message: `GET ${path} needs the scope documents:read, which this API token lacks.`,
    });
    const all = bearing(t, (await tokenFor(t, admin, ['engagements:read', 'users:read', 'documents:read'])).secret);
    expect((await all.get(path).expect(200)).headers['content-type']).toBe('application/pdf');
  });

  describe('previewing a letter', () => {
    it('merges over GraphQL only the fields the token’s scopes reach, and names the others with what they need', async () => {
      const input = { engagementId: demoEngagementIds.annualFinancials, body: PRYING_BODY };
      const pried = await letters.graphql(PREVIEW, { input }).expect(200);
      expect(pried.body.data).toBeNull();
      expect(pried.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^This API token may not read every merge field of this letter: /),
        extensions: {
          code: 'FORBIDDEN',
          fieldErrors: [
            { path: 'body', message: '{{client.email}} needs the scope users:read, which this API token lacks' },
            { path: 'body', message: '{{company.registrationNumber}} is open to a signed-in session only' },
            { path: 'body', message: '{{company.taxNumber}} is open to a signed-in session only' },
          ],
        },
      });
      for (const secret of ['client@example.com', '2015/123456/07', '9123456780']) expect(JSON.stringify(pried.body)).not.toContain(secret);
      // As the company itself is refused to the same token.
      expect((await letters.graphql('query Company { myCompany { taxNumber } }').expect(403)).body.errors[0].extensions.field).toBe(
        'Query.myCompany',
      );

      // The engagement's fields, the firm's and the day are its own to merge.
      const own = await letters
        .graphql(PREVIEW, { input: { ...input, body: '{{engagement.title}} for {{firm.name}}, {{today}}' } })
        .expect(200);
      expect(own.body.data.previewEngagementLetter.body).toMatch(
        /^2025 Annual Financial Statements \\& ITR14 for Khanya Tax \\& Advisory, \d+ \w+ \d{4}$/,
      );

      // users:read opens the client's details; the company's stay closed to every token; a template is held alike.
      const person = await lettersAndPeople.graphql(PREVIEW, { input: { ...input, body: 'Dear {{client.fullName}} ({{client.email}})' } });
      expect(person.body).toEqual({ data: { previewEngagementLetter: { title: null, body: 'Dear Sipho Dlamini (client@example.com)' } } });
      const company = await lettersAndPeople.graphql(PREVIEW, { input }).expect(200);
      expect(company.body.errors[0].extensions.fieldErrors.map((error: { message: string }) => error.message)).toEqual([
        '{{company.registrationNumber}} is open to a signed-in session only',
        '{{company.taxNumber}} is open to a signed-in session only',
      ]);
      const template = await lettersAndPeople
        .graphql(PREVIEW, { input: { engagementId: demoEngagementIds.secretarial, templateId: demoLetterTemplateIds.secretarial } })
        .expect(200);
      expect(template.body.errors[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        fieldErrors: expect.arrayContaining([
          { path: 'body', message: '{{company.registrationNumber}} is open to a signed-in session only' },
        ]),
      });
    });

    it('is for a session only over REST, so a token is refused before anything is merged; a session still previews every field', async () => {
      const input = { engagementId: demoEngagementIds.annualFinancials, body: PRYING_BODY };
      expect((await lettersAndPeople.post('/api/engagement-letters/preview').send(input).expect(403)).body).toMatchObject({
        message: 'API tokens cannot use POST /api/engagement-letters/preview: it is open to a signed-in session only.',
      });
      const session = await admin.post('/api/engagement-letters/preview').send(input).expect(200);
      expect(session.body).toEqual({ title: null, body: 'To client@example.com: registration 2015/123456/07, tax 9123456780' });
      const gql = await graphql(admin, PREVIEW, { input }).expect(200);
      expect(gql.body.data.previewEngagementLetter.body).toBe(session.body.body);
    });
  });
});
