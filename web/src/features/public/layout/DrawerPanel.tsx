import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { isNavItemActive, mainNav, mobileDrawer, siteChrome } from '../../../content/navigation';

export interface DrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself (SPEC §2, §4): a 320px Radix dialog from the right, titled Navigation. Kept
 * in its own chunk, loaded when the menu button is about to be used, so the dialog machinery
 * stays out of the JavaScript every public page loads first.
 */
export default function DrawerPanel({ open, onOpenChange, pathname, returnFocusTo }: DrawerPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="right"
        closeLabel={siteChrome.closeMenuLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{mobileDrawer.title}</DialogTitle>
          <DialogDescription>{mobileDrawer.subtitle}</DialogDescription>
        </DialogHeader>
        <nav aria-label={siteChrome.mainNavLabel}>
          <ItemList>
            {mainNav.map((item) => {
              const active = isNavItemActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <DrawerLink
                    to={item.href}
                    aria-current={active ? 'page' : undefined}
                    $active={active}
                    onClick={() => onOpenChange(false)}
                  >
                    <span>{item.label}</span>
                    {active && <Icon name="check" size={20} data-testid="active-check" />}
                  </DrawerLink>
                </li>
              );
            })}
          </ItemList>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.navy900 : theme.colors.ink)};
  background: ${({ theme, $active }) => ($active ? theme.colors.gold100 : 'transparent')};
  border-left: 4px solid ${({ theme, $active }) => ($active ? theme.colors.gold500 : 'transparent')};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.gold100 : theme.colors.navy100)};
  }
  svg {
    color: ${({ theme }) => theme.colors.navy700};
  }
`;
