import { useId } from 'react';
import styled from 'styled-components';
import { Input, Label } from '../../../components/Field';

/** A value shown in the form's own style that cannot be edited, with the reason beneath it. */
export function ReadOnlyField({ label, value, hint, type = 'text' }: { label: string; value: string; hint: string; type?: string }) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} readOnly aria-describedby={`${id}-hint`} />
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
