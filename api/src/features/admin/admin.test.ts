import { entities } from '../../composition/entities';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type DemoAccount, type TestApp } from '../../test/test-app';
import { User } from '../../accounts/user.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';

/** Every administrator call of docs/product.md#rest-calls, through REST. */
const restCalls: { method: 'get' | 'post' | 'put'; path: string; body?: object }[] = [
  { method: 'get', path: '/api/admin/stats' },
  { method: 'get', path: '/api/admin/users' },
  { method: 'get', path: '/api/admin/roles' },
  { method: 'get', path: '/api/admin/system' },
  { method: 'post', path: '/api/admin/users', body: { email: 'matrix@example.co.za', firstName: 'Matrix', lastName: 'Test' } },
  { method: 'put', path: '/api/admin/users/00000000-0000-4000-8000-000000000005/roles', body: { roleNames: ['client'] } },
  { method: 'get', path: '/api/contact-submissions' },
];

const graphqlCalls = [
  '{ adminStats { totalUsers } }',
  '{ systemStatus { healthy } }',
  '{ users { totalCount } }',
  '{ contactSubmissions { totalCount } }',
  '{ contactSubmissionCounts { total } }',
  '{ auditLog { totalCount } }',
  '{ roles { name } }',
];

describe.each(testDatabaseTargets)('the administrator API ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  describe('who may call it', () => {
    it.each(restCalls)('$method $path: 401 anonymous, 403 client and advisor, 2xx admin', async ({ method, path, body }) => {
      const send = async (account?: DemoAccount) => {
        const agent = account ? await t.agent(account) : t.request;
        const request = agent[method](path);
        return body ? request.send(body) : request;
      };
      expect((await send()).status).toBe(401);
      expect((await send('client')).status).toBe(403);
      expect((await send('advisor')).status).toBe(403);
      expect([200, 201]).toContain((await send('admin')).status);
    });

    it.each(graphqlCalls)('%s: UNAUTHENTICATED, FORBIDDEN, then data', async (query) => {
      expect((await graphql(t.request, query)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await graphql(await t.agent('client'), query)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      const answer = (await graphql(await t.agent('superadmin'), query)).body;
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toBeTruthy();
    });
  });

  it('counts users, submissions and users active in the last 30 days', async () => {
    const admin = await t.agent('admin');
    const stats = (await admin.get('/api/admin/stats').expect(200)).body;
    const users = t.database.dataSource.getRepository(User);
    expect(stats.totalUsers).toBe(await users.count());
    expect(stats.totalContactSubmissions).toBe(await t.database.dataSource.getRepository(ContactSubmission).count());
    expect(stats.getInTouchSubmissions + stats.consultationSubmissions).toBe(stats.totalContactSubmissions);
    expect(stats.systemHealth).toBe('healthy');
    const overGraphql = (await graphql(admin, '{ adminStats { totalUsers systemHealth } }').expect(200)).body.data.adminStats;
    expect(overGraphql).toEqual({ totalUsers: stats.totalUsers, systemHealth: 'HEALTHY' });
    const recent = await users
      .createQueryBuilder('user')
      .where('user.lastLoginAt >= :since', { since: new Date(Date.now() - 30 * 86_400_000) })
      .getCount();
    expect(stats.activeUsers).toBe(recent);
    expect(stats.activeUsers).toBeGreaterThanOrEqual(1);
  });

  it('reports live system checks, with the tables counted by the database itself', async () => {
    const status = (
      await graphql(
        await t.agent('admin'),
        '{ systemStatus { healthy database { reachable tableCount latencyMs } mail { mode ok } environment version notificationEmail activeForms } }',
      )
    ).body.data.systemStatus;
    expect(status).toMatchObject({
      healthy: true,
      database: { reachable: true },
      mail: { mode: 'OUTBOX', ok: true },
      environment: 'test',
      version: '1.0.0',
      notificationEmail: 'enquiries@khanya-advisory.co.za',
      activeForms: ['Get in Touch', 'Schedule Consultation'],
    });
    // The tables of the data model plus TypeORM's migrations table.
    expect(status.database.tableCount).toBe(entities.length + 1);
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    // REST keeps the stored spelling.
    expect((await (await t.agent('admin')).get('/api/admin/system').expect(200)).body.mail).toMatchObject({ mode: 'outbox', ok: true });
  });

  it('runs diagnostics on request and records that it did', async () => {
    const admin = await t.agent('admin');
    const result = (await graphql(admin, 'mutation { runDiagnostics { healthy } }')).body.data.runDiagnostics;
    expect(result.healthy).toBe(true);
    const log = (await graphql(admin, '{ auditLog(filter: { action: "system." }) { nodes { action actor { email } } } }')).body.data
      .auditLog;
    expect(log.nodes[0]).toEqual({ action: 'system.diagnostics', actor: { email: 'admin@example.com' } });
  });

  it('shows sign-ins in the audit log with who, from where', async () => {
    const admin = await t.agent('admin');
    const log = (
      await graphql(
        admin,
        '{ auditLog(filter: { action: "auth.login" }, first: 5) { totalCount nodes { action ipAddress userAgent actor { email } } } }',
      )
    ).body.data.auditLog;
    expect(log.totalCount).toBeGreaterThan(0);
    expect(log.nodes[0]).toMatchObject({ action: 'auth.login', actor: { email: 'admin@example.com' }, ipAddress: expect.any(String) });
  });

  it('leaves an action prefix out of the audit log when asked, as Recent Activity leaves out token requests', async () => {
    const admin = await t.agent('admin');
    const { body } = await graphql(
      admin,
      'mutation { createApiToken(input: { name: "Audit probe", scopes: [DOCUMENTS_READ], expiresInDays: 30 }) { secret } }',
    );
    await t.request.get('/api/documents').set('Authorization', `Bearer ${body.data.createApiToken.secret}`).expect(200);
    await t.app.services.apiTokens.settled();
    const actions = async (filter: string) =>
      (await graphql(admin, `{ auditLog(filter: ${filter}, first: 100) { nodes { action } } }`)).body.data.auditLog.nodes.map(
        (node: { action: string }) => node.action,
      );
    expect(await actions('{ action: "api_token." }')).toEqual(['api_token.use', 'api_token.create']);
    const withoutUses = await actions('{ excludeAction: "api_token.use" }');
    expect(withoutUses).toContain('api_token.create');
    expect(withoutUses).not.toContain('api_token.use');
  });

  describe('contact submissions for administrators', () => {
    const LIST =
      'query ($filter: ContactSubmissionFilter, $first: Int, $after: String) { contactSubmissions(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id type service email createdAt } } }';
    const list = async (variables: Record<string, unknown>) => (await graphql(await t.agent('admin'), LIST, variables)).body;

    it('lists newest first with the counts of the dashboard', async () => {
      await t.request
        .post('/api/contact')
        .send({
          firstName: 'Newest',
          lastName: 'Visitor',
          email: 'newest@example.co.za',
          message: 'Hello',
          service: 'secretarial',
          consent: true,
        })
        .expect(201);
      const { data } = await list({ first: 3 });
      expect(data.contactSubmissions.nodes[0].email).toBe('newest@example.co.za');
      const counts = (await graphql(await t.agent('admin'), '{ contactSubmissionCounts { total getInTouch consultations } }')).body.data
        .contactSubmissionCounts;
      expect(counts.total).toBe(data.contactSubmissions.totalCount);
      expect(counts.getInTouch).toBeGreaterThan(0);
      expect(counts.consultations).toBeGreaterThan(0);
    });

    it('filters by type, service, text and day', async () => {
      const consultations = (await list({ filter: { type: 'SCHEDULED_CONSULTATION' }, first: 100 })).data.contactSubmissions;
      expect(consultations.totalCount).toBeGreaterThan(0);
      expect(consultations.nodes.every((node: { type: string }) => node.type === 'SCHEDULED_CONSULTATION')).toBe(true);
      const secretarial = (await list({ filter: { service: 'SECRETARIAL' }, first: 100 })).data.contactSubmissions;
      expect(secretarial.nodes.map((node: { email: string }) => node.email)).toContain('newest@example.co.za');
      expect(secretarial.nodes.every((node: { service: string }) => node.service === 'SECRETARIAL')).toBe(true);
      const byText = (await list({ filter: { search: 'NEWEST@' } })).data.contactSubmissions;
      expect(byText.nodes.map((node: { email: string }) => node.email)).toEqual(['newest@example.co.za']);
      const future = (await list({ filter: { from: '2999-01-01' } })).data.contactSubmissions;
      expect(future.totalCount).toBe(0);
      const wildcard = (await list({ filter: { search: '%' } })).data.contactSubmissions;
      expect(wildcard.totalCount).toBe(0);
    });

    it('pages with cursors and a stable total', async () => {
      const first = (await list({ first: 2 })).data.contactSubmissions;
      const second = (await list({ first: 2, after: first.pageInfo.endCursor })).data.contactSubmissions;
      expect(second.totalCount).toBe(first.totalCount);
      expect(second.nodes[0].id).not.toBe(first.nodes[0].id);
      expect(first.nodes.concat(second.nodes).map((node: { id: string }) => node.id)).toHaveLength(4);
    });

    it('refuses a bad filter: an unknown service before the resolver, a bad day with a field error', async () => {
      const admin = await t.agent('admin');
      // The stored spelling (secretarial) is no ServiceArea name: GraphQL takes SECRETARIAL, REST secretarial.
      for (const service of ['astrology', 'secretarial']) {
        const refused = await graphql(admin, LIST, { filter: { service, from: '2026-11-22' } }).expect(400);
        expect(refused.body.errors).toHaveLength(1);
        expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        expect(refused.body.errors[0].message).toMatch(
          `Variable "$filter" got invalid value "${service}" at "filter.service"; Value "${service}" does not exist in "ServiceArea" enum`,
        );
      }
      const answer = await list({ filter: { service: 'SECRETARIAL', from: '22/11/2026' } });
      expect(answer.errors[0].extensions.fieldErrors.map((error: { path: string }) => error.path)).toEqual(['from']);
      const rest = await admin.get('/api/contact-submissions?service=astrology&from=22/11/2026').expect(400);
      expect(rest.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['from', 'service']);
    });

    it('answers the REST list as an array with every field', async () => {
      const all = (await (await t.agent('admin')).get('/api/contact-submissions?type=scheduled_consultation').expect(200)).body;
      expect(Array.isArray(all)).toBe(true);
      expect(all[0]).toMatchObject({
        id: expect.any(String),
        type: 'scheduled_consultation',
        firstName: expect.any(String),
        preferredTime: expect.any(String),
      });
    });
  });
});
