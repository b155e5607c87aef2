import type { ApolloCache } from '@apollo/client';
import {
  OrganizerDetailFragmentDoc,
  type OrganizerAnswerFieldsFragment,
  type OrganizerDetailFragment,
  type OrganizerStatus,
} from '../../../graphql/generated';

/** What answering or uploading returns: the answer as saved, and the organizer's new progress and status. */
export interface SavedAnswer {
  answer: OrganizerAnswerFieldsFragment;
  progress: { __typename: 'OrganizerProgress'; answered: number; total: number };
  status: OrganizerStatus;
}

/**
 * Puts a saved answer into the organizer in the cache. Answers have no id of their own (they are
 * the organizer's, one per question), so the cache cannot merge them by itself: the answer
 * replaces the one for its question, and the progress and status the server counted come with it.
 */
export function storeSavedAnswer(cache: ApolloCache<unknown>, organizerId: string, saved: SavedAnswer) {
  cache.updateFragment<OrganizerDetailFragment>(
    {
      id: cache.identify({ __typename: 'Organizer', id: organizerId }),
      fragment: OrganizerDetailFragmentDoc,
      fragmentName: 'OrganizerDetail',
    },
    (organizer) =>
      organizer && {
        ...organizer,
        status: saved.status,
        progress: saved.progress,
        answers: [...organizer.answers.filter((answer) => answer.questionKey !== saved.answer.questionKey), saved.answer],
      },
  );
}
