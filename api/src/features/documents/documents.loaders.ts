import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { documentFilterSchema } from '../../../../validation/documents';
import { keyedLoaders } from '../../graphql/keyed-loaders';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { UserRelationAccess } from '../engagements';
import { Document } from './document.entity';
import { whereDocumentsMatch } from './document-queries';

/** The arguments of User.documents(first, after, filter), already read into a page window. */
export interface DocumentEdgeArgs {
  filter: unknown;
  window: PageWindow;
}

interface DocumentLoaderDeps {
  dataSource: DataSource;
  access: UserRelationAccess;
  now: Date;
}

/**
 * User.documents: a page of each person's documents, newest first, for any number of people in
 * three statements: the count per owner, the ids of each owner's page (ROW_NUMBER per owner,
 * which SQLite and MySQL/MariaDB both have), and those rows. Everyone whose edges the viewer may
 * follow sees all of that person's documents (the viewer themself, admins, and the advisors who
 * serve them, who as staff see every document anyway).
 */
export function createDocumentLoaders({ dataSource, access, now }: DocumentLoaderDeps) {
  const documents = () => dataSource.getRepository(Document);

  return {
    documentsByOwnerId: keyedLoaders(
      ({ filter, window }: DocumentEdgeArgs) =>
        new DataLoader<string, Connection<Document>>(async (userIds) => {
          const owners = [...(await access.followable(userIds))];
          const empty = toConnection<Document>([], 0, window);
          if (owners.length === 0) return userIds.map(() => empty);
          const values = parseInput(documentFilterSchema, filter ?? {});
          const matching = () =>
            whereDocumentsMatch(documents().createQueryBuilder('document'), values, now).andWhere('document.userId IN (:...owners)', {
              owners,
            });

          const counts = await matching()
            .select('document.userId', 'ownerId')
            .addSelect('COUNT(*)', 'total')
            .groupBy('document.userId')
            .getRawMany<{ ownerId: string; total: number | string }>();
          const totalByOwner = new Map(counts.map((row) => [row.ownerId, Number(row.total)]));

          const ranked = matching()
            .select('document.id', 'id')
            .addSelect('document.userId', 'ownerId')
            .addSelect('ROW_NUMBER() OVER (PARTITION BY document.userId ORDER BY document.createdAt DESC, document.id DESC)', 'position');
          const page = await dataSource
            .createQueryBuilder()
            .select('ranked.id', 'id')
            .addSelect('ranked.position', 'position')
            .from(`(${ranked.getQuery()})`, 'ranked')
            .setParameters(ranked.getParameters())
            .where('ranked.position > :offset AND ranked.position <= :end', { offset: window.offset, end: window.offset + window.limit })
            .getRawMany<{ id: string; position: number | string }>();
          const rows = page.length > 0 ? await documents().findBy({ id: In(page.map((row) => row.id)) }) : [];
          const position = new Map(page.map((row) => [row.id, Number(row.position)]));
          rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);

          return userIds.map((userId) =>
            totalByOwner.has(userId)
              ? toConnection(
                  rows.filter((document) => document.userId === userId),
                  totalByOwner.get(userId)!,
                  window,
                )
              : empty,
          );
        }),
    ),
  };
}
