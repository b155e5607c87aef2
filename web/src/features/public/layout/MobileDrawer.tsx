import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../../lib/theme';
import { Icon } from '../../../components/Icon';
import { siteChrome } from '../../../content/navigation';
import { intentHandlers } from '../../../components/intent-handlers';
import { deferredDialog } from '../../../components/deferred-dialog';
import type { DrawerPanelProps } from './DrawerPanel';

// When the drawer's code cannot be fetched (offline, a deploy replacing the files), the visitor is
// told and the menu button works again; the page stays as it was.
const drawerPanel = deferredDialog<DrawerPanelProps & { onClose: () => void }>(
  () => import('./DrawerPanel').then((module) => module.default),
  ({ open }) => open,
);

/**
 * The navigation below the large breakpoint (SPEC §2, §4): a menu button, and the drawer it opens.
 * The drawer's code is fetched when the button is hovered, focused or touched (so it is usually
 * there by the time of the click) and at the latest on the click itself.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Back and forward buttons change the page without a click on an item: close then too (set
  // while rendering, as React advises, not in an effect).
  const [openPathname, setOpenPathname] = useState(pathname);
  if (pathname !== openPathname) {
    setOpenPathname(pathname);
    setOpen(false);
  }

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label={siteChrome.openMenuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers(drawerPanel.prefetch)}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
      </MenuButton>
      <drawerPanel.Deferred
        open={open}
        onOpenChange={setOpen}
        onClose={() => setOpen(false)}
        pathname={pathname}
        returnFocusTo={buttonRef}
      />
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
