import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { checkedRequest } from '../../test/checked-requests';
import { createApp, type App } from '../../composition/app';
import { seedDatabase } from '../../demo';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { DEMO_PASSWORD, testConfig } from '../../test/test-app';
import { Session } from '../../auth/session.entity';

/** A Redis of this suite's own on a free port, which the tests stop and start again. */
class TestRedis {
  private process: ChildProcess | undefined;
  constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const redis = new TestRedis(port);
    await redis.up();
    return redis;
  }

  async up(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        spawnSync('redis-cli', ['-p', String(this.port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  async down(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }
}

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
};

describe('two app instances sharing Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    redis = await TestRedis.start();
    database = await createTestDatabase({});
    await seedDatabase(database.dataSource, { demo: true });
    const config = testConfig(database.dataDir, { REDIS_URL: `redis://127.0.0.1:${redis.port}`, CONTACT_SUBMISSIONS_PER_HOUR: '3' });
    [first, second] = [await createApp(config, database.dataSource), await createApp(config, database.dataSource)];
    await waitUntil(async () => first.redis!.isReady() && second.redis!.isReady());
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
    await redis.down();
  });

  const contact = (app: App, email: string) =>
    checkedRequest(app.express)
      .post('/api/contact')
      .send({ firstName: 'Shared', lastName: 'Limit', email, message: 'Counting across instances.', consent: true });

  it('keeps sessions in Redis, valid on either instance', async () => {
    const sessionsBefore = await database.dataSource.getRepository(Session).count();
    const login = await checkedRequest(first.express)
      .post('/api/auth/login')
      .send({ email: 'client@example.com', password: DEMO_PASSWORD })
      .expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const answer = await checkedRequest(second.express).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(answer.body.user.email).toBe('client@example.com');
    expect(await database.dataSource.getRepository(Session).count()).toBe(sessionsBefore);
  });

  it('spends one contact-form budget per address across instances', async () => {
    await contact(first, 'one@example.com').expect(201);
    await contact(second, 'two@example.com').expect(201);
    await contact(first, 'three@example.com').expect(201);
    const refused = await contact(second, 'four@example.com').expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('spends one sign-in budget per account across instances', async () => {
    for (const app of [first, second, first, second, first]) {
      await checkedRequest(app.express)
        .post('/api/auth/login')
        .send({ email: 'advisor@example.com', password: 'wrong-password' })
        .expect(401);
    }
    await checkedRequest(second.express)
      .post('/api/auth/login')
      .send({ email: 'advisor@example.com', password: DEMO_PASSWORD })
      .expect(429);
  });

  it('spends one request budget per user and per address across instances, and says what is left on each answer', async () => {
    const remaining = (answer: { headers: Record<string, string> }) => Number(/;r=(\d+);/.exec(answer.headers.ratelimit)?.[1]);
    const login = await checkedRequest(first.express)
      .post('/api/auth/login')
      .send({ email: 'client@example.com', password: DEMO_PASSWORD })
      .expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const onFirst = await checkedRequest(first.express).get('/api/auth/user').set('Cookie', cookie).expect(200);
    const onSecond = await checkedRequest(second.express).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(onSecond.headers['ratelimit-policy']).toMatch(/^"session";q=\d+;w=60$/);
    expect(remaining(onSecond)).toBe(remaining(onFirst) - 1);

    const anonymous = await checkedRequest(first.express).get('/api/posts').expect(200);
    const again = await checkedRequest(second.express).get('/api/posts').expect(200);
    expect(again.headers['ratelimit-policy']).toMatch(/^"anonymous";q=\d+;w=60$/);
    expect(remaining(again)).toBe(remaining(anonymous) - 1);
  });

  it('answers 503 while Redis is away, names it in /readyz, and recovers by itself', async () => {
    const login = await checkedRequest(first.express)
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: DEMO_PASSWORD })
      .expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    await redis.down();
    await waitUntil(async () => !first.redis!.isReady());

    const ready = await checkedRequest(first.express).get('/readyz').expect(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', database: 'up', redis: 'down' });
    const signedIn = await checkedRequest(first.express).get('/api/auth/user').set('Cookie', cookie).expect(503);
    expect(signedIn.body.message).toBe('The service is briefly unavailable. Please try again shortly.');
    const submitted = await contact(first, 'outage@example.com').expect(503);
    expect(submitted.body.message).toBe('The service is briefly unavailable. Please try again shortly.');
    // Without a session nothing else needs Redis: the rate budget refuses rather than count nothing.
    const anonymous = await checkedRequest(first.express).get('/api/posts').expect(503);
    expect(anonymous.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(anonymous.headers['retry-after']).toBeDefined();
    const viaGraphQL = await checkedRequest(first.express)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ __typename }' })
      .expect(503);
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    await redis.up();
    await waitUntil(async () => (await checkedRequest(first.express).get('/readyz')).status === 200);
    // Redis lost its data with the restart (it keeps nothing on disk): sign in afresh.
    const again = await checkedRequest(first.express)
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: DEMO_PASSWORD })
      .expect(200);
    await checkedRequest(second.express).get('/api/auth/user').set('Cookie', again.headers['set-cookie'][0].split(';')[0]).expect(200);
  }, 30_000);
});
