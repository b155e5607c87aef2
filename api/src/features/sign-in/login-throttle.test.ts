import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, graphql, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/people';
import { INVALID_CREDENTIALS } from './sign-in.service';
import { LoginRateLimitedError, LoginThrottle, loginLimits } from './login-throttle';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { user { email } } }';
const ACCOUNT_MESSAGE = 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.';

describe.each(testDatabaseTargets)('failed sign-ins are limited ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test can sign in from an address of its own (X-Forwarded-For).
    t = await createTestApp(target, { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const viaRest = (email: string, password: string, from: string) =>
    t.request.post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });
  const viaGraphQL = (email: string, password: string, from: string) =>
    graphql(t.request, LOGIN, { input: { email, password } }).set('X-Forwarded-For', from);

  async function refusedSignIns(email: string) {
    const admin = await t.agent('admin');
    const response = await graphql(
      admin,
      'query { auditLog(filter: { action: "auth.login_rate_limited" }, first: 50) { nodes { action details ipAddress } } }',
    ).expect(200);
    return (response.body.data.auditLog.nodes as { details: { email: string } }[]).filter((entry) => entry.details.email === email);
  }

  it('answers the sixth wrong password for one account over REST with 429 and Retry-After', async () => {
    const from = '203.0.113.1';
    for (let attempt = 1; attempt <= loginLimits.failuresPerAccount; attempt++) {
      const response = await viaRest(demoEmails.advisor, 'wrong-password', from).expect(401);
      expect(response.body).toMatchObject({ message: INVALID_CREDENTIALS });
    }
    // Refused before the password is checked: the right one is refused too, until the window ends.
    for (const password of ['wrong-password', DEMO_PASSWORD]) {
      const response = await viaRest(demoEmails.advisor, password, from).expect(429);
      expect(response.body).toMatchObject({ message: ACCOUNT_MESSAGE });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(loginLimits.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(loginLimits.windowSeconds);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await refusedSignIns(demoEmails.advisor)).toEqual([
      expect.objectContaining({
        action: 'auth.login_rate_limited',
        details: expect.objectContaining({ limit: 'account' }),
        ipAddress: from,
      }),
      expect.objectContaining({
        action: 'auth.login_rate_limited',
        details: expect.objectContaining({ limit: 'account' }),
        ipAddress: from,
      }),
    ]);
  });

  it('counts GraphQL and REST failures together and answers GraphQL with HTTP 429, Retry-After and RATE_LIMITED', async () => {
    const email = 'Someone.Unknown@Example.com';
    const from = '203.0.113.2';
    await viaRest(email, 'guess-1', from).expect(401);
    await viaRest(email.toLowerCase(), 'guess-2', from).expect(401);
    for (let attempt = 3; attempt <= loginLimits.failuresPerAccount; attempt++) {
      const response = await viaGraphQL(email, `guess-${attempt}`, from).expect(200);
      expect(response.body.errors[0]).toMatchObject({ message: INVALID_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
    }
    const limited = await viaGraphQL(email, 'guess-6', from).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.errors).toEqual([
      expect.objectContaining({
        message: ACCOUNT_MESSAGE,
        extensions: {
          code: 'RATE_LIMITED',
          retryAfterSeconds: Number(limited.headers['retry-after']),
          requestId: limited.headers['x-request-id'],
        },
      }),
    ]);
    expect(limited.body.data).toBeNull();
    expect(await refusedSignIns(email)).toHaveLength(1);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const from = '203.0.113.3';
    for (let attempt = 1; attempt < loginLimits.failuresPerAccount; attempt++) {
      await viaRest(demoEmails.client, 'wrong-password', from).expect(401);
    }
    await viaRest(demoEmails.client, DEMO_PASSWORD, from).expect(200);
    for (let attempt = 1; attempt <= loginLimits.failuresPerAccount; attempt++) {
      await viaRest(demoEmails.client, 'wrong-password', from).expect(401);
    }
    await viaRest(demoEmails.client, DEMO_PASSWORD, from).expect(429);
  });

  it('limits failures from one address across accounts, and lets successes through', async () => {
    const from = '203.0.113.4';
    const failFrom = (index: number) => viaRest(`nobody-${index}@example.com`, 'wrong-password', from);
    // At once, as a script would: each attempt takes its point before its password is checked.
    const burst = Array.from({ length: loginLimits.failuresPerAddress - 1 }, (_, index) => failFrom(index));
    for (const response of await Promise.all(burst)) expect(response.status).toBe(401);
    // Signing in rightly from the same address, as the e2e browsers do, costs nothing.
    await viaRest(demoEmails.superadmin, DEMO_PASSWORD, from).expect(200);
    await failFrom(loginLimits.failuresPerAddress).expect(401);

    const limited = await viaRest(demoEmails.superadmin, DEMO_PASSWORD, from).expect(429);
    expect(limited.body.message).toBe('Too many failed sign-in attempts from your network. Please try again in 15 minutes.');
    const more = await Promise.all([1, 2, 3].map((index) => failFrom(100 + index)));
    expect(more.map((response) => response.status)).toEqual([429, 429, 429]);
    // Another address is not concerned.
    await viaRest(demoEmails.superadmin, DEMO_PASSWORD, '203.0.113.5').expect(200);
  }, 30_000);

  it('lets more people than the address limit sign in at once from one office network', async () => {
    const office = '203.0.113.77';
    const people = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => `office${index}@example.com`);
    for (const [index, email] of people.entries()) {
      await createUser(t, 'client', { email, firstName: 'Office', lastName: `Clerk ${index + 1}` });
    }
    // Four sign-ins for each of eight people, all at once: more than the address's 30 failures.
    const attempts = people.flatMap((email) => [1, 2, 3, 4].map(() => viaRest(email, DEMO_PASSWORD, office)));
    expect(attempts.length).toBeGreaterThan(loginLimits.failuresPerAddress);
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});

describe('the sign-in throttle', () => {
  it('never locks an account for longer than its window, however often it is tried', async () => {
    const throttle = new LoginThrottle({ failuresPerAccount: 2, failuresPerAddress: 100, windowSeconds: 1 });
    await throttle.begin('a@example.com', '198.51.100.1');
    await throttle.begin('a@example.com', '198.51.100.1');
    const started = Date.now();
    let refusals = 0;
    while (Date.now() - started < 800) {
      await expect(throttle.begin('a@example.com', '198.51.100.1')).rejects.toBeInstanceOf(LoginRateLimitedError);
      refusals++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refusals).toBeGreaterThan(5);
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() - started)));
    await expect(throttle.begin('a@example.com', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('does not count refused attempts against the address', async () => {
    const throttle = new LoginThrottle({ failuresPerAccount: 1, failuresPerAddress: 2, windowSeconds: 60 });
    await throttle.begin('a@example.com', '198.51.100.2');
    for (let i = 0; i < 5; i++) await expect(throttle.begin('a@example.com', '198.51.100.2')).rejects.toMatchObject({ scope: 'account' });
    await expect(throttle.begin('b@example.com', '198.51.100.2')).resolves.toBeUndefined();
  });
});
