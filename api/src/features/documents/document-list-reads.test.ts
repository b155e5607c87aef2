import type { DataSource } from 'typeorm';
import { seedDatabase } from '../../demo';
import { demoUserIds } from '../../demo/ids';
import { toConnection, type PageWindow } from '../../shared/pagination';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { User } from '../../accounts/user.entity';
import { Document } from './document.entity';
import { DocumentListReads, type DocumentListFilter } from './document-list-reads';
import { whereDocumentsMatch } from './document-queries';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The list as the query builder read it before document-list-reads.ts: the answer to match. */
async function builderPage(dataSource: DataSource, filter: DocumentListFilter, window: PageWindow) {
  const query = whereDocumentsMatch(
    dataSource.getRepository(Document).createQueryBuilder('document'),
    { ...filter, clientId: undefined },
    NOW,
  );
  if (filter.ownerId) query.andWhere('document.userId = :ownerId', { ownerId: filter.ownerId });
  const [nodes, totalCount] = await query
    .orderBy('document.createdAt', 'DESC')
    .addOrderBy('document.id', 'DESC')
    .skip(window.offset)
    .take(window.limit)
    .getManyAndCount();
  return toConnection(nodes, totalCount, window);
}

describe.each(testDatabaseTargets)('the documents list without the query builder ($name)', (target) => {
  let db: TestDatabase;
  let reads: DocumentListReads;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db.dataSource, { demo: true });
    const documents = db.dataSource.getRepository(Document);
    // Beside the demo's documents: LIKE's own characters in names, a missing description, two
    // uploads in the same millisecond (the id breaks the tie), and ages either side of a filter.
    const sameInstant = new Date(NOW.getTime() - 3 * DAY_MS);
    const extra: Partial<Document>[] = [
      { originalName: '100% Tax_Return!.pdf', description: null, category: 'tax-returns', status: 'approved', createdAt: sameInstant },
      { originalName: 'Invoice 100.pdf', description: 'Paid in FULL', category: 'general', status: 'pending', createdAt: sameInstant },
      {
        originalName: 'old contract.docx',
        description: 'From 2019',
        category: 'contracts',
        status: 'rejected',
        createdAt: new Date(NOW.getTime() - 400 * DAY_MS),
      },
      {
        originalName: 'Staff upload.xlsx',
        description: 'tax_return figures',
        category: 'tax-returns',
        status: 'pending',
        createdAt: new Date(NOW.getTime() - 31 * DAY_MS),
      },
    ];
    for (const [index, fields] of extra.entries()) {
      await documents.save(
        documents.create({
          userId: index % 2 === 0 ? demoUserIds.client : demoUserIds.secondClient,
          uploadedBy: demoUserIds.advisor,
          fileName: `list-reads-${index}.pdf`,
          fileSize: 100 + index,
          mimeType: 'application/pdf',
          ...fields,
          updatedAt: fields.createdAt,
        }),
      );
    }
    reads = new DocumentListReads(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const filters: [string, DocumentListFilter][] = [
    ['everyone', {}],
    ['one owner', { ownerId: demoUserIds.client }],
    ['another owner', { ownerId: demoUserIds.secondClient }],
    ['nobody', { ownerId: '00000000-0000-4000-8000-00000000dead' }],
    ['a category', { category: 'tax-returns' }],
    ['a status and an owner', { status: 'pending', ownerId: demoUserIds.client }],
    ['a search in any case', { search: 'INVOICE' }],
    ['a search in the description', { search: 'full' }],
    ['a search with LIKE wildcards taken literally', { search: '100%' }],
    ['an underscore taken literally', { search: 'x_r' }],
    ['an exclamation mark taken literally', { search: 'n!' }],
    ['an age', { uploadedMoreThanDaysAgo: 30 }],
    ['an age of zero', { uploadedMoreThanDaysAgo: 0 }],
    [
      'everything at once',
      { category: 'tax-returns', status: 'pending', search: 'tax', uploadedMoreThanDaysAgo: 1, ownerId: demoUserIds.secondClient },
    ],
  ];
  const windows: PageWindow[] = [
    { limit: 20, offset: 0 },
    { limit: 100, offset: 0 },
    { limit: 1, offset: 0 },
    { limit: 2, offset: 2 },
    { limit: 3, offset: 1 },
    { limit: 5, offset: 500 },
  ];

  it.each(filters)('answers %s exactly as the query builder did, page by page', async (_name, filter) => {
    for (const window of windows) {
      const expected = await builderPage(db.dataSource, filter, window);
      const read = await reads.page(filter, window, NOW);
      expect(toConnection(read.nodes, read.totalCount, window)).toEqual(expected);
      expect(read.nodes.every((node) => node instanceof Document)).toBe(true);
    }
  });

  it('has documents on more than one page and matches for every filter above (the fixture proves something)', async () => {
    const all = await builderPage(db.dataSource, {}, { limit: 100, offset: 0 });
    expect(all.totalCount).toBeGreaterThan(5);
    const withWildcard = await reads.page({ search: '100%' }, { limit: 20, offset: 0 }, NOW);
    expect(withWildcard.nodes.map((node) => node.originalName)).toEqual(['100% Tax_Return!.pdf']);
  });

  it("reads each document's approver in the same statement when asked, equal to the person read alone", async () => {
    const read = await countQueries(db.dataSource, () => reads.page({}, { limit: 100, offset: 0 }, NOW, { withApprover: true }));
    expect(read.count).toBe(1);
    const nodes = read.result.nodes;
    expect(nodes.filter((node) => node.approvedBy).length).toBeGreaterThan(0);
    expect(nodes.filter((node) => !node.approvedBy).length).toBeGreaterThan(0);
    const people = db.dataSource.getRepository(User);
    for (const node of nodes) {
      if (!node.approvedBy) expect(node.approver).toBeNull();
      else expect(node.approver).toEqual(await people.findOneByOrFail({ id: node.approvedBy }));
    }
    // Without it, the same documents and no approver property at all (nothing for REST to send).
    const plain = await reads.page({}, { limit: 100, offset: 0 }, NOW);
    expect(plain.nodes.map((node) => node.id)).toEqual(nodes.map((node) => node.id));
    expect(plain.nodes.every((node) => node.approver === undefined)).toBe(true);
  });

  it('reads a list that fits its page in one statement, and counts separately only when the page is full or past the end', async () => {
    const owner = { ownerId: demoUserIds.client };
    const total = (await builderPage(db.dataSource, owner, { limit: 100, offset: 0 })).totalCount;
    expect(total).toBeGreaterThan(2);
    const fits = await countQueries(db.dataSource, () => reads.page(owner, { limit: 100, offset: 0 }, NOW));
    expect(fits.count).toBe(1);
    expect(fits.result.totalCount).toBe(total);
    const lastPage = await countQueries(db.dataSource, () => reads.page(owner, { limit: total, offset: 1 }, NOW));
    expect(lastPage.count).toBe(1);
    expect(lastPage.result.totalCount).toBe(total);
    const full = await countQueries(db.dataSource, () => reads.page(owner, { limit: 2, offset: 0 }, NOW));
    expect(full.count).toBe(2);
    expect(full.result.totalCount).toBe(total);
    const pastTheEnd = await countQueries(db.dataSource, () => reads.page(owner, { limit: 2, offset: total + 5 }, NOW));
    expect(pastTheEnd.count).toBe(2);
    expect(pastTheEnd.result).toEqual({ nodes: [], totalCount: total });
  });
});
