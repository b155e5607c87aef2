import { testDatabaseTargets } from '../test/database';
import { countQueries } from '../test/query-counter';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/test-app';
import { Session } from './session.entity';

describe.each(testDatabaseTargets)('the session store ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const writesOf = (statements: string[]) => statements.filter((statement) => /^\s*(UPDATE|INSERT|DELETE)/i.test(statement));

  it('writes a signed-in session on a read request at most once a minute', async () => {
    const client = await t.agent('client');
    // The first request after sign-in may still refresh the expiry; the next ones read only.
    await client.get('/api/auth/user').expect(200);
    const { statements } = await countQueries(t.database.dataSource, async () => {
      for (let request = 0; request < 5; request += 1) await client.get('/api/auth/user').expect(200);
    });
    expect(writesOf(statements)).toEqual([]);
  });

  it('writes the later expiry again once the stored one is a minute old', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: 'client@example.com', password: DEMO_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    const client = { get: (path: string) => t.request.get(path).set('Cookie', cookie) };
    const sessions = t.database.dataSource.getRepository(Session);
    const row = await sessions.findOneByOrFail({ sid });
    const aged = new Date(row.expire.getTime() - 2 * 60 * 1000);
    await sessions.update({ sid: row.sid }, { expire: aged });
    const { statements } = await countQueries(t.database.dataSource, () => client.get('/api/auth/user').expect(200));
    expect(writesOf(statements)).toHaveLength(1);
    const refreshed = await sessions.findOneByOrFail({ sid: row.sid });
    expect(refreshed.expire.getTime()).toBeGreaterThan(aged.getTime() + 60 * 1000);
  });

  it("sends the browser's cookie again only once its expiry is a minute old", async () => {
    const login = await t.request.post('/api/auth/login').send({ email: 'client@example.com', password: DEMO_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    const read = () => t.request.get('/api/auth/user').set('Cookie', cookie).expect(200);
    for (let request = 0; request < 3; request += 1) expect((await read()).headers['set-cookie']).toBeUndefined();

    // The cookie as the browser last received it, two minutes ago.
    const sessions = t.database.dataSource.getRepository(Session);
    const row = await sessions.findOneByOrFail({ sid });
    const cookieData = row.sess.cookie as { expires: string };
    const agedExpiry = new Date(new Date(cookieData.expires).getTime() - 2 * 60 * 1000);
    await sessions.update(
      { sid },
      { sess: { ...row.sess, cookie: { ...cookieData, expires: agedExpiry.toISOString() } }, expire: agedExpiry },
    );

    const renewed = await read();
    const sent = renewed.headers['set-cookie']?.[0] ?? '';
    expect(sent.split(';')[0]).toBe(cookie);
    const sentExpiry = Date.parse(/Expires=([^;]+)/i.exec(sent)?.[1] ?? '');
    expect(sentExpiry).toBeGreaterThan(agedExpiry.getTime() + 60 * 1000);
    expect((await sessions.findOneByOrFail({ sid })).expire.getTime()).toBeGreaterThan(agedExpiry.getTime() + 60 * 1000);
    expect((await read()).headers['set-cookie']).toBeUndefined();
  });
});

describe.each(testDatabaseTargets)('one read of the viewer per request ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers me with its roles from the session and the one read of the viewer', async () => {
    const admin = await t.agent('superadmin');
    await admin.get('/api/auth/user').expect(200);
    const { result, statements } = await countQueries(t.database.dataSource, () =>
      admin.post('/graphql').set('Content-Type', 'application/json').send({ query: '{ me { email roles { name } roleNames } }' }),
    );
    const me = result.body.data.me;
    expect(me.email).toBe('superadmin@example.com');
    expect(me.roles.map((role: { name: string }) => role.name).sort()).toEqual(['admin', 'superadmin']);
    expect([...me.roleNames].sort()).toEqual(['ADMIN', 'SUPERADMIN']);
    // The session's row, then the viewer with their roles: nothing else.
    expect(statements.filter((statement) => !/^(START TRANSACTION|COMMIT|BEGIN|ROLLBACK)/i.test(statement))).toHaveLength(2);
  });
});
