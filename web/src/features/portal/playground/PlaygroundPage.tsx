import styled from 'styled-components';
import type { SessionUserFragment } from '../../../graphql/generated';
import { media } from '../../../lib/theme';
import { Badge } from '../../../components/Badge';
import { AdminOnly } from '../shared/AccessDenied';
import { PageHeader } from '../shared/PageHeader';

/** Where the server serves the playground's own build (web/playground). */
export const PLAYGROUND_URL = '/playground/';

/**
 * /portal/playground: administrators ask the API rich questions in GraphiQL. The editor is its
 * own page, framed here, so its weight never touches the portal's or the public site's code.
 */
export function PlaygroundPage({ user }: { user: SessionUserFragment }) {
  return (
    <AdminOnly user={user}>
      <title>GraphQL Playground | Khanya Client Portal</title>
      <PageHeader
        title="GraphQL Playground"
        badge={<Badge $tone="navy">Administrator</Badge>}
        subtitle="Queries run as you, with your session: what your role may not see, the API refuses here too. The bookmark in the editor's sidebar opens the saved questions."
      />
      <Frame title="GraphQL Playground editor" src={PLAYGROUND_URL} />
      <p>
        <a href={PLAYGROUND_URL} target="_blank" rel="noopener">
          Open the playground in its own tab
        </a>
      </p>
    </AdminOnly>
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  /* Below the portal's sidebar breakpoint the frame is too narrow for GraphiQL's panes side by
     side, so they stack (playground.css) and need nearly the screen's height; the page scrolls. */
  height: max(560px, calc(100svh - 32px));
  ${media.lg} {
    height: max(560px, calc(100vh - 260px));
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
