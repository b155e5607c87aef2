import { useId, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { Icon } from './Icon';
import { useHydrated } from './useHydrated';

interface CheckboxFieldProps {
  label: ReactNode;
  /** A line of help beneath the label, read out with the checkbox. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/**
 * A Radix checkbox with its label (and optional description) beside it, all clickable. On a page
 * drawn on the server it stays disabled until its code has taken over (useHydrated): a tick
 * before then would be lost.
 */
export function CheckboxField({ label, description, checked, onCheckedChange, disabled, name, value }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const hydrated = useHydrated();
  return (
    <Row>
      <Box
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled || !hydrated}
        name={name}
        value={value}
        aria-describedby={description ? descriptionId : undefined}
      >
        <CheckboxPrimitive.Indicator>
          <Icon name="check" size={16} strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </Box>
      <div>
        <Text htmlFor={id}>{label}</Text>
        {description && <Description id={descriptionId}>{description}</Description>}
      </div>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Box = styled(CheckboxPrimitive.Root)`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  padding: 0;
  border: 2px solid #6b7785;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: #fff;
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.navy800};
    background: ${({ theme }) => theme.colors.navy800};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A 44 px touch target around the 22 px box. */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: -11px;
  }
`;

const Text = styled.label`
  display: block;
  font-weight: 600;
  cursor: pointer;
  line-height: 1.4;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
