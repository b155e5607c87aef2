import { In, type DeepPartial, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

/**
 * Inserts the rows whose id is not in the table yet and leaves the others alone: running the
 * seed again adds nothing and never overwrites what users changed since. Rows are inserted in
 * the order given, so a row may refer to one listed before it.
 */
export async function insertMissing<T extends ObjectLiteral & { id: string }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: DeepPartial<T>[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const repository = manager.getRepository(target);
  const ids = rows.map((row) => row.id as string);
  const existing = await repository
    .createQueryBuilder('row')
    .select('row.id', 'id')
    .where({ id: In(ids) })
    .getRawMany<{ id: string }>();
  const present = new Set(existing.map((row) => row.id));
  const missing = rows.filter((row) => !present.has(row.id as string)).map((row) => repository.create(row));
  for (const entity of missing) await repository.insert(entity);
  return missing;
}
