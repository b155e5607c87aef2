import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../../lib/theme';
import { VisuallyHidden } from '../../../components/Card';
import { Logo } from '../../../components/Logo';
import { firm } from '../../../content/firm';
import { isNavItemActive, mainNav, siteChrome } from '../../../content/navigation';
import { Container } from '../shared/Section';
import { MobileDrawer } from './MobileDrawer';

const SIGN_IN_HREF = '/portal';

/** The sticky header (SPEC §2 Shared frame): logo and name to /, then the seven items in order. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Row>
        {/* The visible name stays the link's name (WCAG 2.5.3); "home" is added for screen readers. */}
        <BrandLink to="/">
          <Logo name={firm.name} subtitle={siteChrome.brandSubtitle} />
          <VisuallyHidden>{siteChrome.homeLinkSuffix}</VisuallyHidden>
        </BrandLink>
        <DesktopNav aria-label={siteChrome.mainNavLabel}>
          <ul>
            {mainNav.map((item) => {
              const active = isNavItemActive(item.href, pathname);
              const Item = item.href === SIGN_IN_HREF ? SignInLink : NavItemLink;
              return (
                <li key={item.href}>
                  <Item to={item.href} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </Item>
                </li>
              );
            })}
          </ul>
        </DesktopNav>
        <MobileDrawer />
      </Row>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @supports (backdrop-filter: blur(8px)) {
    background: rgba(255, 255, 255, 0.9);
    backdrop-filter: blur(8px);
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  min-width: 0;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const belowLarge = `@media (max-width: ${parseFloat(theme.breakpoints.lg) - 0.02}px)`;

// Hidden below the large breakpoint with a max-width query (rather than shown from it), so that
// environments without media queries (jsdom, some readers' simplified views) still get the menu.
const DesktopNav = styled.nav`
  ${belowLarge} {
    display: none;
  }
  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const NavItemLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
  transition:
    color 120ms ease,
    background 120ms ease;
  &:hover {
    color: ${({ theme }) => theme.colors.navy900};
    background: ${({ theme }) => theme.colors.canvas};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.navy900};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    right: ${({ theme }) => theme.space[3]};
    bottom: 4px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.gold400};
  }
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-size: 0.9375rem;
  color: #fff;
  background: ${({ theme }) => theme.colors.navy800};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.navy700};
  }
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.gold400};
  }
`;
