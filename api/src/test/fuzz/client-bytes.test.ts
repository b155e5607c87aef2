import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../database';
import { createTestApp, graphql, type TestApp } from '../test-app';
import { uploadOverGraphql, uploadOverRest } from '../../features/documents/document-test-kit';
import { ADVISOR_ID, sendOverRest } from '../../features/messages/message-test-kit';
import { answer, createTemplate, newEngagement, sendOrganizer } from '../../features/organizers/organizers-test-kit';
import { sendLetter } from '../../features/engagement-letters/engagement-letters-test-kit';
import { corpus, corpusNamed, fuzzParameters, mutatedFile, type MutatedFile } from './mutations';

/*
 * Every field that takes a client's bytes, sent mutated files through the real app: document
 * uploads (REST and GraphQL), message attachments, an organizer's file question, the drawn
 * signature (REST and GraphQL), and multipart bodies broken in their structure. Each answer must
 * be a success or a 4xx naming the problem, never a 5xx, and the server must answer its health
 * check afterwards. The answers are also held to the OpenAPI document (checked-requests.ts).
 * Short in CI (FUZZ_RUNS per field, default 15, on SQLite only); `FUZZ_RUNS=500 npx jest fuzz` for a long run.
 */
const RUNS = 15;
const documentNames = ['Return.pdf', 'Letter.docx', 'Ledger.xlsx', 'Old.doc', 'Old.xls'];
const documentFile = () =>
  fc.record({ file: mutatedFile(corpusNamed(/\.(pdf|docx|xlsx|doc|exe)$/)), name: fc.constantFrom(...documentNames) });
const signatureFile = () => mutatedFile(corpusNamed(/\.png$/));
const dataUrl = (file: MutatedFile) => `data:image/png;base64,${file.bytes.toString('base64')}`;

const SIGN = `mutation ($id: ID!, $input: SignEngagementLetterInput!) { signEngagementLetter(id: $id, input: $input) { status } }`;

/** A 2xx or a 4xx; what a 5xx said, to read in the failure. */
function expectNoServerError(response: { status: number; body: unknown; text?: string }, what: string) {
  if (response.status >= 500) throw new Error(`${what} answered ${response.status}: ${response.text ?? JSON.stringify(response.body)}`);
}

/** GraphQL answers 200 with errors for bad input: none of them may be the server's own failure. */
function expectNoGraphqlServerError(response: { status: number; body: { errors?: { extensions?: { code?: string } }[] } }, what: string) {
  expectNoServerError(response, what);
  const internal = response.body.errors?.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal) throw new Error(`${what} answered an internal error: ${JSON.stringify(internal)}`);
}

// One database is enough: the decoders are the same whatever stores the rows.
const [sqlite] = testDatabaseTargets;

describe(`fuzzing every field that takes a client's bytes (${sqlite.name}; FUZZ_RUNS, FUZZ_SEED)`, () => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    [client, advisor] = await Promise.all([t.agent('client'), t.agent('advisor')]);
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  it('document uploads over REST', async () => {
    await fc.assert(
      fc.asyncProperty(documentFile(), async ({ file, name }) => {
        expectNoServerError(await uploadOverRest(client, file.bytes, name), `uploading ${file.seed} as ${name}`);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it('document uploads over GraphQL', async () => {
    await fc.assert(
      fc.asyncProperty(documentFile(), async ({ file, name }) => {
        expectNoGraphqlServerError(await uploadOverGraphql(client, file.bytes, name), `uploading ${file.seed} as ${name}`);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it('message attachments over REST', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(documentFile(), { minLength: 1, maxLength: 3 }), async (attachments) => {
        const fields = { recipientId: ADVISOR_ID, subject: 'Fuzzed', content: 'Attached.' };
        const sent = await sendOverRest(
          client,
          fields,
          attachments.map(({ file, name }) => ({ bytes: file.bytes, name })),
        );
        expectNoServerError(sent, `sending ${attachments.map(({ file }) => file.seed).join(', ')}`);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it('an organizer’s file question', async () => {
    const templateId = await createTemplate(await t.agent('admin'));
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await answer(client, organizer.id, 'rental', { value: true });
    await fc.assert(
      fc.asyncProperty(documentFile(), async ({ file, name }) => {
        const uploaded = await client
          .post(`/api/organizers/${organizer.id}/answers/rental_documents/files`)
          .attach('file', file.bytes, name);
        expectNoServerError(uploaded, `uploading ${file.seed} as ${name} to an organizer`);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it('the drawn signature over REST and GraphQL; an accepted image signs, and the next try gets a new letter', async () => {
    let letterId = (await sendLetter(advisor, (await newEngagement(t)).id)).id;
    const nextLetterIfSigned = async (status: number, signed: boolean) => {
      if (status === 200 && signed) letterId = (await sendLetter(advisor, (await newEngagement(t)).id)).id;
    };
    await fc.assert(
      fc.asyncProperty(signatureFile(), fc.boolean(), async (file, overGraphql) => {
        const input = { fullName: 'Sipho Dlamini', agreeToSignElectronically: true };
        if (overGraphql) {
          const response = await graphql(client, SIGN, {
            id: letterId,
            input: { ...input, signature: { kind: 'DRAWN', image: dataUrl(file) } },
          });
          expectNoGraphqlServerError(response, `signing with ${file.seed} over GraphQL`);
          await nextLetterIfSigned(response.status, Boolean(response.body.data?.signEngagementLetter));
        } else {
          const response = await client
            .post(`/api/engagement-letters/${letterId}/sign`)
            .send({ ...input, signature: { kind: 'drawn', image: dataUrl(file) } });
          expectNoServerError(response, `signing with ${file.seed}`);
          await nextLetterIfSigned(response.status, response.status === 200);
        }
      }),
      fuzzParameters(RUNS * 2),
    );
  }, 120_000);

  it('multipart bodies broken in their structure, to REST and to GraphQL', async () => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const part = (headers: string, body: Buffer | string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const operations = JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadDocument(file: $file) { id } }',
      variables: { file: null },
    });
    const bodies = {
      rest: Buffer.concat([
        part('Content-Disposition: form-data; name="category"', 'tax_returns'),
        part('Content-Disposition: form-data; name="file"; filename="Return.pdf"\r\nContent-Type: application/pdf', corpus['document.pdf']),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      graphql: Buffer.concat([
        part('Content-Disposition: form-data; name="operations"', operations),
        part('Content-Disposition: form-data; name="map"', JSON.stringify({ 0: ['variables.file'] })),
        part('Content-Disposition: form-data; name="0"; filename="Return.pdf"\r\nContent-Type: application/pdf', corpus['document.pdf']),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    };
    const mutatedBody = (body: Buffer) =>
      fc
        .array(fc.record({ at: fc.nat({ max: body.length - 1 }), byte: fc.integer({ min: 0, max: 255 }), cut: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        })
        .map((changes) => {
          let bytes = Buffer.from(body);
          for (const change of changes) {
            if (change.cut) bytes = bytes.subarray(0, Math.min(change.at, bytes.length));
            else if (change.at < bytes.length) bytes[change.at] = change.byte;
          }
          return bytes;
        });
    await fc.assert(
      fc.asyncProperty(mutatedBody(bodies.rest), mutatedBody(bodies.graphql), async (rest, gql) => {
        const contentType = `multipart/form-data; boundary=${boundary}`;
        expectNoServerError(
          await client.post('/api/documents/upload').set('Content-Type', contentType).send(rest),
          'a broken REST multipart body',
        );
        const answer = await client.post('/graphql').set('Content-Type', contentType).set('apollo-require-preflight', 'true').send(gql);
        expectNoGraphqlServerError(answer, 'a broken GraphQL multipart body');
      }),
      fuzzParameters(RUNS * 2),
    );
  }, 120_000);
});
