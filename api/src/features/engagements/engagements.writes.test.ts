import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createUser } from '../../test/people';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { User } from '../../accounts/user.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { FirmService } from '../firm-services';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { ADVISOR_ID, CLIENT_ID, SECOND_CLIENT_ID, addEngagement, createAdvisor, engagementIds, serviceIds } from '../tasks/tasks-test-kit';
import { Engagement } from './engagement.entity';

const FIELDS = `id title description status startDate dueDate completedAt totalAmount paidAmount
  client { id } service { id } advisor { id }`;
const CREATE = `mutation ($input: EngagementInput!) { createEngagement(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: EngagementInput!) { updateEngagement(id: $id, input: $input) { ${FIELDS} } }`;

/** The whole form as REST sends it: 2 March 2026 to 31 August 2026 (SAST), R12 500.10 agreed, R0.30 paid. */
const form = (fields: Record<string, unknown> = {}) => ({
  clientId: CLIENT_ID,
  serviceId: serviceIds.tax,
  advisorId: ADVISOR_ID,
  title: 'Provisional tax 2027 (IRP6)',
  description: 'First and second periods',
  status: 'active',
  startDate: '2026-03-02',
  dueDate: '2026-08-31',
  totalAmount: 12500.1,
  paidAmount: 0.3,
  ...fields,
});
/** The same form as GraphQL sends it: the status as its enum names it. */
const graphqlForm = (fields: Record<string, unknown> = {}) => form({ status: 'ACTIVE', ...fields });

/** SAST midnight of 2 March and of 31 August 2026, as UTC instants. */
const START = '2026-03-01T22:00:00.000Z';
const DUE = '2026-08-30T22:00:00.000Z';

interface GraphQLError {
  message: string;
  extensions: { code: string; fieldErrors?: { path: string; message: string }[] };
}

describe.each(testDatabaseTargets)('creating and editing engagements ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
  }, 60_000);
  afterAll(() => t.close());

  const userByEmail = (email: string) => t.database.dataSource.getRepository(User).findOneByOrFail({ email });
  const row = (id: string) => t.database.dataSource.getRepository(Engagement).findOneByOrFail({ id });
  const auditOf = (id: string, action: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { resourceId: id, action }, order: { createdAt: 'ASC' } });

  async function mutate(agent: TestAgent, query: string, variables: Record<string, unknown>) {
    const response = await graphql(agent, query, variables).expect(200);
    expect(response.body.errors).toBeUndefined();
    return Object.values(response.body.data as Record<string, Record<string, unknown>>)[0];
  }
  async function refused(agent: TestAgent, query: string, variables: Record<string, unknown>) {
    const response = await graphql(agent, query, variables).expect(200);
    const [error] = response.body.errors as GraphQLError[];
    return { code: error.extensions.code, fieldErrors: error.extensions.fieldErrors };
  }

  describe('an administrator', () => {
    it('creates one over GraphQL: days as SAST midnight, amounts to the cent, audited', async () => {
      const created = await mutate(admin, CREATE, { input: graphqlForm() });
      expect(created).toEqual({
        id: expect.any(String),
        title: 'Provisional tax 2027 (IRP6)',
        description: 'First and second periods',
        status: 'ACTIVE',
        startDate: START,
        dueDate: DUE,
        completedAt: null,
        totalAmount: 12500.1,
        paidAmount: 0.3,
        client: { id: CLIENT_ID },
        service: { id: serviceIds.tax },
        advisor: { id: ADVISOR_ID },
      });
      const stored = await row(created.id as string);
      expect(stored).toMatchObject({ totalAmount: 12500.1, paidAmount: 0.3, assignedTo: ADVISOR_ID });
      expect(stored.startDate.toISOString()).toBe(START);
      const [audit, ...more] = await auditOf(stored.id, 'engagement.create');
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        userId: (await userByEmail('admin@example.com')).id,
        resourceType: 'engagement',
        details: {
          title: 'Provisional tax 2027 (IRP6)',
          clientId: CLIENT_ID,
          serviceId: serviceIds.tax,
          advisorId: ADVISOR_ID,
          status: 'active',
        },
      });
    });

    it('creates one over REST (201, the engagement as GET answers it) and edits it (200), the amounts exact as written', async () => {
      // The JSON as a form would write it: 12500.10 and 0.30 keep their cents and nothing more.
      const created = await admin
        .post('/api/engagements')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(form()).replace('12500.1', '12500.10').replace('0.3', '0.30'))
        .expect(201);
      expect(created.body).toMatchObject({
        clientId: CLIENT_ID,
        serviceId: serviceIds.tax,
        assignedTo: ADVISOR_ID,
        status: 'active',
        startDate: START,
        dueDate: DUE,
        completedAt: null,
        totalAmount: 12500.1,
        paidAmount: 0.3,
      });
      const listed = ((await admin.get('/api/engagements').expect(200)).body as { id: string }[]).find(
        (engagement) => engagement.id === created.body.id,
      );
      expect(listed).toEqual(created.body);

      // The paid amount given at creation stays; after that payments on its invoices move it.
      const edit = { advisorId: null, dueDate: null, description: '  ', totalAmount: 99_999_999.99, status: 'on_hold' };
      const changedPaid = await admin
        .put(`/api/engagements/${created.body.id}`)
        .send(form({ ...edit, paidAmount: 1234.56 }))
        .expect(400);
      expect(changedPaid.body.errors).toEqual([
        { path: 'paidAmount', message: 'Paid amount follows the payments on its invoices: record a payment instead of changing it' },
      ]);
      const edited = await admin
        .put(`/api/engagements/${created.body.id}`)
        .send(form({ ...edit, paidAmount: undefined }))
        .expect(200);
      expect(edited.body).toMatchObject({
        id: created.body.id,
        assignedTo: null,
        dueDate: null,
        description: null,
        totalAmount: 99_999_999.99,
        paidAmount: 0.3,
        status: 'on_hold',
      });
      expect(await row(created.body.id)).toMatchObject({ totalAmount: 99_999_999.99, paidAmount: 0.3 });
      // Sent back as it stands (a client that edits what it read) is no change.
      await admin
        .put(`/api/engagements/${created.body.id}`)
        .send(form({ ...edit, paidAmount: 0.3 }))
        .expect(200);
      const [audit] = await auditOf(created.body.id, 'engagement.update');
      expect(audit.details).toEqual({
        title: 'Provisional tax 2027 (IRP6)',
        fields: ['advisorId', 'description', 'status', 'dueDate', 'totalAmount'],
        from: 'active',
        to: 'on_hold',
      });
    });

    it('assigns any staff member, and edits an engagement run by another advisor', async () => {
      const johan = await createAdvisor(t, 'Johan', 'Botha');
      const theirs = await mutate(admin, CREATE, { input: graphqlForm({ advisorId: johan.id }) });
      expect(theirs.advisor).toEqual({ id: johan.id });
      const edited = await mutate(admin, UPDATE, { id: theirs.id, input: graphqlForm({ advisorId: ADVISOR_ID, title: 'Handed over' }) });
      expect(edited).toMatchObject({ title: 'Handed over', advisor: { id: ADVISOR_ID } });
    });
  });

  describe('an advisor', () => {
    it('creates engagements run by themselves: left empty, it is them; naming someone else is refused', async () => {
      const created = await advisor
        .post('/api/engagements')
        .send(form({ advisorId: null, clientId: SECOND_CLIENT_ID }))
        .expect(201);
      expect(created.body).toMatchObject({ clientId: SECOND_CLIENT_ID, assignedTo: ADVISOR_ID });
      const pieter = await createAdvisor(t, 'Pieter', 'Nel');
      const handedOut = await advisor
        .post('/api/engagements')
        .send(form({ advisorId: pieter.id }))
        .expect(400);
      expect(handedOut.body.errors).toEqual([{ path: 'advisorId', message: 'Advisors can only assign engagements to themselves' }]);
      expect(await refused(advisor, CREATE, { input: graphqlForm({ advisorId: pieter.id }) })).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'advisorId', message: 'Advisors can only assign engagements to themselves' }],
      });
    });

    it('edits the engagements assigned to them, over GraphQL and REST', async () => {
      const edited = await mutate(advisor, UPDATE, {
        id: engagementIds.secondClientVat,
        input: graphqlForm({ clientId: SECOND_CLIENT_ID, title: 'VAT registration and first VAT201', status: 'ON_HOLD', paidAmount: null }),
      });
      expect(edited).toMatchObject({ id: engagementIds.secondClientVat, title: 'VAT registration and first VAT201', status: 'ON_HOLD' });
      const again = await advisor
        .put(`/api/engagements/${engagementIds.secondClientVat}`)
        .send(form({ clientId: SECOND_CLIENT_ID, title: 'VAT registration and first VAT201', status: 'active', paidAmount: undefined }))
        .expect(200);
      expect(again.body).toMatchObject({ status: 'active', assignedTo: ADVISOR_ID });
    });

    it('cannot edit an engagement assigned to no one or to another advisor: it is not found', async () => {
      const someoneElses = await addEngagement(t, {
        clientId: CLIENT_ID,
        title: 'Run by Thabo',
        assignedTo: (await createAdvisor(t, 'Thabo', 'Mokoena')).id,
      });
      for (const id of [engagementIds.tender, someoneElses.id]) {
        await advisor.put(`/api/engagements/${id}`).send(form()).expect(404);
        expect(await refused(advisor, UPDATE, { id, input: graphqlForm() })).toEqual({ code: 'NOT_FOUND', fieldErrors: undefined });
      }
      expect((await row(someoneElses.id)).title).toBe('Run by Thabo');
    });
  });

  it('refuses clients (403, FORBIDDEN) and callers not signed in (401)', async () => {
    await client.post('/api/engagements').send(form()).expect(403);
    await client.put(`/api/engagements/${engagementIds.annualFinancials}`).send(form()).expect(403);
    expect((await refused(client, CREATE, { input: graphqlForm() })).code).toBe('FORBIDDEN');
    expect((await refused(client, UPDATE, { id: engagementIds.annualFinancials, input: graphqlForm() })).code).toBe('FORBIDDEN');
    await t.request.post('/api/engagements').send(form()).expect(401);
    expect((await row(engagementIds.annualFinancials)).title).toBe('2025 Annual Financial Statements & ITR14');
  });

  it('answers an unknown engagement with 404 (NOT_FOUND), before reading the form', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    await admin.put(`/api/engagements/${unknown}`).send({}).expect(404);
    await admin
      .put(`/api/engagements/${'x'.repeat(40)}`)
      .send(form())
      .expect(404);
    expect((await refused(admin, UPDATE, { id: unknown, input: graphqlForm() })).code).toBe('NOT_FOUND');
  });

  it.each([
    { field: 'clientId', value: '', message: 'Choose a client' },
    { field: 'serviceId', value: ' ', message: 'Choose a service' },
    { field: 'advisorId', value: 42, message: 'Choose an advisor or none' },
    { field: 'title', value: '  ', message: 'Title is required' },
    { field: 'title', value: 'x'.repeat(256), message: 'Title must be at most 255 characters' },
    { field: 'description', value: 'y'.repeat(5001), message: 'Description must be at most 5000 characters' },
    { field: 'status', value: 'archived', message: 'Status must be active, completed, on_hold or cancelled' },
    { field: 'startDate', value: '', message: 'Start date is required' },
    { field: 'startDate', value: '2026-02-30', message: 'Start date must be a real date (YYYY-MM-DD)' },
    { field: 'dueDate', value: '31/08/2026', message: 'Due date must be a real date (YYYY-MM-DD)' },
    { field: 'dueDate', value: '2026-03-01', message: 'Due date cannot be before the start date' },
    { field: 'totalAmount', value: -1, message: 'Total amount cannot be negative' },
    { field: 'totalAmount', value: 100_000_000, message: 'Total amount must be at most 99999999.99' },
    { field: 'totalAmount', value: 100.005, message: 'Total amount must be at most 2 decimals' },
    { field: 'paidAmount', value: 0.1 + 0.2, message: 'Paid amount must be at most 2 decimals' },
    { field: 'paidAmount', value: 'lots', message: 'Paid amount must be an amount in rand, such as 12500.50' },
  ])('refuses $field over REST with 400 naming it, on create and on edit: $message', async ({ field, value, message }) => {
    const created = await admin
      .post('/api/engagements')
      .send(form({ [field]: value }))
      .expect(400);
    expect(created.body.errors).toEqual([{ path: field, message }]);
    const edited = await admin
      .put(`/api/engagements/${engagementIds.bookkeeping}`)
      .send(form({ [field]: value }))
      .expect(400);
    expect(edited.body.errors).toEqual([{ path: field, message }]);
  });

  it('refuses bad fields over GraphQL with BAD_USER_INPUT naming each', async () => {
    const bad = graphqlForm({ clientId: '', title: ' ', startDate: '2026-02-30', totalAmount: 100.005, paidAmount: -1 });
    expect(await refused(admin, CREATE, { input: bad })).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'clientId', message: 'Choose a client' },
        { path: 'title', message: 'Title is required' },
        { path: 'startDate', message: 'Start date must be a real date (YYYY-MM-DD)' },
        { path: 'totalAmount', message: 'Total amount must be at most 2 decimals' },
        { path: 'paidAmount', message: 'Paid amount cannot be negative' },
      ],
    });
    expect(await refused(admin, UPDATE, { id: engagementIds.bookkeeping, input: graphqlForm({ dueDate: '2026-01-01' }) })).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'dueDate', message: 'Due date cannot be before the start date' }],
    });
  });

  it('refuses ids that name no active client, no service the firm offers, or no active staff member (400 naming each)', async () => {
    const retired = await t.database.dataSource
      .getRepository(FirmService)
      .save(t.database.dataSource.getRepository(FirmService).create({ name: 'Retired service', isActive: false }));
    const leftId = await createUser(t, 'client', { email: 'left.the.firm@example.com', firstName: 'Nomsa', lastName: 'Khumalo' });
    await t.database.dataSource.getRepository(User).update({ id: leftId }, { isActive: false });
    const expected = [
      { path: 'clientId', message: 'Choose an active client from the list' },
      { path: 'serviceId', message: 'Choose a service the firm offers from the list' },
      { path: 'advisorId', message: 'Choose an active staff member from the list as the advisor' },
    ];
    // An advisor is no client, and a client no advisor; an unknown id is neither.
    const unknown = form({ clientId: ADVISOR_ID, serviceId: '00000000-0000-4000-8000-00000000beef', advisorId: CLIENT_ID });
    expect((await admin.post('/api/engagements').send(unknown).expect(400)).body.errors).toEqual(expected);
    const inactive = form({ clientId: leftId, serviceId: retired.id, advisorId: '00000000-0000-4000-8000-00000000f00d' });
    expect((await admin.put(`/api/engagements/${engagementIds.bookkeeping}`).send(inactive).expect(400)).body.errors).toEqual(expected);
    expect(await refused(admin, CREATE, { input: { ...unknown, status: 'ACTIVE' } })).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: expected,
    });

    // What an engagement already names stays acceptable when it has since been withdrawn or deactivated.
    const old = await addEngagement(t, { clientId: leftId, serviceId: retired.id, title: 'Before the service was retired' });
    const cancelled = await admin
      .put(`/api/engagements/${old.id}`)
      .send(
        form({
          clientId: leftId,
          serviceId: retired.id,
          advisorId: null,
          title: 'Before the service was retired',
          status: 'cancelled',
          paidAmount: null,
        }),
      )
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', serviceId: retired.id, clientId: leftId });
  });

  it('sets completedAt when the engagement is completed, keeps it while it stays so, and clears it when it leaves', async () => {
    const before = Date.now();
    const created = await admin
      .post('/api/engagements')
      .send(form({ status: 'completed' }))
      .expect(201);
    const completedAt = created.body.completedAt as string;
    expect(new Date(completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const renamed = await admin
      .put(`/api/engagements/${created.body.id}`)
      .send(form({ status: 'completed', title: 'Renamed' }))
      .expect(200);
    expect(renamed.body.completedAt).toBe(completedAt);
    const reopened = await admin
      .put(`/api/engagements/${created.body.id}`)
      .send(form({ status: 'active', title: 'Renamed' }))
      .expect(200);
    expect(reopened.body.completedAt).toBeNull();
    const done = await mutate(admin, UPDATE, { id: created.body.id, input: graphqlForm({ status: 'COMPLETED', title: 'Renamed' }) });
    expect(done.status).toBe('COMPLETED');
    expect(done.completedAt).toEqual(expect.any(String));
  });

  it('writes and audits nothing when an edit changes nothing, and reads an older row’s day as that day', async () => {
    const created = await admin
      .post('/api/engagements')
      .send(form({ title: 'Unchanged' }))
      .expect(201);
    const same = await admin
      .put(`/api/engagements/${created.body.id}`)
      .send(form({ title: ' Unchanged ' }))
      .expect(200);
    expect(same.body.updatedAt).toBe(created.body.updatedAt);
    expect(await auditOf(created.body.id, 'engagement.update')).toEqual([]);

    // Rows written before this form kept a time of day: the same SAST day is no change.
    const older = await addEngagement(t, {
      clientId: CLIENT_ID,
      title: 'Older row',
      assignedTo: ADVISOR_ID,
      startDate: new Date('2026-03-02T09:30:00.000Z'),
    });
    const unchanged = form({ title: 'Older row', description: null, dueDate: null, totalAmount: null, paidAmount: 0 });
    await admin.put(`/api/engagements/${older.id}`).send(unchanged).expect(200);
    expect(await auditOf(older.id, 'engagement.update')).toEqual([]);
    expect((await row(older.id)).startDate.toISOString()).toBe('2026-03-02T09:30:00.000Z');
    // A different day is a change, written as that day's SAST midnight.
    await admin
      .put(`/api/engagements/${older.id}`)
      .send({ ...unchanged, startDate: '2026-03-03' })
      .expect(200);
    expect((await row(older.id)).startDate.toISOString()).toBe('2026-03-02T22:00:00.000Z');
    expect((await auditOf(older.id, 'engagement.update')).map((audit) => audit.details)).toEqual([
      { title: 'Older row', fields: ['startDate'] },
    ]);
  });

  it('is for a signed-in session only: an API token with engagements:read is refused both ways', async () => {
    const api = bearing(t, (await tokenFor(t, 'admin', ['engagements:read'])).secret);
    const posted = await api.post('/api/engagements').send(form()).expect(403);
    expect(posted.body.message).toBe('API tokens cannot use POST /api/engagements: it is open to a signed-in session only.');
    await api.put(`/api/engagements/${engagementIds.bookkeeping}`).send(form()).expect(403);
    const mutation = await api.graphql(CREATE, { input: graphqlForm() }).expect(403);
    expect(mutation.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
