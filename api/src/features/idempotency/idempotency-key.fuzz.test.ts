import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { IDEMPOTENCY_KEY_HEADER, KEY_MAX_LENGTH, KEY_MIN_LENGTH } from '../../http/idempotency-key-header';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { createTestApp, DEMO_PASSWORD, demoEmails, graphql, type TestApp } from '../../test/test-app';

/*
 * The Idempotency-Key header is read from whatever a caller sends (http/idempotency-key-header.ts:
 * a length check, then a structured-field parse): any value, on a REST POST and on a GraphQL
 * mutation, answers what the request answers without a key or a 400 naming the header, never a 5xx.
 * A key well made is taken. Values Node's own HTTP parser refuses (control bytes) are sent over a
 * socket: Node answers its bare 400 before the app reads them, and the app keeps answering.
 */
const [sqlite] = testDatabaseTargets;

const PREVIEW = '/api/engagement-letters/preview';
const SAVE_PREFERENCES = `mutation ($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { email }
}`;
const preferences = { appointments: true, documents: true, email: false, messages: true, tasks: true };

const char = (code: number) => String.fromCharCode(code);
/** What a header may carry (Node's client sends no other): tab, visible ASCII and space, and the bytes 0x80 to 0xff. */
const headerChar = fc.oneof(
  { weight: 1, arbitrary: fc.constant('\t') },
  { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map(char) },
  { weight: 2, arbitrary: fc.integer({ min: 0x80, max: 0xff }).map(char) },
);
/** Keys as clients make them: a UUID, bare or quoted, with a parameter RFC 8941 has ignored. */
const wellMade = fc
  .tuple(fc.uuid(), fc.boolean(), fc.constantFrom('', ';a=1', ';b', ';created=@1700000000'))
  .map(([uuid, quoted, parameter]) => (quoted ? `"${uuid}"${parameter}` : uuid));
/** Lengths either side of the limits, quoted and bare. */
const nearTheLimits = fc
  .tuple(
    fc.constantFrom(KEY_MIN_LENGTH - 1, KEY_MIN_LENGTH, KEY_MAX_LENGTH, KEY_MAX_LENGTH + 1, 0, 1),
    fc.boolean(),
    fc.constantFrom('a', 'Z', '9', '-', '~'),
  )
  .map(([length, quoted, fill]) => (quoted ? `"${fill.repeat(length)}"` : fill.repeat(length)));
/** RFC 8941's other kinds of item and their near misses: every one a refusal or, at most, a key. */
const structuredEdges = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '""',
    '"',
    '"unterminated-key',
    'trailing-quote"',
    '"12345678"extra',
    '"1234\\"5678"',
    '"1234\\\\5678"',
    '"1234\\n5678"',
    '"12345678\\"',
    '"12345678", "abcdefgh"',
    '12345678,abcdefgh',
    '("12345678" "abcdefgh")',
    '("12345678");a=1',
    '*token-not-string',
    'token;param=1',
    ':aGVsbG8gd29ybGQ=:',
    ':not base64:',
    '1234567890',
    '-12345678.123',
    '?1',
    '?0',
    '@1659578233',
    '%"caf%c3%a9-key"',
    '"12345678";=bad',
    '"12345678";A=1',
    '"12345678" ;a=1',
    '\t"12345678"\t',
    '"caf\u00e9-1234"',
    '\u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9\u00f8',
  ),
  fc
    .tuple(
      fc.constantFrom('"', '', '(', ':', '?', '@', '%"', '*', ' '),
      fc.string({ unit: headerChar, maxLength: 40 }),
      fc.constantFrom('"', '', ';a=1', ', "x"', ')', ':', '";', '"\\'),
    )
    .map((parts) => parts.join('')),
);
const anyValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: headerChar, maxLength: 300 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: headerChar, minLength: 256, maxLength: 8000 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }).map((text) => `"${text}"`) },
  { weight: 2, arbitrary: nearTheLimits },
  { weight: 3, arbitrary: structuredEdges },
  { weight: 2, arbitrary: wellMade },
);

/** A REST problem or a GraphQL error that names the header. */
const namesTheHeader = (body: { errors?: { path?: string; extensions?: { fieldErrors?: { path: string }[] } }[] }) =>
  (body.errors ?? []).some(
    (error) =>
      error.path === IDEMPOTENCY_KEY_HEADER || error.extensions?.fieldErrors?.some((field) => field.path === IDEMPOTENCY_KEY_HEADER),
  );

describe(`fuzzing the Idempotency-Key header (${sqlite.name})`, () => {
  let t: TestApp;
  // The administrator previews over REST, the client saves over GraphQL: one person's key on both
  // paths would be the same key for two requests (422), which is no answer to the header itself.
  let admin: TestAgent;
  let client: TestAgent;
  let letter: { engagementId: string; body: string };
  let previewed: unknown;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    [admin, client] = await Promise.all([t.agent('admin'), t.agent('client')]);
    letter = { engagementId: (await newEngagement(t)).id, body: 'Dear {{client.firstName}}, your return is due.' };
    previewed = (await admin.post(PREVIEW).send(letter).expect(200)).body;
  }, 60_000);
  afterEach(async () => {
    await t.request.get('/healthz').expect(200);
  });
  afterAll(() => t.close());

  const expectRestAnswer = (response: supertest.Response) => {
    if (response.status === 400) expect(namesTheHeader(response.body)).toBe(true);
    else {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(previewed);
    }
  };
  const expectGraphqlAnswer = (response: supertest.Response) => {
    if (response.status === 400) expect(namesTheHeader(response.body)).toBe(true);
    else {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { updateNotificationPreferences: { email: false } } });
    }
  };

  it('answers any header value on a REST POST and a GraphQL mutation: the answer, or a 400 naming the header', async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, async (value) => {
        expectRestAnswer(await admin.post(PREVIEW).set(IDEMPOTENCY_KEY_HEADER, value).send(letter));
        expectGraphqlAnswer(await graphql(client, SAVE_PREFERENCES, { input: preferences }).set(IDEMPOTENCY_KEY_HEADER, value));
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('takes a key well made, bare or quoted, with or without a parameter', async () => {
    await fc.assert(
      fc.asyncProperty(wellMade, async (value) => {
        const rest = await admin.post(PREVIEW).set(IDEMPOTENCY_KEY_HEADER, value).send(letter);
        expect(rest.status).toBe(200);
        expect(rest.body).toEqual(previewed);
        const overGraphql = await graphql(client, SAVE_PREFERENCES, { input: preferences }).set(IDEMPOTENCY_KEY_HEADER, value);
        expect(overGraphql.status).toBe(200);
      }),
      { numRuns: 30 },
    );
  });

  describe('sent over a socket, byte for byte', () => {
    let server: http.Server;
    let port: number;
    const cookies = { admin: '', client: '' };

    beforeAll(async () => {
      server = http.createServer(t.app.express);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      for (const who of ['admin', 'client'] as const) {
        const signedIn = await supertest(server)
          .post('/api/auth/login')
          .send({ email: demoEmails[who], password: DEMO_PASSWORD })
          .expect(200);
        cookies[who] = (signedIn.headers['set-cookie'] as unknown as string[]).map((each) => each.split(';')[0]).join('; ');
      }
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** The preview as the administrator, the mutation as the client (as above), each value its own Idempotency-Key field. */
    const requests = () => [
      { path: PREVIEW, cookie: cookies.admin, body: JSON.stringify(letter) },
      { path: '/graphql', cookie: cookies.client, body: JSON.stringify({ query: SAVE_PREFERENCES, variables: { input: preferences } }) },
    ];

    /** A POST written byte for byte; the status and body of the answer. */
    const rawPost = ({ path, cookie, body }: { path: string; cookie: string; body: string }, values: Buffer[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('end', () => {
          const text = Buffer.concat(chunks).toString('latin1');
          resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
        });
        const head =
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n`;
        const fields = values.map((value) =>
          Buffer.concat([Buffer.from(`${IDEMPOTENCY_KEY_HEADER}: `, 'latin1'), value, Buffer.from('\r\n')]),
        );
        socket.end(Buffer.concat([Buffer.from(head, 'latin1'), ...fields, Buffer.from(`\r\n${body}`, 'latin1')]));
      });

    it('answers any bytes with the answer, a 400 naming the header, or Node’s bare 400 for bytes HTTP forbids', async () => {
      // Any byte but CR and LF, which would end the field: NUL and the other control bytes too. Half
      // begin with a quote, so that the structured-field parser reads them rather than the bare-key check.
      const bytes = fc
        .tuple(fc.constantFrom('', '"'), fc.uint8Array({ maxLength: 300 }))
        .map(([quote, array]) => Buffer.concat([Buffer.from(quote), Buffer.from(array.filter((byte) => byte !== 0x0d && byte !== 0x0a))]));
      await fc.assert(
        fc.asyncProperty(bytes, async (value) => {
          for (const request of requests()) {
            const answer = await rawPost(request, [value]);
            expect([200, 400]).toContain(answer.status);
            // The app's 400 names the header; Node's, for a byte it will not parse, has no body.
            if (answer.status === 400 && answer.body.length > 0) expect(answer.body).toContain(`"${IDEMPOTENCY_KEY_HEADER}"`);
          }
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it('refuses two Idempotency-Key fields, which make a list, naming the header', async () => {
      const [one, two] = [`"${crypto.randomUUID()}"`, `"${crypto.randomUUID()}"`].map((key) => Buffer.from(key));
      for (const request of requests()) {
        const answer = await rawPost(request, [one, two]);
        expect(answer.status).toBe(400);
        expect(answer.body).toContain(`"${IDEMPOTENCY_KEY_HEADER}"`);
      }
    });
  });
});
