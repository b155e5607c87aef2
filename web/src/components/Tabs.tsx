import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { media } from '../lib/theme';
import { useHydrated } from './useHydrated';

/**
 * Radix tabs with the portal's look: arrow keys move between tabs, the active panel is the only
 * one mounted (so each panel's queries run when it is opened), and on a phone a long label wraps
 * onto two lines so that every tab stays in view.
 */
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy100};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const StyledTrigger = styled(TabsPrimitive.Trigger)`
  flex: 1 1 auto;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy800};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25;
  cursor: pointer;
  ${media.sm} {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    white-space: nowrap;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.6);
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy900};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A tab, disabled on a page drawn on the server until its code has taken over (useHydrated). */
export function TabsTrigger({ disabled, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return <StyledTrigger {...props} disabled={disabled || !hydrated} />;
}

export const TabsContent = styled(TabsPrimitive.Content)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
