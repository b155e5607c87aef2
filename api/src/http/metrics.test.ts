import path from 'node:path';
import crypto from 'node:crypto';
import { checkedAgent, checkedRequest } from '../test/checked-requests';
import { createApp, type App } from '../composition/app';
import { seedDatabase } from '../demo';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { writeFakeWebBuild } from '../test/fake-web-build';
import { DEMO_PASSWORD, demoEmails, testConfig } from '../test/test-app';
import { registerQueueGauges } from '../shared/metrics/metrics';

const TOKEN = 'scrape-token-for-the-metrics-tests';

/** The value of one sample line of the scrape (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseTargets)('/metrics ($name)', (target) => {
  let database: TestDatabase;
  let app: App;
  let webDist: string;
  const scrape = async () => (await checkedRequest(app.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  // Migrating and seeding a MariaDB schema can take a while on a busy machine.
  beforeAll(async () => {
    database = await createTestDatabase(target);
    await seedDatabase(database.dataSource, { demo: true });
    webDist = writeFakeWebBuild(path.join(database.dataDir, 'web-dist'));
    app = await createApp(testConfig(database.dataDir, { WEB_DIST_DIR: webDist, METRICS_TOKEN: TOKEN }), database.dataSource);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('is an unknown path (404, the not-found page) when METRICS_TOKEN is unset', async () => {
    const without = await createApp(testConfig(database.dataDir, { WEB_DIST_DIR: webDist }), database.dataSource);
    const response = await checkedRequest(without.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(response.text).toBe('not found page');
    await without.close();
  });

  it('refuses a scrape without the token, with a wrong one or in another scheme (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size!', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const request = checkedRequest(app.express).get('/metrics');
      const response = await (authorization ? request.set('Authorization', authorization) : request).expect(401);
      expect(response.body).toMatchObject({ message: 'Unauthorized' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.text).not.toContain('http_requests_total');
    }
  });

  it('answers the Prometheus text format to a scraper bearing the token', async () => {
    const response = await checkedRequest(app.express).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toContain('# TYPE http_requests_total counter');
    // prom-client's default metrics: event-loop lag and the process's memory.
    expect(response.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(response.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern, method and status, never by the raw URL', async () => {
    const agent = checkedAgent(app.express);
    await agent.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
    const unknownId = crypto.randomUUID();
    await agent.get(`/api/documents/${unknownId}`).expect(404);
    await agent.get(`/api/documents/${crypto.randomUUID()}`).expect(404);
    await agent.get('/api/documents').expect(200);
    await checkedRequest(app.express).get('/api/no-such-endpoint').expect(404);
    await checkedRequest(app.express).get('/no-such-page').expect(404);
    await checkedRequest(app.express).get('/assets/index-abc123.js').expect(200);
    await checkedRequest(app.express).get('/').expect(200);

    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/documents/:id",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/documents",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/auth/login",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="(not found)",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="(static files)",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="(site pages)",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/documents/:id"}')).toBe(2);
    expect(text).not.toContain(unknownId);
    expect(text).not.toContain('no-such');
  });

  it('counts GraphQL operations by name and outcome, with their duration', async () => {
    const post = (query: string) => checkedRequest(app.express).post('/graphql').set('Content-Type', 'application/json').send({ query });
    await post('query FooterInfo { appInfo { version } }').expect(200);
    await post('query FooterInfo { appInfo { version } }').expect(200);
    await post('query SecretList { documents { totalCount } }').expect(200);
    await post('query Broken { nope }').expect(400);
    await post('query Unfinished {').expect(400);

    const text = await scrape();
    expect(sample(text, 'graphql_operations_total{operation="FooterInfo",type="query",outcome="ok"}')).toBe(2);
    expect(sample(text, 'graphql_operations_total{operation="SecretList",type="query",outcome="UNAUTHENTICATED"}')).toBe(1);
    expect(sample(text, 'graphql_operations_total{operation="Broken",type="query",outcome="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(sample(text, 'graphql_operations_total{operation="(not parsed)",type="unknown",outcome="GRAPHQL_PARSE_FAILED"}')).toBe(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count{operation="FooterInfo",type="query"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="POST",route="/graphql",status="200"}')).toBe(3);
  });

  it('reports how busy the database pool is', async () => {
    const runner = database.dataSource.createQueryRunner();
    await runner.connect();
    await runner.query('SELECT 1');
    try {
      const text = await scrape();
      expect(sample(text, 'db_pool_connections_waiting')).toBe(0);
      if (target.name === 'sqlite') {
        // One synchronous connection: idle whenever a scrape can run.
        expect(sample(text, 'db_pool_connections_open')).toBe(1);
        expect(sample(text, 'db_pool_connections_in_use')).toBe(0);
        expect(sample(text, 'db_pool_connections_max')).toBe(1);
      } else {
        expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections_open')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections_max')).toBe(10);
      }
    } finally {
      await runner.release();
    }
    if (target.name !== 'sqlite') expect(sample(await scrape(), 'db_pool_connections_in_use')).toBe(0);
  });

  it("reads a queue's gauges at each scrape, with one stats() call, and survives a failing gauge", async () => {
    const stats = jest.fn(async () => ({ waiting: 3, retrying: 1, failed: 2, oldestWaitingAgeSeconds: 42 }));
    registerQueueGauges(app.metrics, 'example', { stats });
    app.metrics.registerGauge('broken_reading', 'A gauge whose source is down', async () => {
      throw new Error('source down');
    });

    const text = await scrape();
    expect(sample(text, 'example_queue_jobs{state="waiting"}')).toBe(3);
    expect(sample(text, 'example_queue_jobs{state="retrying"}')).toBe(1);
    expect(sample(text, 'example_queue_jobs{state="failed"}')).toBe(2);
    expect(sample(text, 'example_queue_oldest_waiting_age_seconds')).toBe(42);
    expect(sample(text, 'broken_reading')).toBeNaN();
    expect(stats).toHaveBeenCalledTimes(1);

    stats.mockResolvedValueOnce({ waiting: 0, retrying: 0, failed: 0, oldestWaitingAgeSeconds: 0 });
    expect(sample(await scrape(), 'example_queue_jobs{state="waiting"}')).toBe(0);
  });

  it("reports the mail queue's backlog as the queue itself counts it", async () => {
    await app.services.mailQueue.drain();
    const text = await scrape();
    const stats = await app.services.mailQueue.stats();
    expect(sample(text, 'mail_queue_jobs{state="waiting"}')).toBe(stats.waiting);
    expect(sample(text, 'mail_queue_jobs{state="failed"}')).toBe(stats.failed);
    expect(sample(text, 'mail_queue_oldest_waiting_age_seconds')).toBe(stats.oldestWaitingAgeSeconds ?? 0);
  });
});
