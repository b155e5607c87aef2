import { savedQuestions, type SavedQuestion } from '../../../validation/saved-questions';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, graphql, type TestApp } from '../test/test-app';
import { demoUserIds } from '../demo/ids';
import { Invoice } from '../features/billing/invoice.entity';

const question = (name: string): SavedQuestion => {
  const found = savedQuestions.find((saved) => saved.name === name);
  if (!found) throw new Error(`No saved question named ${name}`);
  return found;
};

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** What each saved question answers, as far as the tests below read it. */
interface Answers {
  ClientsWithOverdueTasks: {
    users: { totalCount: number; nodes: (Person & { tasks: { title: string; dueDate: string; engagement: unknown }[] })[] };
  };
  ConsultationsThisMonthByService: { contactSubmissionStats: { total: number; groups: { key: string; count: number }[] } };
  UnpaidBalances: {
    engagements: { title: string; totalAmount: number; paidAmount: number; outstandingAmount: number; client: Person; advisor: Person }[];
  };
  DocumentsAwaitingApproval: { documents: { totalCount: number; nodes: unknown[] } };
  ClientFile: {
    user: Person & {
      company: { name: string };
      engagements: { title: string; tasks: { title: string; isOverdue: boolean }[] }[];
      documents: { totalCount: number; nodes: unknown[] };
      appointments: { scheduledAt: string }[];
    };
  };
  UnsignedEngagementLetters: {
    engagementLetters: {
      totalCount: number;
      nodes: {
        title: string;
        status: string;
        sentAt: string;
        viewedAt: string | null;
        client: Person;
        engagement: { title: string; advisor: Person };
      }[];
    };
  };
}

/** The playground's saved questions, run as an administrator against the demo data. */
describe.each(testDatabaseTargets)("the admins' saved questions ($name)", (target) => {
  let app: TestApp;
  let ask: <Name extends keyof Answers>(name: Name) => Promise<Answers[Name]>;

  beforeAll(async () => {
    app = await createTestApp(target);
    const admin = await app.agent('admin');
    ask = async <Name extends keyof Answers>(name: Name) => {
      const saved = question(name);
      const response = await graphql(admin, saved.query, saved.variables(new Date()));
      expect(response.body.errors).toBeUndefined();
      return response.body.data as Answers[Name];
    };
  });
  afterAll(() => app.close());

  it('offers six questions, each a single named query', () => {
    expect(savedQuestions.map((saved) => saved.name)).toEqual([
      'ClientsWithOverdueTasks',
      'ConsultationsThisMonthByService',
      'UnpaidBalances',
      'DocumentsAwaitingApproval',
      'ClientFile',
      'UnsignedEngagementLetters',
    ]);
    for (const saved of savedQuestions) expect(saved.query).toMatch(new RegExp(`^query ${saved.name}\\b`));
  });

  it('finds the clients with overdue tasks, with each task, its engagement and its advisor', async () => {
    const { users } = await ask('ClientsWithOverdueTasks');
    // The demo client's overdue task, and the checklists of the second client's two overdue VAT201s (demo/demo-jobs.ts).
    expect(users.nodes.map((user: Person) => user.email).sort()).toEqual(['client2@example.com', 'client@example.com']);
    expect(users.totalCount).toBe(2);
    const client = users.nodes.find((user: Person) => user.email === 'client@example.com')!;
    expect(client).toMatchObject({ firstName: 'Sipho', lastName: 'Dlamini', email: 'client@example.com' });
    expect(client.tasks).toContainEqual(
      expect.objectContaining({
        title: 'Upload bank statements for the last three months of the year',
        engagement: {
          title: '2025 Annual Financial Statements & ITR14',
          advisor: { firstName: 'Lerato', lastName: 'Mokoena', email: 'advisor@example.com' },
        },
      }),
    );
    expect(client.tasks.every((task: { dueDate: string }) => Date.parse(task.dueDate) < Date.now())).toBe(true);
  });

  it("counts this month's consultation requests by service, every service listed", async () => {
    const { contactSubmissionStats } = await ask('ConsultationsThisMonthByService');
    // The demo's consultations: management consulting 6 days ago, secretarial 2 days ago,
    // taxation 5 hours ago; those still in this SAST month are counted.
    const { from } = question('ConsultationsThisMonthByService').variables(new Date()) as { from: string };
    const startOfMonth = Date.parse(`${from}T00:00:00+02:00`);
    const ago = (days: number) => Date.now() - days * 86_400_000;
    const expected: Record<string, number> = {
      'management-consulting': ago(6) >= startOfMonth ? 1 : 0,
      secretarial: ago(2) >= startOfMonth ? 1 : 0,
      taxation: ago(5 / 24) >= startOfMonth ? 1 : 0,
      accounting: 0,
      bookkeeping: 0,
    };
    const counted = Object.fromEntries(
      contactSubmissionStats.groups.map((group: { key: string; count: number }) => [group.key, group.count]),
    );
    expect(counted).toEqual(expected);
    expect(contactSubmissionStats.total).toBe(Object.values(expected).reduce((sum, count) => sum + count, 0));
    const counts = contactSubmissionStats.groups.map((group: { count: number }) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists unpaid balances on active engagements, largest outstanding first, with client and advisor', async () => {
    const { engagements } = await ask('UnpaidBalances');
    expect(engagements.map((e: Record<string, unknown>) => [e.title, e.totalAmount, e.paidAmount, e.outstandingAmount])).toEqual([
      ['Monthly Bookkeeping & VAT201 Returns', 42000, 14000, 28000],
      ['2025 Annual Financial Statements & ITR14', 18500, 9250, 9250],
      ['VAT Registration & First VAT201', 6500, 3250, 3250],
    ]);
    expect(engagements[0].client).toEqual({ firstName: 'Sipho', lastName: 'Dlamini', email: 'client@example.com' });
    expect(engagements[2].client.email).toBe('client2@example.com');
    expect(engagements.every((e: { advisor: { firstName: string } }) => e.advisor.firstName === 'Lerato')).toBe(true);
  });

  it('finds documents awaiting approval for more than a week, with the owner and their advisor', async () => {
    const { documents } = await ask('DocumentsAwaitingApproval');
    expect(documents.totalCount).toBe(1);
    expect(documents.nodes[0]).toMatchObject({
      originalName: 'Guesthouse Invoices Q1.xlsx',
      owner: {
        firstName: 'Ayesha',
        lastName: 'Patel',
        advisors: [{ firstName: 'Lerato', lastName: 'Mokoena', email: 'advisor@example.com' }],
      },
    });
  });

  it("opens one client's whole file: profile, company, engagements with tasks, documents, upcoming appointments", async () => {
    const { user } = await ask('ClientFile');
    expect(user).toMatchObject({ firstName: 'Sipho', lastName: 'Dlamini', email: 'client@example.com', city: expect.any(String) });
    expect(user.company.name).toEqual(expect.any(String));
    expect(user.engagements).toHaveLength(6 - 1); // the second client's engagement is not his
    const statements = user.engagements.find((e: { title: string }) => e.title === '2025 Annual Financial Statements & ITR14')!;
    expect(statements.tasks.map((task: { title: string }) => task.title)).toContain(
      'Upload bank statements for the last three months of the year',
    );
    // Its one overdue task of its own; its jobs' checklists (demo/demo-jobs.ts) may have one late too.
    const overdue = statements.tasks.filter((task: { isOverdue: boolean }) => task.isOverdue).map((task: { title: string }) => task.title);
    expect(overdue).toContain('Upload bank statements for the last three months of the year');
    // Nine of the demo's own, and the PDF of each invoice and credit note it issued him (demo/demo-invoices.ts):
    // as many as the monthly retainer has billed by today.
    const filed = await app.database.dataSource.getRepository(Invoice).countBy({ clientId: demoUserIds.client, status: 'issued' });
    expect(user.documents.totalCount).toBe(9 + filed);
    expect(user.documents.nodes).toHaveLength(9 + filed);
    const upcoming = user.appointments.map((appointment: { scheduledAt: string }) => Date.parse(appointment.scheduledAt));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((time: number) => time > Date.now())).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
  });

  it('finds the engagement letters sent more than a week ago and still unsigned, with the client and the advisor', async () => {
    const { engagementLetters } = await ask('UnsignedEngagementLetters');
    expect(engagementLetters.totalCount).toBe(1);
    const [letter] = engagementLetters.nodes;
    expect(letter).toMatchObject({
      title: 'Tax return engagement letter',
      status: 'VIEWED',
      client: { firstName: 'Sipho', lastName: 'Dlamini', email: 'client@example.com' },
      engagement: {
        title: '2025 Annual Financial Statements & ITR14',
        advisor: { firstName: 'Lerato', lastName: 'Mokoena', email: 'advisor@example.com' },
      },
    });
    expect(Date.parse(letter.sentAt)).toBeLessThan(Date.now() - 7 * 24 * 60 * 60 * 1000);
  });
});
