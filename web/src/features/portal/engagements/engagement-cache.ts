import type { ApolloCache, Reference } from '@apollo/client';

type ReadField = <Value>(field: string, from: Reference) => Value | undefined;

/** The list's order as the server gives it: the most recently started first, then by id. */
const inListOrder = (readField: ReadField) => (left: Reference, right: Reference) => {
  const [leftStart, rightStart] = [readField<string>('startDate', left) ?? '', readField<string>('startDate', right) ?? ''];
  if (leftStart !== rightStart) return leftStart < rightStart ? 1 : -1;
  const [leftId, rightId] = [readField<string>('id', left) ?? '', readField<string>('id', right) ?? ''];
  return leftId < rightId ? -1 : leftId > rightId ? 1 : 0;
};

/**
 * After staff create or edit an engagement (its card already up to date from the mutation's
 * answer): the engagements page's list holds it in its place, by its start day, without asking
 * the server again. A list asked with a filter or another order may no longer hold it rightly, and
 * the dashboard's count of active engagements may have changed: those are forgotten, each asked
 * again when next shown.
 */
export function showEngagementInLists(cache: ApolloCache<unknown>, engagement: { __typename: 'Engagement'; id: string }) {
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      engagements: (existing, { fieldName, storeFieldName, toReference, readField, DELETE }) => {
        if (storeFieldName !== fieldName) return DELETE;
        const saved = toReference(engagement);
        if (!saved) return existing;
        const others = (existing as readonly Reference[]).filter((reference) => readField('id', reference) !== engagement.id);
        return [...others, saved].sort(inListOrder(readField));
      },
      dashboardSummary: (_existing, { DELETE }) => DELETE,
    },
  });
}
