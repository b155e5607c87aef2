import type { ApolloCache } from '@apollo/client';

/**
 * After the client signs or declines, every list of letters in the cache is out of date ("Waiting
 * for you" still holding the letter, the letters page its old status): forgotten, each is asked
 * again when next shown. The letter itself is up to date from the mutation's answer.
 */
export function forgetLetterLists(cache: ApolloCache<unknown>) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'engagementLetters' });
  cache.gc();
}
