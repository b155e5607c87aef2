import { demoUserIds } from '../../demo/ids';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { Invoice } from '../billing/invoice.entity';
import { CLIENT_ID, SECOND_CLIENT_DOCUMENT_ID, SECOND_CLIENT_ID, files, secondClientAgent, uploadOverRest } from './document-test-kit';

const LIST = `query Documents($filter: DocumentFilter, $first: Int, $after: String) {
  documents(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id originalName category status owner { id firstName lastName } uploadedBy { id } approvedBy { id firstName } }
  }
}`;

interface ListedDocument {
  id: string;
  originalName: string;
  category: string;
  status: string;
  owner: { id: string; firstName: string; lastName: string } | null;
  approvedBy: { id: string; firstName: string } | null;
}

describe.each(testDatabaseTargets)('who sees which documents ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  /** How many invoices and credit notes the demo issued each client, each filed as a PDF among their documents (demo-invoices.ts). */
  const filed = { client: 0, secondClient: 0 };

  const list = async (agent: TestAgent, variables: Record<string, unknown> = {}) => {
    const response = await graphql(agent, LIST, { first: 100, ...variables }).expect(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.documents as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: ListedDocument[];
    };
  };
  const ownersOf = (nodes: ListedDocument[]) => [...new Set(nodes.map((node) => node.owner?.id))].sort();

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    // The demo seed gives the client nine documents and the second client one, besides their invoices'
    // PDFs: as many as the monthly retainer has billed by today.
    const invoices = t.database.dataSource.getRepository(Invoice);
    filed.client = await invoices.countBy({ clientId: CLIENT_ID, status: 'issued' });
    filed.secondClient = await invoices.countBy({ clientId: SECOND_CLIENT_ID, status: 'issued' });
    await uploadOverRest(client, files.xlsx(), 'VAT201 March.xlsx', {
      category: 'tax-returns',
      description: 'Output VAT for MARCH',
    }).expect(201);
  }, 60_000);
  afterAll(() => t.close());

  it("shows a client only their own documents, even when they ask for another client's", async () => {
    const own = await list(client);
    expect(own.totalCount).toBe(10 + filed.client);
    expect(ownersOf(own.nodes)).toEqual([CLIENT_ID]);
    const asked = await list(client, { filter: { clientId: SECOND_CLIENT_ID } });
    expect(ownersOf(asked.nodes)).toEqual([CLIENT_ID]);
    expect(asked.totalCount).toBe(10 + filed.client);
  });

  it('shows advisors and admins every client’s documents with the owner’s name, and filters by client', async () => {
    for (const staff of [advisor, admin]) {
      const all = await list(staff);
      expect(all.totalCount).toBe(11 + filed.client + filed.secondClient);
      expect(ownersOf(all.nodes)).toEqual([CLIENT_ID, SECOND_CLIENT_ID].sort());
      expect(all.nodes.find((node) => node.id === SECOND_CLIENT_DOCUMENT_ID)?.owner).toEqual({
        id: SECOND_CLIENT_ID,
        firstName: 'Ayesha',
        lastName: 'Patel',
      });
      const patel = await list(staff, { filter: { clientId: SECOND_CLIENT_ID } });
      expect(ownersOf(patel.nodes)).toEqual([SECOND_CLIENT_ID]);
      expect(patel.nodes.map((node) => node.originalName)).toContain('Guesthouse Invoices Q1.xlsx');
      expect(patel.totalCount).toBe(1 + filed.secondClient);
    }
  });

  it('filters by category and status, and searches name and description in any case', async () => {
    expect((await list(client, { filter: { category: 'FINANCIAL_STATEMENTS' } })).nodes.map((node) => node.originalName).sort()).toEqual([
      'Annual Financial Statements FY2024.pdf',
      'Trial Balance February 2025.xlsx',
    ]);
    expect((await list(client, { filter: { status: 'REJECTED' } })).nodes.map((node) => node.originalName)).toEqual([
      'Bank Statement January 2025.pdf',
    ]);
    expect((await list(client, { filter: { search: 'vat201' } })).nodes.map((node) => node.originalName).sort()).toEqual([
      'SARS Letter - VAT Verification.pdf',
      'VAT201 March.xlsx',
    ]);
    expect((await list(client, { filter: { search: 'output vat for march' } })).nodes.map((node) => node.originalName)).toEqual([
      'VAT201 March.xlsx',
    ]);
    expect((await list(client, { filter: { search: '100%_' } })).totalCount).toBe(0);
    const combined = await list(client, { filter: { category: 'TAX_RETURNS', status: 'PENDING' } });
    expect(combined.nodes.map((node) => node.originalName)).toEqual(['VAT201 March.xlsx']);
  });

  it('lists newest first, in pages with a total', async () => {
    const first = await list(client, { first: 3 });
    expect(first.nodes).toHaveLength(3);
    expect(first.totalCount).toBe(10 + filed.client);
    expect(first.nodes[0].originalName).toBe('VAT201 March.xlsx');
    const second = await list(client, { first: 3, after: first.pageInfo.endCursor });
    expect(second.nodes.map((node) => node.id)).not.toContain(first.nodes[0].id);
    expect(second.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses an unknown category or status in the filter: GraphQL before the resolver, REST with a field error', async () => {
    // The stored spelling (tax-returns) is no DocumentCategory name: GraphQL takes TAX_RETURNS, REST tax-returns.
    for (const category of ['holiday-photos', 'tax-returns']) {
      const response = await graphql(client, LIST, { filter: { category } }).expect(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors[0].message).toMatch(
        `Variable "$filter" got invalid value "${category}" at "filter.category"; Value "${category}" does not exist in "DocumentCategory" enum`,
      );
    }
    const literal = await graphql(client, '{ documents(filter: { status: lost }) { totalCount } }').expect(400);
    expect(literal.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.body.errors[0].message).toMatch('Value "lost" does not exist in "DocumentStatus" enum');
    expect((await client.get('/api/documents?category=holiday-photos').expect(400)).body.errors).toEqual([
      { path: 'category', message: 'Choose a category from the list' },
    ]);
    await t.request.get('/api/documents?status=lost').expect(401);
    expect((await client.get('/api/documents?status=lost').expect(400)).body.errors[0].path).toBe('status');
  });

  it("answers 404 for another client's document, by REST and by GraphQL, and never its content", async () => {
    const rest = await client.get(`/api/documents/${SECOND_CLIENT_DOCUMENT_ID}`).expect(404);
    expect(rest.body).toMatchObject({ message: 'Not found' });
    await client.get(`/api/documents/${SECOND_CLIENT_DOCUMENT_ID}/download`).expect(404);
    const one = await graphql(client, 'query ($id: ID!) { document(id: $id) { id originalName } }', {
      id: SECOND_CLIENT_DOCUMENT_ID,
    }).expect(200);
    expect(one.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(one.body)).not.toContain('Guesthouse');
    const link = await graphql(client, 'mutation ($id: ID!) { requestDocumentDownload(id: $id) { downloadUrl } }', {
      id: SECOND_CLIENT_DOCUMENT_ID,
    }).expect(200);
    expect(link.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // And the other way round: the second client cannot see the first client's documents.
    const patel = await secondClientAgent(t);
    const theirs = (await patel.get('/api/documents').expect(200)).body as { userId: string }[];
    expect([...new Set(theirs.map((document) => document.userId))]).toEqual([SECOND_CLIENT_ID]);
  });

  it('answers GET /api/documents with an array, filtered by the query', async () => {
    const all = (await client.get('/api/documents').expect(200)).body as { originalName: string; status: string; fileName?: string }[];
    expect(all).toHaveLength(10 + filed.client);
    expect(all.every((document) => document.fileName === undefined)).toBe(true);
    const approved = (await client.get('/api/documents?status=approved&category=tax-returns').expect(200)).body as {
      originalName: string;
    }[];
    expect(approved.map((document) => document.originalName)).toEqual(['2025 ITR14 Tax Return.pdf']);
    const staff = (await advisor.get(`/api/documents?clientId=${SECOND_CLIENT_ID}`).expect(200)).body as { userId: string }[];
    expect([...new Set(staff.map((document) => document.userId))]).toEqual([SECOND_CLIENT_ID]);
  });

  it('refuses the list without a session: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.get('/api/documents').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    expect((await graphql(t.request, LIST).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives staff the list of clients to filter by, and refuses it to a client', async () => {
    const query = 'query { documentClients { id firstName lastName } }';
    const clients = (await graphql(advisor, query).expect(200)).body.data.documentClients as { id: string }[];
    expect(clients.map((user) => user.id).sort()).toEqual([CLIENT_ID, SECOND_CLIENT_ID, demoUserIds.secure].sort());
    expect((await graphql(client, query).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("names a client's approvers without a statement of their own: read with the page", async () => {
    const dataSource = t.database.dataSource;
    const withoutApprovers = LIST.replace(' approvedBy { id firstName }', '').replace(' uploadedBy { id }', '');
    const withApprovers = LIST.replace(' uploadedBy { id }', '');
    const plain = await countQueries(dataSource, () => graphql(client, withoutApprovers, { first: 100 }).expect(200));
    const named = await countQueries(dataSource, () => graphql(client, withApprovers, { first: 100 }).expect(200));
    const nodes = (named.result.body.data.documents.nodes as ListedDocument[]).filter((node) => node.approvedBy);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => node.approvedBy?.firstName)).toBe(true);
    expect(named.count).toBe(plain.count);
  });

  it('loads owners, uploaders and approvers through DataLoader: the statement count does not grow with the list', async () => {
    const dataSource = t.database.dataSource;
    const shortList = await countQueries(dataSource, () => list(admin, { first: 2 }));
    expect(shortList.result.nodes).toHaveLength(2);
    // More documents, from more owners and uploaders.
    await uploadOverRest(advisor, files.pdf(), 'For Ayesha.pdf', { clientId: SECOND_CLIENT_ID }).expect(201);
    await uploadOverRest(admin, files.pdf(), 'For the client.pdf', { clientId: CLIENT_ID }).expect(201);
    // Both pages are full, so both also count the whole list.
    const longList = await countQueries(dataSource, () => list(admin, { first: 10 }));
    expect(longList.result.nodes).toHaveLength(10);
    expect(new Set(longList.result.nodes.map((node) => node.owner?.id)).size).toBe(2);
    expect(new Set(longList.result.nodes.map((node) => node.approvedBy?.id).filter(Boolean)).size).toBeGreaterThan(0);
    expect(longList.count).toBe(shortList.count);
  });
});
