import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { useHydrated } from './useHydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.navy800};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.navy700};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.gold400};
    color: ${({ theme }) => theme.colors.navy900};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.gold500};
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy800};
    border-color: ${({ theme }) => theme.colors.navy800};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.navy100};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy800};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.navy100};
    }
  `,
  /** A light outline for dark (navy) backgrounds: hero and call-to-action bands. */
  inverse: css`
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.75);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: 0.375rem 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: 0.625rem 1.125rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    padding: 0.875rem 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

/** Shared look of buttons and of links that read as buttons (ButtonLink). */
export const buttonStyles = css<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 120ms ease,
    filter 120ms ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;

export type ButtonProps = ComponentPropsWithRef<typeof StyledButton>;

/**
 * A button. One that acts through its onClick is drawn disabled on a page drawn on the server
 * until the page's code has taken over (useHydrated), as forms, tabs and the Menu button are:
 * before then a press on it would go unheard. A submit button is left to its form, which does
 * the same for all its controls.
 */
export function Button({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <StyledButton {...props} disabled={disabled || (!hydrated && !!props.onClick)} />;
}
