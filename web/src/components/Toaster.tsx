import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import { media } from '../lib/theme';
import { TOAST_DURATION_MS, dismissToast, useToasts, type ToastVariant } from './toast-store';

/** Renders the toast queue with Radix (focus, announcements, swipe to the right to dismiss). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          $variant={item.variant}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div>
            {item.title && <Title>{item.title}</Title>}
            {item.description && <Description>{item.description}</Description>}
          </div>
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
  ${media.md} {
    max-width: 420px;
  }
`;

const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.success};
    border-left-width: 6px;
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) => variantStyles[$variant]}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
    transition: transform 150ms ease-out;
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 600;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled(ToastPrimitive.Close)`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.space[1]};
`;
