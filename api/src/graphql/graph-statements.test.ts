import { Engagement } from '../features/engagements/engagement.entity';
import { Task } from '../features/tasks/task.entity';
import { Document } from '../features/documents/document.entity';
import { demoUserIds } from '../demo/ids';
import { createUser } from '../test/people';
import { testDatabaseTargets } from '../test/database';
import { countQueries } from '../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../test/test-app';

/** Three levels and every person edge besides: users → engagements → tasks → engagement → advisor. */
const CLIENT_FILES = `{
  users(first: 100, filter: { roleName: CLIENT }) {
    nodes {
      email
      company { name }
      advisors { email }
      documents(first: 2) { totalCount nodes { originalName owner { email } } }
      appointments { title advisor { email } }
      engagements {
        title
        outstandingAmount
        advisor { email }
        tasks { title isOverdue engagement { title advisor { email } } }
      }
      tasks(overdue: true) { title }
    }
  }
}`;

interface ClientFile {
  email: string;
  engagements: { title: string; tasks: { title: string }[] }[];
  documents: { totalCount: number; nodes: unknown[] };
}

describe.each(testDatabaseTargets)('statements per query on the connected graph ($name)', (target) => {
  let t: TestApp;
  let added = 0;

  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close());

  /** More clients, each with two engagements of three tasks and a document, run by the demo advisor. */
  async function addClients(count: number) {
    const manager = t.database.dataSource.manager;
    const service = await manager.getRepository(Engagement).findOneByOrFail({ clientId: demoUserIds.client });
    for (let index = 0; index < count; index += 1) {
      added += 1;
      const clientId = await createUser(t, 'client', { email: `bulk${added}@example.com`, firstName: 'Bulk', lastName: `Client ${added}` });
      for (const title of ['Tax return', 'Bookkeeping']) {
        const engagement = await manager.getRepository(Engagement).save(
          manager.getRepository(Engagement).create({
            clientId,
            serviceId: service.serviceId,
            assignedTo: demoUserIds.advisor,
            title: `${title} for client ${added}`,
            status: 'active',
            totalAmount: 1000,
            paidAmount: 250,
          }),
        );
        for (const step of [1, 2, 3]) {
          const tasks = manager.getRepository(Task);
          await tasks.save(
            tasks.create({
              engagementId: engagement.id,
              title: `Step ${step} of ${engagement.title}`,
              dueDate: new Date(Date.now() - step * 86_400_000),
            }),
          );
        }
      }
      const documents = manager.getRepository(Document);
      await documents.save(
        documents.create({
          userId: clientId,
          uploadedBy: clientId,
          fileName: `bulk-${added}.pdf`,
          originalName: `Bulk ${added}.pdf`,
          fileSize: 10,
          mimeType: 'application/pdf',
        }),
      );
    }
  }

  async function statementsFor(query: string) {
    const admin = await t.agent('admin');
    const { result, count } = await countQueries(t.database.dataSource, () => graphql(admin, query));
    expect(result.body.errors).toBeUndefined();
    return { files: result.body.data.users.nodes as ClientFile[], count };
  }

  it('sends as many statements for 12 clients as for 2, every level loaded through DataLoaders', async () => {
    const small = await statementsFor(CLIENT_FILES);
    const before = small.files.length;

    await addClients(10);
    const large = await statementsFor(CLIENT_FILES);

    expect(large.files.length).toBe(before + 10);
    const bulk = large.files.find((file) => file.email === 'bulk1@example.com')!;
    expect(bulk.engagements).toHaveLength(2);
    expect(bulk.engagements.every((engagement) => engagement.tasks.length === 3)).toBe(true);
    expect(bulk.documents.totalCount).toBe(1);
    expect(large.count).toBe(small.count);
  }, 60_000);
});
