import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, graphql, type TestApp } from '../../test/test-app';
import { CHROME_ON_WINDOWS, SAFARI_ON_IOS, signedInClient } from '../../test/signed-in-client';
import { UserSession } from '../../accounts/user-session.entity';

const ME = '{ me { email } }';

describe.each(testDatabaseTargets)("a user's sessions ($name)", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const whoIs = async (agent: Awaited<ReturnType<typeof signedInClient>>['agents'][number]) =>
    (await graphql(agent, ME).expect(200)).body.data.me;

  it('lists each signed-in device with its address, the asking one marked current', async () => {
    const { agents } = await signedInClient(t, 'two-devices', [CHROME_ON_WINDOWS, SAFARI_ON_IOS]);
    const [laptop, phone] = agents;
    const response = await phone.get('/api/auth/sessions').expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({ device: 'Safari on iOS', current: true, ipAddress: expect.any(String) }),
      expect.objectContaining({ device: 'Chrome on Windows', current: false }),
    ]);
    const viaGraphQL = await graphql(laptop, '{ mySessions { device current } }').expect(200);
    expect(viaGraphQL.body.data.mySessions).toEqual(
      expect.arrayContaining([
        { device: 'Chrome on Windows', current: true },
        { device: 'Safari on iOS', current: false },
      ]),
    );
  });

  it('ends one session: that device is signed out on its next request, the others stay', async () => {
    const { email, agents } = await signedInClient(t, 'end-one', [CHROME_ON_WINDOWS, SAFARI_ON_IOS]);
    const [laptop, phone] = agents;
    const list = (await laptop.get('/api/auth/sessions').expect(200)).body as { id: string; current: boolean }[];
    const phoneSession = list.find((session) => !session.current)!;

    await laptop.delete(`/api/auth/sessions/${phoneSession.id}`).expect(200);
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(laptop)).toEqual({ email });
    expect((await laptop.get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
    // Signing in again on the phone starts a new session.
    await phone.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    expect(await whoIs(phone)).toEqual({ email });
  });

  it("answers 404 for another person's session, and ends nothing", async () => {
    const owner = await signedInClient(t, 'owner-of-session');
    const stranger = await signedInClient(t, 'stranger');
    const [ownerSession] = (await owner.agents[0].get('/api/auth/sessions').expect(200)).body as { id: string }[];
    await stranger.agents[0].delete(`/api/auth/sessions/${ownerSession.id}`).expect(404);
    const viaGraphQL = await graphql(stranger.agents[0], 'mutation End($id: ID!) { endSession(id: $id) }', { id: ownerSession.id });
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await whoIs(owner.agents[0])).toEqual({ email: owner.email });
  });

  it('signs out everywhere else at once, and says how many', async () => {
    const { email, agents } = await signedInClient(t, 'everywhere-else', [CHROME_ON_WINDOWS, SAFARI_ON_IOS, SAFARI_ON_IOS]);
    const [here, ...elsewhere] = agents;
    const response = await graphql(here, 'mutation { endOtherSessions }').expect(200);
    expect(response.body).toEqual({ data: { endOtherSessions: 2 } });
    for (const agent of elsewhere) expect(await whoIs(agent)).toBeNull();
    expect(await whoIs(here)).toEqual({ email });
  });

  it('takes a signed-out session off the list', async () => {
    const { agents, userId } = await signedInClient(t, 'signs-out', [CHROME_ON_WINDOWS, SAFARI_ON_IOS]);
    await agents[1].post('/api/auth/logout').expect(200);
    const list = (await agents[0].get('/api/auth/sessions').expect(200)).body;
    expect(list).toEqual([expect.objectContaining({ device: 'Chrome on Windows', current: true })]);
    const rows = await t.database.dataSource.getRepository(UserSession).findBy({ userId });
    expect(rows.filter((row) => row.endedAt)).toHaveLength(1);
  });

  it('registers a session that was started before the list existed, on its next request', async () => {
    const { agents, userId } = await signedInClient(t, 'from-before');
    const sessions = t.database.dataSource.getRepository(UserSession);
    // As a session from before this registry: signed in, but with no row and no registryId.
    const [row] = await sessions.findBy({ userId });
    await sessions.delete({ id: row.id });
    const raw = await t.database.dataSource.query('SELECT sid, sess FROM sessions');
    for (const stored of raw as { sid: string; sess: string }[]) {
      const data = JSON.parse(stored.sess) as { userId?: string; registryId?: string };
      if (data.userId !== userId) continue;
      delete data.registryId;
      await t.database.dataSource.query('UPDATE sessions SET sess = ? WHERE sid = ?', [JSON.stringify(data), stored.sid]);
    }
    expect(await whoIs(agents[0])).toEqual({ email: 'from-before@example.com' });
    expect(await sessions.countBy({ userId })).toBe(1);
    expect((await agents[0].get('/api/auth/sessions').expect(200)).body).toEqual([expect.objectContaining({ current: true })]);
  });

  it('is for signed-in users only', async () => {
    await t.request.get('/api/auth/sessions').expect(401);
    const response = await graphql(t.request, '{ mySessions { id } }').expect(200);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
