// `npm run test:scale`: two app instances on one MariaDB/MySQL database and one Redis, behind
// HAProxy, behave as one (docs/operations.md, REDIS_URL). See e2e/cluster.mjs for what is started.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WebSocket = require('ws');
const { createClient } = require('graphql-ws');

let cluster;
let a;
let b;
const sockets = [];

before(async () => {
  cluster = await startCluster();
  [a, b] = cluster.instances;
});

after(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await cluster?.stop();
});

async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  assert.equal(response.status, 200, `sign-in as ${email} at ${url}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

function contact(url, email, headers = {}) {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ firstName: 'Scale', lastName: 'Test', email, message: 'Two instances, one firm.', consent: true }),
  });
}

/** The first event of a subscription opened on `url` with `cookie`, once the server has it. */
async function firstEvent(url, cookie, query) {
  class SignedIn extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: SignedIn, lazy: false, retryAttempts: 0 });
  sockets.push(client);
  const connected = new Promise((resolve) => client.on('connected', resolve));
  const event = new Promise((resolve, reject) => {
    client.subscribe({ query }, { next: resolve, error: reject, complete: () => {} });
  });
  await connected;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return Promise.race([
    event,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no event for ${query} within 10 s`)), 10_000)),
  ]);
}

test('a session made through one instance is valid on the other', async () => {
  const cookie = await signIn(a.url, 'client@example.com');
  const response = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
  assert.equal(response.status, 200);
  assert.equal((await response.json()).user.email, 'client@example.com');
});

test('a subscriber on one instance receives a submission and a notification made through the other', async () => {
  const adminOnB = await signIn(b.url, 'admin@example.com');
  const clientOnB = await signIn(b.url, 'client@example.com');
  const submission = firstEvent(b.url, adminOnB, 'subscription { contactSubmissionAdded { email } }');
  const notification = firstEvent(b.url, clientOnB, 'subscription { notificationAdded { title content } }');
  // Give both subscriptions time to be registered on B before A publishes.
  await new Promise((resolve) => setTimeout(resolve, 800));

  assert.equal((await contact(a.url, 'live.across@example.com', { 'X-Forwarded-For': '192.0.2.10' })).status, 201);
  const advisorOnA = await signIn(a.url, 'advisor@example.com');
  const [pending] = await cluster.database.query(
    "SELECT id, originalName FROM documents WHERE status = 'pending' AND originalName LIKE 'Trial Balance%'",
  );
  const approved = await fetch(`${a.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: advisorOnA },
    body: JSON.stringify({ query: 'mutation ($id: ID!) { approveDocument(id: $id) { status } }', variables: { id: pending.id } }),
  });
  assert.deepEqual(await approved.json(), { data: { approveDocument: { status: 'APPROVED' } } });

  assert.deepEqual(await submission, { data: { contactSubmissionAdded: { email: 'live.across@example.com' } } });
  assert.deepEqual(await notification, {
    data: { notificationAdded: { title: 'Document approved', content: `${pending.originalName} was approved by Lerato Mokoena.` } },
  });
});

test("the contact form's per-address limit counts across both instances", async () => {
  const visitor = { 'X-Forwarded-For': '198.51.100.7' };
  const statuses = [];
  for (const [index, instance] of [a, b, a, b, a, b].entries()) {
    statuses.push((await contact(instance.url, `limit${index}@example.com`, visitor)).status);
  }
  // Five an hour from one address (CONTACT_SUBMISSIONS_PER_HOUR), wherever they land.
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
});

test('a document uploaded through one instance downloads through the other', async () => {
  const cookie = await signIn(a.url, 'client@example.com');
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const form = new FormData();
  form.append('category', 'general');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'Shared volume.pdf');
  const uploaded = await fetch(`${a.url}/api/documents/upload`, { method: 'POST', headers: { cookie }, body: form });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const { id } = await uploaded.json();

  const link = await fetch(`${b.url}/api/documents/${id}/download`, { headers: { cookie } });
  assert.equal(link.status, 200);
  const { downloadUrl } = await link.json();
  const file = await fetch(new URL(downloadUrl, b.url), { headers: { cookie } });
  assert.equal(file.status, 200);
  assert.ok(Buffer.from(await file.arrayBuffer()).equals(bytes), 'the same bytes come back');
});

test('a signature image no decoder can read is refused with 400 through the balancer and each instance, and both stay up', async () => {
  const cookie = await signIn(cluster.url, 'client@example.com');
  const letters = await (await fetch(`${cluster.url}/api/engagement-letters`, { headers: { cookie } })).json();
  const waiting = letters.find((letter) => ['sent', 'viewed'].includes(letter.status));
  assert.ok(waiting, 'the demo client has a letter waiting');
  const corpus = path.join(root, 'api/src/test/fuzz/corpus');
  for (const file of ['unknown-filter.png', 'bomb.png']) {
    const image = `data:image/png;base64,${fs.readFileSync(path.join(corpus, file)).toString('base64')}`;
    for (const url of [cluster.url, a.url, b.url]) {
      const signed = await fetch(`${url}/api/engagement-letters/${waiting.id}/sign`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Sipho Dlamini', agreeToSignElectronically: true, signature: { kind: 'drawn', image } }),
      });
      assert.equal(signed.status, 400, `${file} through ${url}: ${await signed.clone().text()}`);
      assert.equal((await signed.json()).errors[0].path, 'signature.image');
    }
  }
  for (const instance of [a, b]) assert.equal((await fetch(`${instance.url}/healthz`)).status, 200, `${instance.url} is still up`);
  assert.deepEqual(await cluster.serverStates(), { a: 'UP', b: 'UP' });
});

test("an earlier build's code, asked for by a page loaded before a deploy, is answered by either instance", async () => {
  // Both instances put their build's files into the one archive as they started.
  const archived = fs.readdirSync(cluster.assetsArchiveDir);
  for (const file of fs.readdirSync(path.join(root, 'web', 'dist', 'assets'))) assert.ok(archived.includes(file), `${file} is archived`);
  // A file only an earlier build shipped, as another replica or the last release left it.
  fs.writeFileSync(path.join(cluster.assetsArchiveDir, 'MessagesPage-earlier.js'), 'export default "earlier build";');
  for (const instance of [a, b]) {
    const response = await fetch(`${instance.url}/assets/MessagesPage-earlier.js`);
    assert.equal(response.status, 200, `instance ${instance.name}`);
    assert.equal(await response.text(), 'export default "earlier build";');
  }
});

/** The last day of the month `days` from today, as a calendar date (YYYY-MM-DD). */
function monthEndAfter(days) {
  const then = new Date(Date.now() + days * 86_400_000);
  return new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

test("a recurring series' job falling due on both instances at once is made once", async () => {
  const [onA, onB] = await Promise.all([signIn(a.url, 'admin@example.com'), signIn(b.url, 'admin@example.com')]);
  const call = (url, cookie, method, route, body) =>
    fetch(`${url}/api${route}`, {
      method,
      headers: { cookie, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const [engagement] = await (await call(a.url, onA, 'GET', '/engagements')).json();

  // A CIPC annual return whose anniversary is three or four months away: made on the day itself
  // (a lead of 0 days), so not yet; the incorporation day is an odd one, so no demo job shares it.
  const anniversary = monthEndAfter(85);
  const incorporated = `${Number(anniversary.slice(0, 4)) - 3}${anniversary.slice(4, 8)}13`;
  const created = await call(a.url, onA, 'POST', '/job-series', {
    engagementId: engagement.id,
    templateKey: 'cipc-annual-return',
    settings: { incorporated },
    leadDays: 0,
  });
  assert.equal(created.status, 201, await created.clone().text());
  const series = await created.json();
  const jobsOfSeries = async () =>
    (
      await (await call(b.url, onB, 'GET', `/jobs?engagementId=${engagement.id}&templateKey=cipc-annual-return&includeDone=true`)).json()
    ).filter((job) => job.seriesId === series.id);
  assert.deepEqual(await jobsOfSeries(), []);

  // Both instances at once: a lead of 120 days makes the period's job due now on each.
  const changes = await Promise.all(
    [
      [a.url, onA],
      [b.url, onB],
    ].map(([url, cookie]) => call(url, cookie, 'PATCH', `/job-series/${series.id}`, { leadDays: 120 })),
  );
  assert.deepEqual(
    changes.map((response) => response.status),
    [200, 200],
  );
  const made = await jobsOfSeries();
  assert.equal(made.length, 1, JSON.stringify(made));
  assert.equal(made[0].periodKey, `cipc-annual-return:${anniversary.slice(0, 4)}${incorporated.slice(4)}`);
  await call(a.url, onA, 'POST', `/job-series/${series.id}/status`, { status: 'ended' });
});

test('stopping one instance mid-traffic loses no acknowledged write, and the balancer takes it out', async () => {
  // Five writers at a steady pace, so that no sender reaches the per-sender limit (30 messages in
  // ten minutes, counted across both instances) while the traffic outlasts the shutdown.
  const writers = await Promise.all(
    [
      ['client@example.com', 'advisor@example.com'],
      ['client2@example.com', 'advisor@example.com'],
      ['advisor@example.com', 'client@example.com'],
      ['admin@example.com', 'client@example.com'],
      ['superadmin@example.com', 'client@example.com'],
    ].map(async ([sender, recipientId]) => ({ cookie: await signIn(cluster.url, sender), recipientId })),
  );
  const acknowledged = [];
  const failures = [];
  let sent = 0;
  const deadline = Date.now() + 5_000;
  const worker = async () => {
    while (Date.now() < deadline && sent < writers.length * 28) {
      sent += 1;
      const subject = `Failover ${sent}`;
      const { cookie, recipientId } = writers[sent % writers.length];
      try {
        const response = await fetch(`${cluster.url}/api/messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', cookie },
          body: JSON.stringify({ recipientId, subject, content: 'Sent while an instance stops.' }),
        });
        if (response.status === 201) acknowledged.push(subject);
        else failures.push(`${subject}: ${response.status}`);
      } catch (error) {
        failures.push(`${subject}: ${error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  const traffic = Promise.all(Array.from({ length: 2 }, worker));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const stopped = a.stop('SIGTERM');
  await traffic;
  await stopped;

  assert.ok(acknowledged.length > 60, `only ${acknowledged.length} messages were acknowledged`);
  const stored = new Set(
    (await cluster.database.query("SELECT subject FROM messages WHERE subject LIKE 'Failover %'")).map((row) => row.subject),
  );
  assert.deepEqual(
    acknowledged.filter((subject) => !stored.has(subject)),
    [],
    'every acknowledged message is stored',
  );
  assert.deepEqual(failures, [], 'no request failed while the instance drained');
  const states = await cluster.serverStates();
  assert.match(states.a, /DOWN/);
  assert.equal(states.b, 'UP');
});
