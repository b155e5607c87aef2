import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import { outstandingLetterStatuses } from '../../../../validation/engagement-letter-values';
import { whereLetterVisible } from './engagement-letter-access';
import { EngagementLetter } from './engagement-letter.entity';
import { LetterTemplate } from './letter-template.entity';

interface EngagementLetterLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
}

/**
 * Engagement.letters, User.engagementLetters and EngagementLetter.template: one statement per
 * list, whatever its length. Letters go to whoever sees them (engagement-letter-access.ts); a
 * person's, besides, only to whoever may follow that person's edges.
 */
export function createEngagementLetterLoaders({ dataSource, viewer, access }: EngagementLetterLoaderDeps) {
  const visibleLetters = (outstanding?: boolean | null) => {
    const query = dataSource.getRepository(EngagementLetter).createQueryBuilder('letter');
    if (viewer) whereLetterVisible(query, 'letter', viewer);
    if (outstanding) query.andWhere('letter.status IN (:...waiting)', { waiting: outstandingLetterStatuses });
    return query.orderBy('letter.sentAt', 'DESC').addOrderBy('letter.id', 'ASC');
  };

  return {
    /** Engagement.letters: the engagement's letters, the most recently sent first. */
    lettersByEngagementId: new DataLoader<string, EngagementLetter[]>(async (engagementIds) => {
      if (!viewer) return engagementIds.map(() => []);
      const letters = await visibleLetters()
        .andWhere('letter.engagementId IN (:...engagementIds)', { engagementIds: [...engagementIds] })
        .getMany();
      return groupUnder(engagementIds, letters, (letter) => [letter.engagementId]);
    }),

    /** User.engagementLetters: the letters sent to a client, the most recently sent first. */
    engagementLettersByClientId: keyedLoaders(
      ({ outstanding }: { outstanding?: boolean | null }) =>
        new DataLoader<string, EngagementLetter[]>(async (userIds) => {
          const people = [...(await access.followable(userIds))];
          if (!viewer || people.length === 0) return userIds.map(() => []);
          const letters = await visibleLetters(outstanding).andWhere('letter.clientId IN (:...people)', { people }).getMany();
          return groupUnder(userIds, letters, (letter) => [letter.clientId]);
        }),
    ),

    letterTemplateById: new DataLoader<string, LetterTemplate | null>(async (ids) => {
      const templates = await dataSource.getRepository(LetterTemplate).findBy({ id: In([...ids]) });
      const byId = new Map(templates.map((template) => [template.id, template]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
