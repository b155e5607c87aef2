import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import type { GraphQLErrorExtensions } from 'graphql';
import type { MeQuery, SessionUserFragment } from '../../graphql/generated';
import { renderWithApollo } from '../../test/render-portal';
import { server } from '../../test/msw-server';
import { PortalRoutes } from './PortalApp';

/** Answers the session check with this user (or none). */
export const meIs = (me: MeQuery['me']) => graphql.query<MeQuery>('Me', () => HttpResponse.json({ data: { me } }));

/** The whole portal at `path` for `user` (null: no session), as PortalApp mounts it. */
export function renderPortalAs(user: SessionUserFragment | null, path: string, { landing = null }: { landing?: string | null } = {}) {
  server.use(meIs(user));
  return renderWithApollo(<PortalRoutes />, { path, route: '/portal/*', landing });
}

/** A GraphQL error answer as the API sends it. */
export function graphqlError(message: string, extensions: GraphQLErrorExtensions = {}) {
  return HttpResponse.json<GraphQLResponseBody<never>>({ errors: [{ message, extensions }] });
}

/** A promise the test resolves when it wants a held-back answer to go out. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
