import type { ApolloCache } from '@apollo/client';

/**
 * After the client submits, or staff send, reopen or cancel, every list of organizers in the cache
 * (the organizers page, "Waiting for you") may lack it or hold it under its old state: forgotten,
 * each is asked again when next shown. The organizer itself is up to date from the mutation.
 */
export function forgetOrganizerLists(cache: ApolloCache<unknown>) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'organizers' });
  cache.gc();
}
