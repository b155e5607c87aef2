import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../demo/ids';
import { Invoice } from '../features/billing/invoice.entity';
import { agentFor, createUser } from '../test/people';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, graphql, type TestApp } from '../test/test-app';

/** Every person edge, asked of whoever a path leads to. */
const EDGES = `
  id email phone address lastLoginAt
  company { name }
  advisors { email }
  documents { totalCount nodes { originalName } }
  engagements { title totalAmount }
  tasks { title }
  appointments { title }
`;

interface Edges {
  id: string;
  email: string;
  phone: string | null;
  address: string | null;
  lastLoginAt: string | null;
  company: { name: string } | null;
  advisors: { email: string }[];
  documents: { totalCount: number; nodes: { originalName: string }[] };
  engagements: { title: string; totalAmount: number | null }[];
  tasks: { title: string }[];
  appointments: { title: string }[];
}

const closed = { company: null, advisors: [], documents: { totalCount: 0, nodes: [] }, engagements: [], tasks: [], appointments: [] };

async function data<T>(agent: TestAgent, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await graphql(agent, query, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

const lookUp = (agent: TestAgent, email: string) =>
  data<{ user: Edges | null }>(agent, `query ($email: String!) { user(email: $email) { ${EDGES} } }`, { email }).then((d) => d.user);

describe.each(testDatabaseTargets)('who may follow which edge of the graph ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let otherAdvisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    await createUser(t, 'advisor', { email: 'other.advisor@example.com', firstName: 'Other', lastName: 'Advisor' });
    otherAdvisor = await agentFor(t, 'other.advisor@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('lets a client follow every edge of their own', async () => {
    const { me } = await data<{ me: Edges }>(client, `{ me { ${EDGES} } }`);
    expect(me.company).not.toBeNull();
    expect(me.advisors).toEqual([{ email: 'advisor@example.com' }]);
    // Nine of the demo's own, and the PDF of each invoice and credit note it issued him (demo/demo-invoices.ts).
    const filed = await t.database.dataSource.getRepository(Invoice).countBy({ clientId: demoUserIds.client, status: 'issued' });
    expect(me.documents.totalCount).toBe(9 + filed);
    expect(me.engagements).toHaveLength(5);
    expect(me.tasks.length).toBeGreaterThan(0);
    expect(me.appointments.length).toBeGreaterThan(0);
  });

  it("gives a client nothing of their advisor's beyond a name and an e-mail, however they reach the advisor", async () => {
    const reached = await data<{
      engagements: { advisor: Edges }[];
      appointments: { advisor: Edges }[];
      documents: { nodes: { approvedBy: Edges | null }[] };
    }>(
      client,
      `{
        engagements { advisor { ${EDGES} } }
        appointments { advisor { ${EDGES} } }
        documents(filter: { status: APPROVED }) { nodes { approvedBy { ${EDGES} } } }
      }`,
    );
    const advisors = [
      ...reached.engagements.map((e) => e.advisor),
      ...reached.appointments.map((a) => a.advisor),
      ...reached.documents.nodes.map((d) => d.approvedBy),
    ].filter((person): person is Edges => person !== null);
    expect(advisors.length).toBeGreaterThan(3);
    for (const person of advisors) {
      expect(person).toMatchObject({ email: expect.any(String), phone: null, address: null, lastLoginAt: null, ...closed });
    }
  });

  it("never leads a client to another client's records", async () => {
    expect(await lookUp(client, 'client2@example.com')).toBeNull();
    expect(await lookUp(client, 'advisor@example.com')).toBeNull();
    const { engagements } = await data<{ engagements: { advisor: { engagements: unknown[]; tasks: unknown[] } }[] }>(
      client,
      '{ engagements { advisor { engagements { title client { email } } tasks { title } } } }',
    );
    for (const engagement of engagements.filter((e) => e.advisor)) {
      expect(engagement.advisor.engagements).toEqual([]);
      expect(engagement.advisor.tasks).toEqual([]);
    }
  });

  it('lets an advisor follow the clients they serve, within their own share of those clients', async () => {
    const patel = await lookUp(advisor, 'client2@example.com');
    expect(patel).toMatchObject({ email: 'client2@example.com', phone: expect.any(String) });
    const [invoice] = await t.database.dataSource.getRepository(Invoice).findBy({ clientId: demoUserIds.secondClient });
    expect(patel!.documents.nodes.map((d) => d.originalName).sort()).toEqual(['Guesthouse Invoices Q1.xlsx', `${invoice.number}.pdf`]);
    expect(patel!.engagements.map((e) => e.title)).toEqual(['VAT Registration & First VAT201']);
    expect(patel!.engagements[0].totalAmount).toBe(6500);
    // Sipho's cancelled engagement has no advisor: the advisor does not see it on his file.
    const sipho = await lookUp(advisor, 'client@example.com');
    expect(sipho!.engagements.map((e) => e.title)).not.toContain('CIDB Tender Readiness Pack');
    expect(sipho!.engagements).toHaveLength(4);
  });

  it('gives an advisor nothing of a client they do not serve', async () => {
    expect(await lookUp(otherAdvisor, 'client@example.com')).toBeNull();
    const { documents } = await data<{ documents: { nodes: { owner: Edges }[] } }>(
      otherAdvisor,
      `{ documents(first: 100) { nodes { owner { ${EDGES} } } } }`,
    );
    // Staff see every document and its owner's contact details, but not the owner's edges.
    expect(documents.nodes.length).toBeGreaterThan(0);
    for (const { owner } of documents.nodes) expect(owner).toMatchObject(closed);
  });

  it('lets admins follow everyone, and answers null for nobody', async () => {
    const patel = await lookUp(admin, 'client2@example.com');
    expect(patel!.engagements).toHaveLength(1);
    expect((await lookUp(admin, 'advisor@example.com'))!.engagements.length).toBeGreaterThan(0);
    expect(await lookUp(admin, 'nobody@example.com')).toBeNull();
    const byId = await data<{ user: { email: string } }>(admin, 'query ($id: ID!) { user(id: $id) { email } }', {
      id: demoUserIds.secondClient,
    });
    expect(byId.user.email).toBe('client2@example.com');
  });

  it('refuses a look-up with neither or both of id and e-mail, naming the field', async () => {
    const neither = await graphql(admin, '{ user { email } }');
    expect(neither.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(neither.body.errors[0].message).toBe('Give either id or email');
    const both = await graphql(admin, '{ user(id: "x", email: "y@example.com") { email } }');
    expect(both.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("shows an advisor assigned one task the task's engagement without its amounts", async () => {
    const manager = t.database.dataSource.manager;
    const otherAdvisorId = (await lookUp(admin, 'other.advisor@example.com'))!.id;
    await manager.query('UPDATE tasks SET assignedTo = ? WHERE title = ?', [otherAdvisorId, 'Update the fixed asset register']);
    const { tasks } = await data<{ tasks: { title: string; engagement: Record<string, unknown> }[] }>(
      otherAdvisor,
      '{ tasks { title engagement { title totalAmount paidAmount outstandingAmount paymentProgress tasks { title } client { email } } } }',
    );
    expect(tasks).toEqual([
      {
        title: 'Update the fixed asset register',
        engagement: {
          title: '2025 Annual Financial Statements & ITR14',
          totalAmount: null,
          paidAmount: null,
          outstandingAmount: null,
          paymentProgress: null,
          tasks: [{ title: 'Update the fixed asset register' }],
          client: { email: 'client@example.com' },
        },
      },
    ]);
  });
});
