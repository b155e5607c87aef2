import { Document } from '../features/documents/document.entity';
import { Engagement } from '../features/engagements/engagement.entity';
import { User } from '../accounts/user.entity';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { countQueries } from '../test/query-counter';
import { readByIds } from './entity-reader';
import { seedDatabase } from '../demo';

describe.each(testDatabaseTargets)('reading entities without the query builder ($name)', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db.dataSource, { demo: true });
  }, 60_000);
  afterAll(() => db?.drop());

  it('reads users exactly as TypeORM does: dates, booleans, json, nulls, and never the password hash', async () => {
    const expected = await db.dataSource.getRepository(User).find();
    const read = await readByIds(
      db.dataSource,
      User,
      expected.map((user) => user.id),
    );
    const byId = (users: User[]) => [...users].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(read)).toEqual(byId(expected));
    expect(read.every((user) => user instanceof User && !('passwordHash' in user && user.passwordHash))).toBe(true);
    expect(read.some((user) => user.lastLoginAt === null)).toBe(true);
  });

  it('reads decimals as numbers and documents with every column, as TypeORM does', async () => {
    for (const entity of [Engagement, Document] as const) {
      const expected = await db.dataSource.getRepository<Engagement | Document>(entity).find();
      expect(expected.length).toBeGreaterThan(0);
      const read = await readByIds(
        db.dataSource,
        entity,
        expected.map((record) => record.id),
      );
      expect([...read].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...expected].sort((a, b) => a.id.localeCompare(b.id)));
    }
  });

  it('sends one statement that statement counters see, and none for an empty list', async () => {
    const [first] = await db.dataSource.getRepository(User).find({ take: 1 });
    expect((await countQueries(db.dataSource, () => readByIds(db.dataSource, User, [first.id]))).count).toBe(1);
    expect((await countQueries(db.dataSource, () => readByIds(db.dataSource, User, []))).count).toBe(0);
  });
});
