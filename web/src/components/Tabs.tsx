import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/**
 * Radix tabs with the portal's look: arrow keys move between tabs, the active panel is the only
 * one mounted (so each panel's queries run when it is opened), and the list scrolls sideways on
 * a phone rather than wrapping.
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

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  flex: 1 0 auto;
  min-height: 40px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy800};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.6); }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy900};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; border-radius: ${({ theme }) => theme.radii.sm}; }
`;
