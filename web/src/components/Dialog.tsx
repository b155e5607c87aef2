import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../lib/theme';
import { Icon } from './Icon';

/**
 * A styled Radix dialog: focus is trapped inside while open, Escape and a click on the overlay
 * close it, the title and description label it, and focus returns to the trigger on close.
 * `placement="right"` turns it into a side drawer (the public site's mobile navigation).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogPlacement = 'center' | 'right';

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  placement?: DialogPlacement;
  /** Accessible name of the × button in the corner. */
  closeLabel?: string;
};

export const DialogContent = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(function DialogContent(
  { placement = 'center', closeLabel = 'Close', children, ...content },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content ref={ref} $placement={placement} {...content}>
        {children}
        {/* Last in the DOM so that opening focuses the first field or link, not the ×. */}
        <CloseButton aria-label={closeLabel}>
          <Icon name="close" size={20} />
        </CloseButton>
      </Content>
    </DialogPrimitive.Portal>
  );
});

export const DialogHeader = styled.div`
  padding-right: ${({ theme }) => theme.space[10]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const DialogTitle = styled(DialogPrimitive.Title)`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideOut = keyframes`from { transform: translateX(0); } to { transform: translateX(100%); }`;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(11, 31, 51, 0.55);
  &[data-state='open'] {
    animation: ${fadeIn} 160ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 140ms ease-in;
  }
`;

const placements: Record<DialogPlacement, ReturnType<typeof css>> = {
  center: css`
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: calc(100% - 2rem);
    max-width: 640px;
    max-height: calc(100dvh - 2rem);
    overflow-y: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
    ${media.sm} {
      padding: ${({ theme }) => theme.space[8]};
    }
    &[data-state='open'] {
      animation: ${popIn} 180ms ease-out;
    }
    &[data-state='closed'] {
      animation: ${fadeOut} 140ms ease-in;
    }
  `,
  right: css`
    top: 0;
    right: 0;
    bottom: 0;
    width: ${({ theme }) => theme.layout.drawerWidth};
    max-width: 100vw;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[6]};
    &[data-state='open'] {
      animation: ${slideIn} 220ms ease-out;
    }
    &[data-state='closed'] {
      animation: ${slideOut} 180ms ease-in;
    }
  `,
};

const Content = styled(DialogPrimitive.Content)<{ $placement: DialogPlacement }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  ${({ $placement }) => placements[$placement]}
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy800};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
`;
