import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { FirmService } from '../catalogue/firm-service.entity';
import { Engagement } from './engagement.entity';

/** Rows by id in one statement, whatever the length of the list being resolved. */
function byIdLoader<T extends { id: string }>(find: (ids: string[]) => Promise<T[]>): DataLoader<string, T | null> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await find([...ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * The engagement of each task and the firm service of each engagement. They load rows the
 * viewer was already allowed to reach through the record that names them (the access check is
 * the list's, in the services).
 */
export function createEngagementLoaders(dataSource: DataSource) {
  return {
    engagementById: byIdLoader((ids) => dataSource.getRepository(Engagement).findBy({ id: In(ids) })),
    firmServiceById: byIdLoader((ids) => dataSource.getRepository(FirmService).findBy({ id: In(ids) })),
  };
}
