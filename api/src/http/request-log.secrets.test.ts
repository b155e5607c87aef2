import type { Writable } from 'node:stream';
import supertest from 'supertest';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, type TestApp } from '../test/test-app';
import { linkTokenFor } from '../test/outbox';
import { createUser } from '../test/people';
import { codeAt, enrol, passwordOnly, signedInUser } from '../features/two-step/two-step-test-kit';
import { bearing, tokenFor } from '../features/api-tokens/api-tokens-test-kit';
import { AuditLog } from '../features/audit/audit-log.entity';
import { files, uploadOverRest } from '../features/documents/document-test-kit';

// Everything the process's logger writes (the request log, error reports, every other line), at
// every level, through the same redaction as in production.
jest.mock('../shared/logger', () => {
  const actual = jest.requireActual<typeof import('../shared/logger')>('../shared/logger');
  const { Writable: WritableStream } = jest.requireActual<typeof import('node:stream')>('node:stream');
  const written: string[] = [];
  const destination: Writable = new WritableStream({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { ...actual, logger: actual.createLogger(destination, 'trace'), written };
});
const { written } = jest.requireMock<{ written: string[] }>('../shared/logger');

const NEW_PASSWORD = 'A-new-password-for-the-log-test-42';

/**
 * A secret's value may be quoted as it is or URL-encoded. A six-digit code counts only as a number of
 * its own: the same digits inside a line's 13-digit timestamp are no leak.
 */
function appearsIn(text: string, secret: string): boolean {
  if (/^\d+$/.test(secret)) return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text);
  return text.includes(secret) || text.includes(encodeURIComponent(secret));
}

describe.each(testDatabaseTargets)('no usable secret in the logs or the audit log ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
  });
  afterAll(() => t.close());

  it('writes none of the secrets a real session uses, while the requests stay readable', async () => {
    const secrets: Record<string, string> = {};

    // A session cookie, from signing in with a password.
    const signIn = await supertest(t.app.express)
      .post('/api/auth/login')
      .send({ email: demoEmails.client, password: DEMO_PASSWORD })
      .expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    secrets.password = DEMO_PASSWORD;
    secrets.cookie = cookie.slice(cookie.indexOf('=') + 1);
    secrets.sessionId = decodeURIComponent(secrets.cookie).replace(/^s:/, '').split('.')[0];

    // A signed download link, opened with the session and without it (the link is the permission).
    const client = supertest.agent(t.app.express).set('Cookie', cookie);
    const uploaded = await uploadOverRest(client, files.pdf(), 'Tax certificate.pdf').expect(201);
    const { downloadUrl } = (await client.get(`/api/documents/${uploaded.body.id}/download`).expect(200)).body as { downloadUrl: string };
    secrets.signature = new URL(downloadUrl, 'http://localhost').searchParams.get('signature')!;
    await client.get(downloadUrl).expect(200);
    await supertest(t.app.express).get(downloadUrl).expect(200);
    // A link whose signature was changed is refused, and logged as refused, still without it. The
    // first character is swapped for one it is not (a fixed 'X' left one signature in 64 unchanged).
    const swapped = secrets.signature.startsWith('A') ? 'B' : 'A';
    await supertest(t.app.express)
      .get(downloadUrl.replace(/signature=./, `signature=${swapped}`))
      .expect(403);

    // A personal access token as a bearer token, where it works and where it is refused; and one
    // sent, wrongly, in a query string (refused as a parameter GET /api/documents does not take).
    const { secret: apiToken } = await tokenFor(t, 'advisor', ['documents:read']);
    secrets.apiToken = apiToken;
    await bearing(t, apiToken).get('/api/documents').expect(200);
    await bearing(t, apiToken).get('/api/profile').expect(403);
    await supertest(t.app.express).get(`/api/documents?token=${apiToken}`).expect(400);

    // A password reset: the mailed link opened (its page), then used.
    const email = 'log-reset@example.com';
    await createUser(t, 'client', { email, firstName: 'Lindiwe', lastName: 'Dube' });
    await supertest(t.app.express).post('/api/auth/forgot-password').send({ email }).expect(200);
    await t.app.services.passwords.settled();
    await t.app.services.mailQueue.drain();
    secrets.resetToken = linkTokenFor(t.config.outboxDir, email, 'reset-password');
    await supertest(t.app.express).get(`/portal/reset-password?token=${encodeURIComponent(secrets.resetToken)}`);
    await supertest(t.app.express).post('/api/auth/reset-password').send({ token: secrets.resetToken, password: NEW_PASSWORD }).expect(200);
    secrets.newPassword = NEW_PASSWORD;

    // Two-step sign-in: set up, then a sign-in with the code; one wrong code too.
    const { email: twoStepEmail, agent } = await signedInUser(t, 'log-two-step');
    const { secret: twoStepSecret, recoveryCodes } = await enrol(agent);
    secrets.twoStepSecret = twoStepSecret;
    recoveryCodes.forEach((code, index) => (secrets[`recoveryCode${index}`] = code));
    const held = await passwordOnly(t, twoStepEmail);
    const code = codeAt(twoStepSecret, 1);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await held.post('/api/auth/login/two-step').send({ code: wrong }).expect(400);
    await held.post('/api/auth/login/two-step').send({ code }).expect(200);
    secrets.twoStepCode = code;
    secrets.wrongCode = wrong;

    const log = written.join('');
    const audit = JSON.stringify(await t.database.dataSource.getRepository(AuditLog).find());
    const leaked = Object.entries(secrets)
      .filter(([, value]) => appearsIn(log, value) || appearsIn(audit, value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);

    // The requests are still there to read: the path and the parameters that are no secret.
    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const urls = lines.flatMap((line) => (line.req ? [line.req.url] : []));
    const file = downloadUrl.split('?')[0];
    expect(urls).toContain(`${file}?expires=${new URL(downloadUrl, 'http://localhost').searchParams.get('expires')}&signature=[redacted]`);
    expect(urls).toContain('/portal/reset-password?token=[redacted]');
    expect(urls).toContain('/api/documents?token=[redacted]');
    expect(urls).toContain('/api/auth/login/two-step');
  });

  it("keeps a receiver's token out of the audit log's copy of a webhook address, and the signing secret out of both", async () => {
    const admin = await t.agent('admin');
    const receiverToken = 'receiver-token-in-the-address';
    // Port 9 on loopback: nothing listens, and no event of this kind happens here.
    const created = await admin
      .post('/api/admin/webhooks')
      .send({ url: `http://127.0.0.1:9/hooks?source=portal&token=${receiverToken}`, events: ['contact_submission.created'] })
      .expect(201);
    const { endpoint, secret } = created.body as { endpoint: { id: string }; secret: string };

    const [entry] = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'webhook.create', resourceId: endpoint.id });
    expect(entry.details).toMatchObject({ url: 'http://127.0.0.1:9/hooks?source=portal&token=[redacted]' });
    const log = written.join('');
    for (const value of [receiverToken, secret]) {
      expect(log).not.toContain(value);
      expect(JSON.stringify(entry)).not.toContain(value);
    }
  });
});
