import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../app/theme';
import type { SessionUserFragment } from '../../../graphql/generated';
import { Logo } from '../../../components/Logo';
import { Button } from '../../../components/Button';
import { isAdmin, visibleSections } from './portal-sections';
import { useContactSubmissionFeed } from '../contact-tracker/useContactSubmissionFeed';
import { useLogout } from './useLogout';

/** Keeps the administrators' dashboard and tracker live while they are anywhere in the portal. */
function LiveContactSubmissions() {
  useContactSubmissionFeed();
  return null;
}

export function PortalLayout({ user }: { user: SessionUserFragment }) {
  const { logout, loggingOut } = useLogout();
  return (
    <Shell>
      {isAdmin(user.roleNames) && <LiveContactSubmissions />}
      <Sidebar aria-label="Portal">
        <Brand to="/" aria-label="Khanya Tax & Advisory home">
          <Logo name="Khanya" subtitle="Client Portal" />
        </Brand>
        <Nav aria-label="Portal sections">
          <ul>
            {visibleSections(user.roleNames).map((section) => (
              <li key={section.to}>
                <SectionLink to={section.to} end={section.to === '/portal'}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
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
      </Sidebar>
      <Main id="main">
        <Outlet />
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
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
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

const SectionLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
  &.active {
    background: ${({ theme }) => theme.colors.navy800};
    color: #fff;
  }
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
