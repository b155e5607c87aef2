import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, split, type FieldPolicy } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { firstScreenLink, takeFirstScreenAnswers } from './first-screen-link';
import { takeRenderedCacheState } from './rendered-cache-state';
import { builtPersistedQueryIds, persistedQueriesLink, type PersistedQueryIds } from './persisted-queries';

interface ConnectionPage {
  totalCount: number;
  pageInfo: unknown;
  nodes: unknown[];
}

/**
 * A paginated list kept per filter: a page fetched with `after` is appended to the pages before
 * it, a page without `after` replaces the list.
 */
function cursorPagination(): FieldPolicy<ConnectionPage> {
  return {
    keyArgs: ['filter'],
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
    },
  };
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          contactSubmissions: cursorPagination(),
          users: cursorPagination(),
          auditLog: cursorPagination(),
          erasureRequests: cursorPagination(),
          mailQueue: cursorPagination(),
          allApiTokens: cursorPagination(),
          engagementLetters: cursorPagination(),
          organizers: cursorPagination(),
        },
      },
      // An endpoint's delivery log (admin panel, Integrations), paged like the lists above.
      WebhookEndpoint: { fields: { deliveries: cursorPagination() } },
      // An organizer's answers have no ids of their own: the newest list from the server (or a saved answer, organizer-cache.ts) replaces the old one.
      Organizer: { fields: { answers: { merge: false }, progress: { merge: false } } },
      // Singletons without ids: a newer answer replaces the older one whole.
      AdminStats: { merge: true },
      ContactSubmissionCounts: { merge: true },
      SystemStatus: { merge: true },
    },
  });
}

/**
 * Subscriptions travel over a WebSocket on the same origin, opened only when one starts; the
 * socket's code (graphql-ws) is fetched then too, so it never delays a page's first screen.
 */
function subscriptionLink(uri: string) {
  let socketLink: Promise<ApolloLink> | undefined;
  const connect = () =>
    (socketLink ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws/client')]).then(
      ([{ GraphQLWsLink }, { createClient }]) => {
        const url = new URL(uri, window.location.href);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        return new GraphQLWsLink(createClient({ url: url.toString(), lazy: true, retryAttempts: 5 }));
      },
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        connect().then(
          (link) => {
            if (!closed) subscription = link.request(operation)?.subscribe(observer);
          },
          (error: unknown) => {
            // The socket's code could not be fetched (offline, a deploy): forget it so a later subscription tries again.
            socketLink = undefined;
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export interface ApolloClientOptions {
  /**
   * 'websocket' (the default in a browser) opens graphql-ws on first use; 'none' keeps every
   * subscription silent, as when no socket can be opened (component tests use it).
   */
  subscriptions?: 'websocket' | 'none';
  /**
   * The trusted documents' ids: operations among them go as their id instead of their text.
   * Defaults to the ids the build wrote (none under the dev server and in jest).
   */
  persistedQueries?: PersistedQueryIds | null;
}

/** A link for when no socket can be had: subscriptions stay open and never deliver. */
const silentSubscriptions = new ApolloLink(() => new Observable(() => undefined));

/**
 * The portal's GraphQL client. As docs/product.md#how-the-browser-calls-the-api says: cached data
 * never goes stale, no refetch on focus, no polling and no retries; Apollo does none of those
 * unless asked, so the defaults stand.
 */
export function createApolloClient(
  uri = '/graphql',
  { subscriptions = 'websocket', persistedQueries = builtPersistedQueryIds }: ApolloClientOptions = {},
) {
  const http = new HttpLink({ uri, credentials: 'same-origin' });
  const socketsPossible = subscriptions === 'websocket' && typeof window !== 'undefined' && typeof WebSocket !== 'undefined';
  const transport = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    socketsPossible ? subscriptionLink(uri) : silentSubscriptions,
    http,
  );
  // Before the split, so subscriptions carry their id over the socket too.
  const toServer = persistedQueries ? persistedQueriesLink(persistedQueries).concat(transport) : transport;
  // The portal page's HTML may carry the answers to its first queries (shell/first-screen.ts).
  const link = firstScreenLink(takeFirstScreenAnswers()).concat(toServer);
  return new ApolloClient({
    link,
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
}

/**
 * How long after a server-rendered page loads its queries read the cache the server filled, even
 * those that otherwise always ask the server (cache-and-network): the page is drawn from exactly
 * the answers it was rendered with, so hydration matches, and nothing is asked twice.
 */
const RENDERED_CACHE_TRUST_MS = 10_000;

/**
 * A client for one server render (web/prerender/entry-server.tsx): it never fetches, and reads
 * only what the server wrote into its cache, so queries without an answer render as loading.
 */
export function createRenderClient() {
  return new ApolloClient({
    ssrMode: true,
    link: new ApolloLink(() => new Observable((observer) => observer.complete())),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'none' } },
  });
}

let sharedClient: ReturnType<typeof createApolloClient> | undefined;

/**
 * One client for the browser tab, shared by the login page and the portal. On a page the server
 * rendered, it starts from the cache that render used.
 */
export function getApolloClient() {
  if (typeof window === 'undefined') throw new Error('A server render must provide its own Apollo Client (RenderedClientContext)');
  if (!sharedClient) {
    sharedClient = createApolloClient();
    const rendered = takeRenderedCacheState();
    if (rendered) {
      sharedClient.cache.restore(rendered);
      sharedClient.prioritizeCacheValues = true;
      setTimeout(() => {
        if (sharedClient) sharedClient.prioritizeCacheValues = false;
      }, RENDERED_CACHE_TRUST_MS);
    }
  }
  return sharedClient;
}
