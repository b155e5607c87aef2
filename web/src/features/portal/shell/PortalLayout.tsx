import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '../../../lib/theme';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Logo } from '../../../components/Logo';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/Card';
import { visibleSections } from './portal-sections';
import { isAdmin, isStaff } from '../shared/roles';
import { useLogout } from './useLogout';
import { useSidebarCounts } from './useSidebarCounts';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { backgroundPart } from '../../../components/background-part';
import { prefetchOnIntent, prefetchPortalPage } from './portal-pages';
import { PagePrefetchProvider } from '../shared/page-prefetch';
import { usePrefetchLikelyNext } from './usePrefetchLikelyNext';
import { OfflineNotice } from './OfflineNotice';

// Fetched after the first screen; offline or mid-deploy it waits and tries again (background-part.tsx).
const LiveFeeds = backgroundPart(() => import('./LiveFeeds').then((module) => module.default));

export function PortalLayout({ user }: { user: SessionUserFragment }) {
  const { logout, loggingOut } = useLogout();
  // On a phone the sections fold away behind a Menu button, so each page starts with its content.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const unread = useSidebarCounts();
  // Folded again on every new page (set while rendering, as React advises, not in an effect).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (pathname !== menuPathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  usePrefetchLikelyNext(pathname, user.roleNames);
  return (
    <Shell>
      <LiveFeeds contactSubmissions={isAdmin(user.roleNames)} />
      <Sidebar aria-label="Portal">
        <TopRow>
          <Brand to="/" aria-label="Khanya Client Portal: back to the main site">
            <Logo name="Khanya" subtitle="Client Portal" />
          </Brand>
          <MenuSlot>
            <Button
              $variant="outline"
              $size="sm"
              aria-expanded={menuOpen}
              aria-controls="portal-menu"
              // Like every Button that acts through its code, drawn disabled until the code has taken over.
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={18} />
              Menu
            </Button>
          </MenuSlot>
        </TopRow>
        <Foldable id="portal-menu" data-open={menuOpen}>
          <Nav aria-label="Portal sections">
            <ul>
              {visibleSections(user.roleNames).map((section) => (
                <li key={section.to}>
                  <SectionLink to={section.to} end={section.to === '/portal'} {...prefetchOnIntent(section.to)}>
                    {section.label}
                    <UnreadBadge count={unread[section.to]} />
                  </SectionLink>
                </li>
              ))}
              {isStaff(user.roleNames) && (
                <li>
                  {/* The server's page (api/src/http/openapi), not the portal's: a full page load. */}
                  <ReferenceLink href={API_REFERENCE_URL}>REST API Reference</ReferenceLink>
                </li>
              )}
            </ul>
          </Nav>
          <Account>
            <span>
              Signed in as <strong>{user.firstName || user.email}</strong>
            </span>
            <Button $variant="outline" $size="sm" onClick={() => void logout()} disabled={loggingOut}>
              {loggingOut ? 'Logging out…' : 'Logout'}
            </Button>
          </Account>
        </Foldable>
      </Sidebar>
      <Main id="main">
        <OfflineNotice />
        {/* The layout stays drawn while a page's own code arrives. */}
        {/* A page whose code could not be fetched does not stop the next one. */}
        <LazyPartBoundary resetKey={pathname} loadingLabel="Loading the page…">
          <PagePrefetchProvider value={prefetchPortalPage}>
            <Outlet />
          </PagePrefetchProvider>
        </LazyPartBoundary>
      </Main>
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.colors.canvas};
  ${media.lg} {
    grid-template-rows: none;
    grid-template-columns: 260px 1fr;
  }
`;

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.lg} {
    position: sticky;
    top: 0;
    height: 100vh;
    /* A window shorter than the sections and the account (an administrator's list is long) scrolls
       the sidebar on its own, so that Logout stays reachable. */
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** "3 unread" beside a section, read out as part of the link's name. */
function UnreadBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <>
      {' '}
      <Count>
        {count}
        <VisuallyHidden> unread</VisuallyHidden>
      </Count>
    </>
  );
}

const Count = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold600};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

// Around the button rather than styled(Button): styled() would not pass Button its $variant and $size.
const MenuSlot = styled.div`
  ${media.lg} {
    display: none;
  }
`;

/** The sections and the account: folded on small screens until Menu is pressed, always open on large ones. */
const Foldable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* Below the large breakpoint only (jsdom, which reads no media queries, keeps it open). */
  @media (max-width: ${({ theme }) => parseFloat(theme.breakpoints.lg) - 0.02}px) {
    &[data-open='false'] {
      display: none;
    }
  }
  ${media.lg} {
    flex: 1;
  }
`;

const Brand = styled(NavLink)`
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      flex-direction: column;
    }
  }
`;

const sectionLinkLook = css`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
`;

const SectionLink = styled(NavLink)`
  ${sectionLinkLook}
  &.active {
    background: ${({ theme }) => theme.colors.navy800};
    color: #fff;
  }
`;

/** The staff's reference to the REST API (Swagger UI, served by the api at /api/docs). */
const API_REFERENCE_URL = '/api/docs';

const ReferenceLink = styled.a`
  ${sectionLinkLook}
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  ${media.lg} {
    margin-top: auto;
    flex-direction: column;
    align-items: stretch;
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  min-width: 0;
  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
