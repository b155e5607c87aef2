import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import { Document } from '../documents';
import type { UserRelationAccess } from '../engagements';
import { outstandingRequestStatuses } from '../../../../validation/document-requests';
import { whereRequestVisible } from './document-request-access';
import { DocumentRequest } from './document-request.entity';

interface DocumentRequestLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
}

/**
 * User.documentRequests and DocumentRequest.document: one statement per list, whatever its
 * length. A person's requests go to whoever may follow their edges and, on top, see the requests
 * themselves (document-request-access.ts); a request's document to whoever sees the request.
 */
export function createDocumentRequestLoaders({ dataSource, viewer, access }: DocumentRequestLoaderDeps) {
  return {
    documentRequestsByClientId: keyedLoaders(
      ({ outstanding }: { outstanding?: boolean | null }) =>
        new DataLoader<string, DocumentRequest[]>(async (userIds) => {
          const people = [...(await access.followable(userIds))];
          if (!viewer || people.length === 0) return userIds.map(() => []);
          const query = dataSource
            .getRepository(DocumentRequest)
            .createQueryBuilder('request')
            .where('request.clientId IN (:...people)', { people });
          whereRequestVisible(query, 'request', viewer);
          if (outstanding) query.andWhere('request.status IN (:...outstanding)', { outstanding: outstandingRequestStatuses });
          const requests = await query.orderBy('request.dueDate', 'ASC').addOrderBy('request.createdAt', 'ASC').getMany();
          return groupUnder(userIds, requests, (request) => [request.clientId]);
        }),
    ),

    documentById: new DataLoader<string, Document | null>(async (ids) => {
      const documents = await dataSource.getRepository(Document).findBy({ id: In([...ids]) });
      const byId = new Map(documents.map((document) => [document.id, document]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
