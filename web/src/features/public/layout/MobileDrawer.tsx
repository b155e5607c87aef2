import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../../app/theme';
import { Icon } from '../../../components/Icon';
import { siteChrome } from '../../../content/navigation';
import { intentHandlers } from '../../../components/intent-handlers';

const loadDrawerPanel = () => import('./DrawerPanel');
const DrawerPanel = lazy(loadDrawerPanel);

/**
 * The navigation below the large breakpoint (SPEC §2, §4): a menu button, and the drawer it opens.
 * The drawer's code is fetched when the button is hovered, focused or touched (so it is usually
 * there by the time of the click) and at the latest on the click itself.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Back and forward buttons change the page without a click on an item: close then too.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const prefetch = () => {
    void loadDrawerPanel();
  };

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label={siteChrome.openMenuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers(prefetch)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={24} />
      </MenuButton>
      {requested && (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} pathname={pathname} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

const fromLarge = `@media (min-width: ${theme.breakpoints.lg})`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy800};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
  ${fromLarge} {
    display: none;
  }
`;
