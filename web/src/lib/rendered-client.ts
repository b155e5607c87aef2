import { createContext, useContext } from 'react';
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { getApolloClient } from './apollo';

/**
 * The Apollo Client a server render uses: one per request, filled with that viewer's answers
 * (web/prerender/entry-server.tsx). In the browser nothing provides it and the tab's one shared
 * client is used, so a server never shares a client, or a viewer's data, between requests.
 */
export const RenderedClientContext = createContext<ApolloClient<NormalizedCacheObject> | null>(null);

export function useRenderClient(): ApolloClient<NormalizedCacheObject> {
  return useContext(RenderedClientContext) ?? getApolloClient();
}
