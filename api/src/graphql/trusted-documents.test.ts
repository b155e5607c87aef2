import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, type DemoAccount, type TestApp } from '../test/test-app';
import { startLiveServer, type LiveServer } from '../test/live-server';
import {
  HASH_MISMATCH_MESSAGE,
  MANIFEST_FILE_NAME,
  UNSUPPORTED_VERSION_MESSAGE,
  sha256,
  type ManifestOperation,
} from './trusted-documents';

/** A manifest as the web build writes it (Apollo's format, ids the sha256 of the bodies). */
function operation(name: string, type: ManifestOperation['type'], body: string): ManifestOperation {
  return { id: sha256(body), name, type, body };
}
const WHO_AM_I = operation('WhoAmI', 'query', 'query WhoAmI {\n  me {\n    email\n    __typename\n  }\n}');
const NEW_SUBMISSIONS = operation(
  'NewSubmissions',
  'subscription',
  'subscription NewSubmissions {\n  contactSubmissionAdded {\n    firstName\n    __typename\n  }\n}',
);

function webDistWithManifest(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-web-dist-'));
  const manifest = { format: 'apollo-persisted-query-manifest', version: 1, operations: [WHO_AM_I, NEW_SUBMISSIONS] };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE_NAME), JSON.stringify(manifest));
  return dir;
}

const byHash = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const UNTRUSTED = '{ me { email } }';

/**
 * Requests from production sessions: the Secure cookie is set only over HTTPS, as behind the firm's proxy
 * (TRUST_PROXY=1 and X-Forwarded-Proto), and sent back by hand.
 */
function askInProduction(t: TestApp) {
  const cookies = new Map<DemoAccount, string>();
  const cookieOf = async (account: DemoAccount) => {
    if (!cookies.has(account)) {
      const response = await t.request
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: demoEmails[account], password: DEMO_PASSWORD })
        .expect(200);
      cookies.set(account, response.headers['set-cookie'][0].split(';')[0]);
    }
    return cookies.get(account)!;
  };
  /** POSTs a body to /graphql as `as` (null: no session) and expects the HTTP status. */
  return async (as: DemoAccount | null, body: unknown, status: number) => {
    const request = supertest(t.app.express).post('/graphql').set('X-Forwarded-Proto', 'https').set('Content-Type', 'application/json');
    if (as) request.set('Cookie', await cookieOf(as));
    return request.send(body as object).expect(status);
  };
}

describe.each(testDatabaseTargets)('trusted documents in development and test ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { WEB_DIST_DIR: webDistWithManifest() });
  });
  afterAll(() => t.close());

  it('runs a manifest operation sent as its hash alone, and any text', async () => {
    const agent = await t.agent('client');
    const hashed = await agent
      .post('/graphql')
      .send({ extensions: byHash(WHO_AM_I.id) })
      .expect(200);
    expect(hashed.body).toEqual({ data: { me: { email: demoEmails.client, __typename: 'User' } } });
    const text = await agent.post('/graphql').send({ query: UNTRUSTED }).expect(200);
    expect(text.body).toEqual({ data: { me: { email: demoEmails.client } } });
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, and runs the text sent with it on the retry', async () => {
    const agent = await t.agent('client');
    const unknown = byHash(sha256(UNTRUSTED));
    const first = await agent.post('/graphql').send({ extensions: unknown }).expect(200);
    expect(first.body.errors[0]).toMatchObject({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    // Apollo's link retries with the text and the hash; a hash the server does not know is set aside.
    const retry = await agent
      .post('/graphql')
      .send({ query: '{ me { email }}', extensions: byHash(sha256('{ me { email }}')) })
      .expect(200);
    expect(retry.body).toEqual({ data: { me: { email: demoEmails.client } } });
  });

  it('runs the manifest body of a known hash sent with its text', async () => {
    const agent = await t.agent('client');
    const response = await agent
      .post('/graphql')
      .send({ query: WHO_AM_I.body, extensions: byHash(WHO_AM_I.id) })
      .expect(200);
    expect(response.body.data.me).toEqual({ email: demoEmails.client, __typename: 'User' });
  });

  it('refuses a text sent with a hash that is not its SHA-256 with 400 PERSISTED_QUERY_HASH_MISMATCH, over GET and POST', async () => {
    const agent = await t.agent('client');
    const mismatch = {
      message: HASH_MISMATCH_MESSAGE,
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', requestId: expect.any(String) },
    };
    // A hash the manifest knows, one it does not, and one that is no string, each with another text.
    for (const extensions of [byHash(WHO_AM_I.id), byHash(sha256(UNTRUSTED)), { persistedQuery: { version: 1, sha256Hash: 5 } }]) {
      const get = await agent
        .get('/graphql')
        .query({ query: '{ me { id } }', extensions: JSON.stringify(extensions) })
        .set('apollo-require-preflight', 'true')
        .expect(400);
      expect(get.body).toEqual({ errors: [mismatch] });
      const post = await agent.post('/graphql').send({ query: '{ me { id } }', extensions }).expect(400);
      expect(post.body).toEqual({ errors: [mismatch] });
    }
    const batch = await agent
      .post('/graphql')
      .send([{ extensions: byHash(WHO_AM_I.id) }, { query: '{ me { id } }', extensions: byHash(WHO_AM_I.id) }])
      .expect(400);
    expect(batch.body).toEqual({ errors: [mismatch] });
    // With its own hash the same text runs, over GET too.
    const matching = await agent
      .get('/graphql')
      .query({ query: '{ me { email } }', extensions: JSON.stringify(byHash(sha256('{ me { email } }'))) })
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(matching.body).toEqual({ data: { me: { email: demoEmails.client } } });
  });

  it('refuses a persisted query of another version than 1 with 400 BAD_REQUEST, over GET and POST', async () => {
    const agent = await t.agent('client');
    const extensions = { persistedQuery: { version: 2, sha256Hash: WHO_AM_I.id } };
    const unsupported = {
      message: UNSUPPORTED_VERSION_MESSAGE,
      extensions: { code: 'BAD_REQUEST', requestId: expect.any(String) },
    };
    const get = await agent
      .get('/graphql')
      .query({ extensions: JSON.stringify(extensions) })
      .set('apollo-require-preflight', 'true')
      .expect(400);
    expect(get.body).toEqual({ errors: [unsupported] });
    const post = await agent.post('/graphql').send({ extensions }).expect(400);
    expect(post.body).toEqual({ errors: [unsupported] });
  });
});

describe.each(testDatabaseTargets)('trusted documents in production ($name)', (target) => {
  let t: TestApp;
  let ask: ReturnType<typeof askInProduction>;
  beforeAll(async () => {
    t = await createTestApp(target, { NODE_ENV: 'production', TRUST_PROXY: '1', WEB_DIST_DIR: webDistWithManifest() });
    ask = askInProduction(t);
  });
  afterAll(() => t.close());

  const refusal = {
    message:
      'Only the operations this web site was built with may run without an administrator session, and this is not one of them (reload the page if the site has just been updated).',
    extensions: { code: 'FORBIDDEN', requestId: expect.any(String) },
  };

  it('runs an operation of the manifest sent as its hash alone, for a client and without a session', async () => {
    const client = await ask('client', { extensions: byHash(WHO_AM_I.id) }, 200);
    expect(client.body).toEqual({ data: { me: { email: demoEmails.client, __typename: 'User' } } });
    const anonymous = await ask(null, { extensions: byHash(WHO_AM_I.id) }, 200);
    expect(anonymous.body).toEqual({ data: { me: null } });
  });

  it('runs the exact text of a manifest operation for a client', async () => {
    const response = await ask('client', { query: WHO_AM_I.body }, 200);
    expect(response.body.data.me.email).toBe(demoEmails.client);
  });

  it('refuses any other operation to a client, an advisor and an anonymous session with 403 FORBIDDEN', async () => {
    for (const as of ['client', 'advisor', null] as const) {
      const response = await ask(as, { query: UNTRUSTED }, 403);
      expect(response.body).toEqual({ errors: [refusal] });
    }
    // An unknown hash first asks for the text (the protocol), which is then refused.
    const unknown = await ask('client', { extensions: byHash(sha256(UNTRUSTED)) }, 200);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await ask('client', { query: UNTRUSTED, extensions: byHash(sha256(UNTRUSTED)) }, 403);
  });

  it('refuses a batch holding one operation outside the manifest, and a GET', async () => {
    await ask('client', [{ extensions: byHash(WHO_AM_I.id) }, { query: UNTRUSTED }], 403);
    const get = await supertest(t.app.express)
      .get('/graphql')
      .query({ query: UNTRUSTED })
      .set('X-Forwarded-Proto', 'https')
      .set('apollo-require-preflight', 'true')
      .expect(403);
    expect(get.body).toEqual({ errors: [refusal] });
  });

  it('runs any operation for an administrator and a superadmin', async () => {
    for (const as of ['admin', 'superadmin'] as const) {
      const response = await ask(as, { query: UNTRUSTED }, 200);
      expect(response.body).toEqual({ data: { me: { email: demoEmails[as] } } });
    }
  });

  describe('over the subscription socket', () => {
    let live: LiveServer;
    beforeAll(async () => {
      live = await startLiveServer(t);
    });
    afterAll(() => live.close());

    /** The first answer to a subscription: its first event's data, or its first error. */
    function firstAnswer(headers: Record<string, string>, payload: { query: string; extensions?: Record<string, unknown> }) {
      const client = live.socketClient({ ...headers, 'x-forwarded-proto': 'https' });
      let markReady: () => void = () => {};
      const ready = new Promise<void>((resolve) => (markReady = resolve));
      client.on('connected', () => setTimeout(markReady, 50));
      const answer = new Promise((resolve) => {
        client.subscribe(payload, { next: (value) => resolve(value.errors?.[0] ?? value.data), error: resolve, complete: () => {} });
      });
      return { ready, answer };
    }
    const cookieHeader = async (account: DemoAccount) => {
      const response = await t.request
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: demoEmails[account], password: DEMO_PASSWORD });
      return { cookie: response.headers['set-cookie'][0].split(';')[0] };
    };
    const submitEnquiry = () =>
      t.request
        .post('/api/contact')
        .send({ firstName: 'Socket', lastName: 'Visitor', email: 'socket@example.co.za', message: 'Hello there', consent: true });

    it('refuses a subscription outside the manifest to a client', async () => {
      const { answer } = firstAnswer(await cookieHeader('client'), { query: 'subscription { contactSubmissionAdded { id } }' });
      // Over the socket there is no HTTP request, so no request id.
      expect(await answer).toEqual([{ message: refusal.message, extensions: { code: 'FORBIDDEN' } }]);
    });

    it("delivers an administrator's own subscription, and the manifest's by its hash", async () => {
      const own = firstAnswer(await cookieHeader('admin'), { query: 'subscription { contactSubmissionAdded { lastName } }' });
      // Apollo's link sends the printed text with the hash: the hash decides what runs.
      const listed = firstAnswer(await cookieHeader('admin'), {
        query: 'subscription NewSubmissions { contactSubmissionAdded { firstName } }',
        extensions: byHash(NEW_SUBMISSIONS.id),
      });
      await Promise.all([own.ready, listed.ready]);
      await submitEnquiry().expect(201);
      expect(await own.answer).toEqual({ contactSubmissionAdded: { lastName: 'Visitor' } });
      expect(await listed.answer).toEqual({ contactSubmissionAdded: { firstName: 'Socket', __typename: 'ContactSubmission' } });
    });
  });
});
