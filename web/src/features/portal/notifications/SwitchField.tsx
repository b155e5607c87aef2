import { useId } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import styled from 'styled-components';
import { useHydrated } from '../../../components/useHydrated';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While the saved value is not known yet. */
  disabled?: boolean;
}

/**
 * A labelled Radix switch: the label and the switch both toggle it. On a page drawn on the server
 * it stays disabled until its code has taken over (useHydrated): a press before then would flip
 * nothing, and the Save beside it would keep the old choice.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const hydrated = useHydrated();
  return (
    <Row>
      <div>
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </div>
      <Root
        id={id}
        checked={checked}
        disabled={disabled || !hydrated}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Thumb />
      </Root>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Label = styled.label`
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

const Root = styled(SwitchPrimitive.Root)`
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #9aa5b1;
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.navy800};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #fff;
  transform: translateX(2px);
  transition: transform 120ms ease;
  &[data-state='checked'] {
    transform: translateX(22px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
