import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import { FirmService } from '../firm-services';
import type { UserRelationAccess } from './user-relations.access';
import { Engagement, type EngagementStatus } from './engagement.entity';
import { engagementVisibilityConditions } from './engagement-access';

/** Rows by id in one statement, whatever the length of the list being resolved. */
function byIdLoader<T extends { id: string }>(find: (ids: string[]) => Promise<T[]>): DataLoader<string, T | null> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await find([...ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The arguments of User.engagements. */
export interface EngagementEdgeArgs {
  status?: EngagementStatus | null;
}

interface EngagementLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
}

/**
 * engagementById and firmServiceById load rows the viewer already reached through a record they
 * may see (a task, an engagement); Engagement's money fields check the engagement rule again
 * (engagements.resolver.ts). The person edges apply the engagement list's own rule.
 */
export function createEngagementLoaders({ dataSource, viewer, access }: EngagementLoaderDeps) {
  const visibleEngagements = () => {
    const query = dataSource.getRepository(Engagement).createQueryBuilder('engagement');
    const visible = viewer && engagementVisibilityConditions('engagement', viewer);
    if (visible) query.andWhere(`(${visible.join(' OR ')})`, { viewerId: viewer.id });
    return query;
  };

  return {
    engagementById: byIdLoader((ids) => dataSource.getRepository(Engagement).findBy({ id: In(ids) })),
    firmServiceById: byIdLoader((ids) => dataSource.getRepository(FirmService).findBy({ id: In(ids) })),

    /** User.engagements: those a person is the client or the advisor of, most recently started first. */
    engagementsByUserId: keyedLoaders(
      ({ status }: EngagementEdgeArgs) =>
        new DataLoader<string, Engagement[]>(async (userIds) => {
          const followable = [...(await access.followable(userIds))];
          if (followable.length === 0) return userIds.map(() => []);
          const query = visibleEngagements().andWhere('(engagement.clientId IN (:...people) OR engagement.assignedTo IN (:...people))', {
            people: followable,
          });
          if (status) query.andWhere('engagement.status = :status', { status });
          const engagements = await query.orderBy('engagement.startDate', 'DESC').addOrderBy('engagement.id', 'ASC').getMany();
          const allowed = new Set(followable);
          return groupUnder(userIds, engagements, (engagement) =>
            [engagement.clientId, engagement.assignedTo].filter((id) => id && allowed.has(id)),
          );
        }),
    ),

    /** User.advisors: the advisors assigned to a client's engagements, as ids. */
    advisorIdsByClientId: new DataLoader<string, string[]>(async (clientIds) => {
      const followable = [...(await access.followable(clientIds))];
      if (followable.length === 0) return clientIds.map(() => []);
      const rows = await visibleEngagements()
        .select('engagement.clientId', 'clientId')
        .addSelect('engagement.assignedTo', 'advisorId')
        .distinct(true)
        .andWhere('engagement.clientId IN (:...clients)', { clients: followable })
        .andWhere('engagement.assignedTo IS NOT NULL')
        .orderBy('engagement.assignedTo', 'ASC')
        .getRawMany<{ clientId: string; advisorId: string }>();
      return groupUnder(clientIds, rows, (row) => [row.clientId]).map((group) => group.map((row) => row.advisorId));
    }),
  };
}
