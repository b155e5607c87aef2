// `npm run load`: 200 concurrent clients for 60 s through the load balancer of a two-instance
// cluster (e2e/cluster.mjs: MariaDB/MySQL, Redis, HAProxy, all on 127.0.0.1). Most clients are
// signed-in visitors repeating a visit (the home page, the documents list through GraphQL and
// REST, a contact submission); one in twenty keeps signing in, as people arriving do. Prints the
// latency table and what each step answered; exits 1 on any 5xx or any acknowledged submission
// missing. LOAD_CLIENTS (default 200), LOAD_SECONDS (default 60).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../e2e/cluster.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clients = Number(process.env.LOAD_CLIENTS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const accounts = ['client@example.com', 'client2@example.com', 'advisor@example.com', 'admin@example.com', 'superadmin@example.com'];
const json = { 'Content-Type': 'application/json' };

/** "POST /api/contact 201" → how many: which step answered what. */
const tally = new Map();
const count = (step, status) => tally.set(`${step} ${status}`, (tally.get(`${step} ${status}`) ?? 0) + 1);

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: seconds, ...options }, (error, done) => (error ? reject(error) : resolve(done))),
  );
}

async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

// Asked for as a browser asks: the server sends its compressed copies or compresses per request.
const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

const cluster = await startCluster({
  // Every simulated visitor comes from 127.0.0.1, as one of five people: the per-address and
  // per-person limits would refuse them all.
  env: {
    CONTACT_SUBMISSIONS_PER_HOUR: '100000000',
    SESSION_RATE_LIMIT_PER_MINUTE: '100000000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
  },
});
let failed = false;
try {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'web', 'dist', 'persisted-query-manifest.json'), 'utf8'));
  const documentsHash = manifest.operations.find((operation) => operation.name === 'Documents').id;
  const marker = `load-${Date.now()}`;
  // Sessions for the visitors: a few per account, shared out to the connections.
  const sessions = [];
  for (const email of accounts) for (let copy = 0; copy < 4; copy += 1) sessions.push(await signIn(cluster.url, email));
  let nextSession = 0;
  const cookieOf = (context) => (context.cookie ??= sessions[nextSession++ % sessions.length]);
  let submissions = 0;
  let acknowledged = 0;

  const signingIn = Math.max(1, Math.round(clients / 20));
  const [visits, arrivals] = await Promise.all([
    run({
      url: cluster.url,
      connections: clients - signingIn,
      requests: [
        { method: 'GET', path: '/', headers: browser, onResponse: (status) => count('GET /', status) },
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (request, context) => ({
            ...request,
            headers: { ...json, ...browser, cookie: cookieOf(context) },
            body: JSON.stringify({
              operationName: 'Documents',
              variables: { first: 20 },
              extensions: { persistedQuery: { version: 1, sha256Hash: documentsHash } },
            }),
          }),
          onResponse: (status) => count('POST /graphql Documents', status),
        },
        {
          method: 'GET',
          path: '/api/documents',
          setupRequest: (request, context) => ({ ...request, headers: { ...browser, cookie: cookieOf(context) } }),
          onResponse: (status) => count('GET /api/documents', status),
        },
        {
          method: 'POST',
          path: '/api/contact',
          headers: { ...json, ...browser },
          setupRequest: (request) => {
            submissions += 1;
            return {
              ...request,
              body: JSON.stringify({
                firstName: 'Load',
                lastName: `Visitor ${submissions}`,
                email: `${marker}@example.com`,
                message: 'Tax season is coming.',
                consent: true,
              }),
            };
          },
          onResponse: (status) => {
            count('POST /api/contact', status);
            if (status === 201) acknowledged += 1;
          },
        },
      ],
    }),
    run({
      url: cluster.url,
      connections: signingIn,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          setupRequest: (request, context) => {
            context.account ??= accounts[(context.index = (context.index ?? 0) + 1) % accounts.length];
            return { ...request, body: JSON.stringify({ email: context.account, password: 'Demo@12345' }) };
          },
          onResponse: (status) => count('POST /api/auth/login', status),
        },
      ],
    }),
  ]);

  const [{ stored }] = await cluster.database.query('SELECT COUNT(*) AS stored FROM contact_submissions WHERE email = ?', [
    `${marker}@example.com`,
  ]);
  const total = (key) => visits[key] + arrivals[key];
  console.log(`\nLoad through HAProxy: ${clients} clients for ${seconds} s (${signingIn} signing in), two instances on MariaDB with Redis`);
  console.log('| requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | 2xx | 4xx | 5xx | errors/timeouts |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${visits.requests.total + arrivals.requests.total} | ${Math.round(visits.requests.average + arrivals.requests.average)} | ${visits.latency.p50} | ${visits.latency.p90} | ${visits.latency.p99} | ${Math.max(visits.latency.max, arrivals.latency.max)} | ${total('2xx')} | ${total('4xx')} | ${total('5xx')} | ${total('errors') + total('timeouts')} |`,
  );
  console.log(`sign-ins: p50 ${arrivals.latency.p50} ms, p99 ${arrivals.latency.p99} ms (argon2id makes each one deliberately slow)`);
  console.log(`contact submissions: ${acknowledged} acknowledged, ${stored} stored`);
  console.log(
    [...tally]
      .sort()
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n'),
  );
  // A submission still under way when the clock stopped may be stored without being counted.
  if (Number(stored) < acknowledged) {
    console.log(`FAILED: ${acknowledged - Number(stored)} acknowledged submissions are missing`);
    failed = true;
  }
  if (total('5xx') > 0) {
    console.log(`FAILED: ${total('5xx')} responses were 5xx`);
    failed = true;
  }
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
