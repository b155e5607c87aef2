import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { demoLetterTemplateIds } from '../../demo/demo-engagement-letters';
import { demoOrganizerTemplateIds } from '../../demo/demo-organizers';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { agentFor, createUser } from '../../test/people';
import { problem } from '../../test/problem';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { BillingPlan } from '../billing/billing-plan.entity';
import { deleteDraftInvoices } from '../billing/billing.personal-data';
import { eraseEngagementLetters } from '../engagement-letters/engagement-letters.personal-data';
import { sendLetter } from '../engagement-letters/engagement-letters-test-kit';
import { JobSeries } from '../jobs/job-series.entity';
import { Job } from '../jobs/job.entity';
import { eraseOrganizers } from '../organizers/organizers.personal-data';
import { sendOrganizer } from '../organizers/organizers-test-kit';
import type { Erasure, ErasureStep } from '../../shared/personal-data';
import { recordDeletions } from './changed-since';
import type { DeletableRecordType } from './deletable-record-types';

/*
 * The firm's lists beyond the six of list-changes.test.ts (invoices, payments, jobs, recurring
 * series, organizers, engagement letters, bank statement lines, billing plans) page and sync the
 * same way (docs/integrations.md#pages-and-sync), over REST and GraphQL.
 */

interface Listed {
  id: string;
  updatedAt?: string;
  deleted?: true;
  deletedAt?: string;
}

interface SyncedList {
  path: string;
  /** The GraphQL list of the same records. */
  field: string;
  recordType: DeletableRecordType;
  /** Whether a client reads it (the others are staff's). */
  clientReads: boolean;
  /** Whether, without paging, it answers its first page (as before) rather than the whole list. */
  alwaysPaged: boolean;
  /** What lists every record changes may answer: done jobs are left out unless asked for, but are changes. */
  everyRecord?: Record<string, string>;
}

const LISTS: SyncedList[] = [
  { path: '/api/invoices', field: 'invoices', recordType: 'invoice', clientReads: true, alwaysPaged: true },
  { path: '/api/payments', field: 'payments', recordType: 'payment', clientReads: true, alwaysPaged: true },
  { path: '/api/jobs', field: 'jobs', recordType: 'job', clientReads: true, alwaysPaged: true, everyRecord: { includeDone: 'true' } },
  { path: '/api/job-series', field: 'jobSeriesList', recordType: 'job_series', clientReads: false, alwaysPaged: true },
  { path: '/api/organizers', field: 'organizers', recordType: 'organizer', clientReads: true, alwaysPaged: true },
  { path: '/api/engagement-letters', field: 'engagementLetters', recordType: 'engagement_letter', clientReads: true, alwaysPaged: true },
  {
    path: '/api/bank-statements/lines',
    field: 'bankStatementLines',
    recordType: 'bank_statement_line',
    clientReads: false,
    alwaysPaged: true,
  },
  { path: '/api/billing-plans', field: 'billingPlansConnection', recordType: 'billing_plan', clientReads: true, alwaysPaged: false },
];

interface GraphQLPage {
  nodes: Listed[];
  deleted: Listed[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const pageQuery = (field: string) => `query ($since: String, $first: Int, $after: String) {
  ${field}(updatedSince: $since, first: $first, after: $after) {
    nodes { id updatedAt } deleted { id deletedAt } totalCount pageInfo { hasNextPage endCursor }
  }
}`;

const mapping = {
  dateColumn: 'Date',
  dateFormat: 'YYYY-MM-DD',
  amountColumn: 'Amount',
  referenceColumns: ['Reference'],
  descriptionColumns: ['Description'],
};
const consulting = { description: 'Tax consulting (hours)', quantity: '2', unitPrice: '1000.00' };

/** A second ago: MySQL keeps an update's time to the second, so a change made now is at or after it. */
const aMomentAgo = () => new Date(Date.now() - 1000).toISOString();
const timeOf = (item: Listed) => new Date((item.updatedAt ?? item.deletedAt)!).getTime();

describe.each(testDatabaseTargets)('the firm’s other lists paged and synced ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let client: TestAgent;
  let secondClient: TestAgent;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, client, secondClient] = await Promise.all([t.agent('admin'), t.agent('client'), agentFor(t, 'client2@example.com')]);
    // Statement lines to page through, and a second billing plan (another client's, ended).
    const account = await admin
      .post('/api/bank-statements/accounts')
      .send({ name: 'FNB cheque', bankName: 'FNB', accountLast4: '4567', csvMapping: mapping })
      .expect(201);
    accountId = account.body.id;
    const rows = ['2026-02-01,100.00,ONE,First line', '2026-02-02,200.00,TWO,Second line', '2026-02-03,-50.00,FEE,Bank fee'];
    await admin
      .post(`/api/bank-statements/${accountId}/import`)
      .attach('file', Buffer.from(['Date,Amount,Reference,Description', ...rows].join('\n')), 'statement.csv')
      .expect(200);
    const plans = t.database.dataSource.getRepository(BillingPlan);
    const demoPlan = await plans.findOneByOrFail({ clientId: demoUserIds.client });
    const engagement = await newEngagement(t, { clientId: demoUserIds.secondClient, title: 'Second client’s retainer' });
    await plans.save(
      plans.create({
        ...demoPlan,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        engagementId: engagement.id,
        clientId: demoUserIds.secondClient,
        letterId: null,
        status: 'ended',
        endedOn: demoPlan.startedOn,
      }),
    );
  }, 90_000);
  afterAll(() => t.close());

  /** Follows X-Next-Cursor to the end, as an integration would; every page's X-Total-Count too. */
  async function everyPage(agent: TestAgent, path: string, query: Record<string, string>) {
    const items: Listed[] = [];
    const totals: string[] = [];
    for (let after: string | undefined; ;) {
      const response = await agent
        .get(path)
        .query({ ...query, ...(after ? { after } : {}) })
        .expect(200);
      items.push(...(response.body as Listed[]));
      totals.push(response.headers['x-total-count']);
      after = response.headers['x-next-cursor'];
      if (!after) return { items, totals };
    }
  }

  describe.each(LISTS)('$path', (list) => {
    const staff = () => admin;

    it('pages in its own order by first and after, answering as before without them', async () => {
      const all = await staff().get(list.path).query({ first: '100' }).expect(200);
      const whole = all.body as Listed[];
      expect(whole.length).toBeGreaterThan(1);
      expect(all.headers['x-total-count']).toBe(String(whole.length));
      const unpaged = await staff().get(list.path).expect(200);
      // The lists that always answered a page still do (the first 20, with the total); billing plans answer whole.
      expect(unpaged.headers['x-total-count']).toBe(list.alwaysPaged ? String(whole.length) : undefined);
      expect((unpaged.body as Listed[]).map((item) => item.id)).toEqual(whole.slice(0, 20).map((item) => item.id));
      const { items } = await everyPage(staff(), list.path, { first: '1' });
      expect(items.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    });

    it('answers what changed since a time, oldest change first, and nothing from a time to come', async () => {
      const { items, totals } = await everyPage(staff(), list.path, { updated_since: '2000-01-01T00:00:00Z', first: '2' });
      const whole = (
        await staff()
          .get(list.path)
          .query({ ...list.everyRecord, first: '100' })
          .expect(200)
      ).body as Listed[];
      expect(
        items
          .filter((item) => !item.deleted)
          .map((item) => item.id)
          .sort(),
      ).toEqual(whole.map((item) => item.id).sort());
      expect(items.map(timeOf)).toEqual(items.map(timeOf).sort((x, y) => x - y));
      // Every page carries the total the first one counted.
      expect(new Set(totals)).toEqual(new Set([String(items.length)]));
      expect(await staff().get(list.path).query({ updated_since: '2999-01-01T00:00:00+02:00' }).expect(200)).toMatchObject({ body: [] });
    });

    it('reports a deletion to staff and to the client it belonged to, never to another client', async () => {
      const since = aMomentAgo();
      const mine = crypto.randomUUID();
      const theirs = crypto.randomUUID();
      await t.database.dataSource.transaction((manager) =>
        recordDeletions(manager, list.recordType, [
          { id: mine, clientId: demoUserIds.client },
          { id: theirs, clientId: demoUserIds.secondClient },
        ]),
      );
      const deletedFor = async (agent: TestAgent) =>
        ((await agent.get(list.path).query({ updated_since: since }).expect(200)).body as Listed[])
          .filter((item) => item.deleted)
          .map((item) => item.id);
      expect(await deletedFor(staff())).toEqual(expect.arrayContaining([mine, theirs]));
      if (list.clientReads) {
        expect(await deletedFor(client)).toContain(mine);
        expect(await deletedFor(client)).not.toContain(theirs);
        expect(await deletedFor(secondClient)).not.toContain(mine);
      } else {
        await client.get(list.path).query({ updated_since: since }).expect(403);
      }
      const overGraphQL = await graphql(staff(), pageQuery(list.field), { since, first: 100 }).expect(200);
      expect(overGraphQL.body.errors).toBeUndefined();
      expect(overGraphQL.body.data[list.field].deleted).toEqual(expect.arrayContaining([{ id: mine, deletedAt: expect.any(String) }]));
    });

    it('pages the same changes through GraphQL, with the deletions beside the records', async () => {
      const rest = (await staff().get(list.path).query({ updated_since: '2000-01-01T00:00:00Z', first: '100' }).expect(200))
        .body as Listed[];
      const seen: Listed[] = [];
      for (let after: string | null = null; ;) {
        const answer: { body: { errors?: unknown; data: Record<string, GraphQLPage> } } = await graphql(staff(), pageQuery(list.field), {
          since: '2000-01-01T00:00:00Z',
          first: 3,
          after,
        }).expect(200);
        expect(answer.body.errors).toBeUndefined();
        const page = answer.body.data[list.field];
        seen.push(...page.nodes, ...page.deleted);
        expect(page.totalCount).toBe(rest.length);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen.map((item) => item.id).sort()).toEqual(rest.map((item) => item.id).sort());
    });

    it('refuses a bad updated_since naming it, over REST and GraphQL', async () => {
      for (const updatedSince of ['yesterday', '2026-11-01T00:00:00', '2026-11-01']) {
        const response = await staff()
          .get(list.path)
          .query({ updated_since: updatedSince })
          .expect(400)
          .expect(
            problem({ code: 'BAD_USER_INPUT', message: expect.stringContaining('updated_since must be a date and time with its offset') }),
          );
        expect(response.body.errors).toEqual([expect.objectContaining({ path: 'updated_since' })]);
      }
      const answer = await graphql(staff(), pageQuery(list.field), { since: 'soon' }).expect(200);
      expect(answer.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(answer.body.errors[0].message).toContain('updatedSince must be a date and time with its offset');
    });
  });

  describe('what counts as a change', () => {
    const changedIds = async (agent: TestAgent, path: string, since: string, query: Record<string, string> = {}) =>
      (
        (
          await agent
            .get(path)
            .query({ ...query, updated_since: since, first: '100' })
            .expect(200)
        ).body as Listed[]
      ).map((item) => item.id);

    it('a draft invoice deleted is a deletion staff hear of; its client, who never saw the draft, does not', async () => {
      const since = aMomentAgo();
      const draft = (
        await admin
          .post('/api/invoices')
          .send({ clientId: demoUserIds.client, lines: [consulting] })
          .expect(201)
      ).body;
      await admin.delete(`/api/invoices/${draft.id}`).expect(200);
      const changed = (await admin.get('/api/invoices').query({ updated_since: since }).expect(200)).body as Listed[];
      expect(changed).toContainEqual({ id: draft.id, deleted: true, deletedAt: expect.any(String) });
      expect(await changedIds(client, '/api/invoices', since)).not.toContain(draft.id);
    });

    it('an erased client’s drafts are deletions too', async () => {
      const someone = await freshClient('drafts');
      const since = aMomentAgo();
      const draft = (
        await admin
          .post('/api/invoices')
          .send({ clientId: someone.id, lines: [consulting] })
          .expect(201)
      ).body;
      await erase(someone.id, deleteDraftInvoices);
      const changed = (await admin.get('/api/invoices').query({ updated_since: since }).expect(200)).body as Listed[];
      expect(changed).toContainEqual({ id: draft.id, deleted: true, deletedAt: expect.any(String) });
    });

    it('a payment against an invoice is a new payment, and a change of the invoice, where it stands', async () => {
      const draft = (
        await admin
          .post('/api/invoices')
          .send({ clientId: demoUserIds.client, lines: [consulting] })
          .expect(201)
      ).body;
      const issued = (await admin.post(`/api/invoices/${draft.id}/issue`).expect(200)).body;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const since = aMomentAgo();
      expect(await changedIds(client, '/api/invoices', since)).not.toContain(issued.id);
      const payment = (
        await admin
          .post('/api/payments')
          .send({ invoiceId: issued.id, method: 'eft', amount: '100.00', receivedOn: todayInSouthAfrica(new Date()) })
          .expect(201)
      ).body;
      expect(await changedIds(client, '/api/payments', since)).toEqual([payment.id]);
      const invoices = (await client.get('/api/invoices').query({ updated_since: since }).expect(200)).body;
      expect(invoices).toEqual([expect.objectContaining({ id: issued.id, paidCents: 10000, status: 'part_paid' })]);
    });

    it('a job done is a change, though the list leaves done jobs out unless asked', async () => {
      const [open] = (await admin.get('/api/jobs').query({ first: '1' }).expect(200)).body as Listed[];
      const since = aMomentAgo();
      await t.database.dataSource.getRepository(Job).update({ id: open.id }, { completedAt: new Date() });
      expect(await changedIds(admin, '/api/jobs', since)).toEqual([open.id]);
      expect(await changedIds(admin, '/api/jobs', since, { includeDone: 'false' })).toEqual([]);
    });

    it('a series, a statement line and a billing plan changed are changes', async () => {
      const since = aMomentAgo();
      const [series] = (await admin.get('/api/job-series').query({ first: '1' }).expect(200)).body as Listed[];
      await t.database.dataSource.getRepository(JobSeries).update({ id: series.id }, { priority: 'high' });
      expect(await changedIds(admin, '/api/job-series', since)).toEqual([series.id]);

      const lines = (await admin.get('/api/bank-statements/lines').query({ accountId, status: 'unmatched' }).expect(200)).body as Listed[];
      const fee = lines.find((line) => (line as unknown as { amountCents: number }).amountCents < 0)!;
      await admin.post(`/api/bank-statements/lines/${fee.id}/ignore`).expect(200);
      expect(await changedIds(admin, '/api/bank-statements/lines', since)).toEqual([fee.id]);

      const [plan] = (await client.get('/api/billing-plans').expect(200)).body as Listed[];
      await admin.post(`/api/billing-plans/${plan.id}/end`).expect(200);
      expect(await changedIds(client, '/api/billing-plans', since)).toEqual([plan.id]);
      expect(await changedIds(secondClient, '/api/billing-plans', since)).toEqual([]);
    });

    it('an erased client’s organizers and unsigned letters are deletions they and staff hear of, and no one else', async () => {
      const someone = await freshClient('organizers');
      const engagement = await newEngagement(t, { clientId: someone.id, title: 'Erased client’s tax return' });
      const organizer = await sendOrganizer(admin, engagement.id, demoOrganizerTemplateIds.itr12);
      const letter = await sendLetter(admin, engagement.id, demoLetterTemplateIds.taxReturn);
      const since = aMomentAgo();
      await erase(someone.id, eraseOrganizers);
      await erase(someone.id, eraseEngagementLetters);

      for (const [path, id] of [
        ['/api/organizers', organizer.id],
        ['/api/engagement-letters', letter.id],
      ]) {
        const tombstone = { id, deleted: true, deletedAt: expect.any(String) };
        expect((await admin.get(path).query({ updated_since: since }).expect(200)).body).toContainEqual(tombstone);
        expect((await someone.agent.get(path).query({ updated_since: since }).expect(200)).body).toContainEqual(tombstone);
        expect((await client.get(path).query({ updated_since: since }).expect(200)).body).not.toContainEqual(tombstone);
      }
    });

    it('counts the changes once, on the first page: the pages after it repeat that count', async () => {
      const newDraft = async (quantity: string) =>
        (
          await admin
            .post('/api/invoices')
            .send({ clientId: demoUserIds.client, lines: [{ ...consulting, quantity }] })
            .expect(201)
        ).body as Listed;
      // From the first draft's own time: the changes are it and the next one.
      const since = (await newDraft('1')).updatedAt!;
      await newDraft('2');
      const first = await admin.get('/api/invoices').query({ updated_since: since, first: '1' }).expect(200);
      expect(first.headers['x-total-count']).toBe('2');
      // A third change while the sync pages: it is on a later page, but the count stays the first page's.
      await newDraft('3');
      const second = await admin
        .get('/api/invoices')
        .query({ updated_since: since, first: '1', after: first.headers['x-next-cursor'] })
        .expect(200);
      expect(second.headers['x-total-count']).toBe('2');
      expect(second.body).toHaveLength(1);
      expect(second.headers['x-next-cursor']).toBeDefined();
    });
  });

  /** A client of their own, signed in, for what erasing them deletes. */
  async function freshClient(name: string) {
    const email = `synced-${name}-${target.name.toLowerCase()}@example.com`;
    const id = await createUser(t, 'client', { email, firstName: 'Synced', lastName: name });
    return { id, agent: await agentFor(t, email) };
  }

  /** One step of an erasure, as privacy runs it, in a transaction of its own. */
  async function erase(personId: string, step: ErasureStep) {
    await t.database.dataSource.transaction(async (manager) => {
      const erasure: Erasure = {
        manager,
        person: { id: personId, email: 'erased@example.com', firstName: 'Synced', lastName: 'Client', phone: null, sessionGeneration: 0 },
        now: new Date(),
        label: 'Erased client',
        erasedEmail: 'erased@example.invalid',
        replacements: [],
      };
      await step.run(erasure);
    });
  }
});
