import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import { outstandingOrganizerStatuses, questionsOf } from '../../../../validation/organizer-values';
import { whereOrganizerVisible } from './organizer-access';
import { Organizer } from './organizer.entity';
import { OrganizerAnswer } from './organizer-answer.entity';
import { OrganizerTemplate } from './organizer-template.entity';

interface OrganizerLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
}

/**
 * Engagement.organizers, User.organizers, Organizer.answers and Organizer.template: one statement
 * per list, whatever its length. Organizers go to whoever sees them (organizer-access.ts); a
 * person's, besides, only to whoever may follow that person's edges.
 */
export function createOrganizerLoaders({ dataSource, viewer, access }: OrganizerLoaderDeps) {
  const visibleOrganizers = (outstanding?: boolean | null) => {
    const query = dataSource.getRepository(Organizer).createQueryBuilder('organizer');
    if (viewer) whereOrganizerVisible(query, 'organizer', viewer);
    if (outstanding) query.andWhere('organizer.status IN (:...waiting)', { waiting: outstandingOrganizerStatuses });
    return query.orderBy('organizer.sentAt', 'DESC').addOrderBy('organizer.id', 'ASC');
  };

  return {
    /** Engagement.organizers: the engagement's organizers, the most recently sent first. */
    organizersByEngagementId: new DataLoader<string, Organizer[]>(async (engagementIds) => {
      if (!viewer) return engagementIds.map(() => []);
      const organizers = await visibleOrganizers()
        .andWhere('organizer.engagementId IN (:...engagementIds)', { engagementIds: [...engagementIds] })
        .getMany();
      return groupUnder(engagementIds, organizers, (organizer) => [organizer.engagementId]);
    }),

    /** User.organizers: the organizers sent to a client, the most recently sent first. */
    organizersByClientId: keyedLoaders(
      ({ outstanding }: { outstanding?: boolean | null }) =>
        new DataLoader<string, Organizer[]>(async (userIds) => {
          const people = [...(await access.followable(userIds))];
          if (!viewer || people.length === 0) return userIds.map(() => []);
          const organizers = await visibleOrganizers(outstanding).andWhere('organizer.clientId IN (:...people)', { people }).getMany();
          return groupUnder(userIds, organizers, (organizer) => [organizer.clientId]);
        }),
    ),

    /**
     * Organizer.answers, in the order of the organizer's questions. Keyed by the organizer itself,
     * which the viewer already reached through a rule that let them see it.
     */
    answersByOrganizer: new DataLoader<Organizer, OrganizerAnswer[], string>(
      async (organizers) => {
        const answers = await dataSource.getRepository(OrganizerAnswer).findBy({ organizerId: In(organizers.map((item) => item.id)) });
        return organizers.map((organizer) => {
          const order = new Map(questionsOf(organizer.sections).map((question, index) => [question.key, index]));
          return answers
            .filter((answer) => answer.organizerId === organizer.id)
            .sort((a, b) => (order.get(a.questionKey) ?? 1e6) - (order.get(b.questionKey) ?? 1e6));
        });
      },
      { cacheKeyFn: (organizer) => organizer.id },
    ),

    organizerTemplateById: new DataLoader<string, OrganizerTemplate | null>(async (ids) => {
      const templates = await dataSource.getRepository(OrganizerTemplate).findBy({ id: In([...ids]) });
      const byId = new Map(templates.map((template) => [template.id, template]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
