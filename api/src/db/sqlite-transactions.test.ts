import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSource, dataSourceOptions } from './data-source';

/*
 * docs/decisions/016-sqlite-transactions-one-at-a-time.md: on SQLite the data source's top-level
 * transactions wait for each other. The first test guards the reason: if TypeORM ever copes with
 * transactions begun at once on SQLite by itself, it fails, and the queue can go.
 */

const AT_ONCE = 8;

describe('SQLite transactions, one at a time', () => {
  let dir: string;
  const opened: DataSource[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-transactions-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((dataSource) => dataSource.destroy()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open(dataSource: DataSource): Promise<DataSource> {
    await dataSource.initialize();
    opened.push(dataSource);
    await dataSource.query('CREATE TABLE counted (id INTEGER PRIMARY KEY, label TEXT NOT NULL)');
    return dataSource;
  }

  /** `AT_ONCE` transactions begun together, each inserting a row after a pause; what each ended in. */
  const together = (dataSource: DataSource) =>
    Promise.allSettled(
      Array.from({ length: AT_ONCE }, (_, index) =>
        dataSource.transaction(async (manager) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await manager.query('INSERT INTO counted (label) VALUES (?)', [`row ${index}`]);
        }),
      ),
    );

  it('is needed: TypeORM alone fails transactions begun at once on SQLite', async () => {
    const plain = await open(new DataSource(dataSourceOptions({ dataDir: dir, entities: [] })));
    const results = await together(plain);
    const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(failures.length).toBeGreaterThan(0);
    expect(String(failures[0].reason)).toMatch(/transaction/i);
  });

  it('commits every one of them, in turn', async () => {
    const queued = await open(createDataSource({ dataDir: dir, entities: [] }));
    const results = await together(queued);
    expect(results.map((result) => result.status)).toEqual(Array(AT_ONCE).fill('fulfilled'));
    expect(await queued.query('SELECT COUNT(*) AS n FROM counted')).toEqual([{ n: AT_ONCE }]);
  });

  it('goes on after one fails, which leaves nothing behind', async () => {
    const queued = await open(createDataSource({ dataDir: dir, entities: [] }));
    const failing = queued.transaction(async (manager) => {
      await manager.query('INSERT INTO counted (label) VALUES (?)', ['rolled back']);
      throw new Error('refused');
    });
    const next = queued.transaction((manager) => manager.query('INSERT INTO counted (label) VALUES (?)', ['kept']));
    await expect(failing).rejects.toThrow('refused');
    await next;
    expect(await queued.query('SELECT label FROM counted')).toEqual([{ label: 'kept' }]);
  });

  it('lets a transaction begun inside a running one through, rather than waiting for itself', async () => {
    const queued = await open(createDataSource({ dataDir: dir, entities: [] }));
    await queued.transaction(async (manager) => {
      await manager.query('INSERT INTO counted (label) VALUES (?)', ['outer']);
      await queued.transaction((inner) => inner.query('INSERT INTO counted (label) VALUES (?)', ['inner']));
    });
    expect(await queued.query('SELECT label FROM counted ORDER BY id')).toEqual([{ label: 'outer' }, { label: 'inner' }]);
  });
});
