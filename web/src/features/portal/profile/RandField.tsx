import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, Input } from '../../../components/Field';

type RandFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/**
 * An amount in rand: the R prefix (ZAR, docs/product.md#constants-and-limits) sits inside the box,
 * before the digits.
 */
export const RandField = forwardRef<HTMLInputElement, RandFieldProps>(function RandField({ label, error, ...input }, ref) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Prefixed>
          <span aria-hidden="true">R</span>
          <Input ref={ref} $invalid={!!error} inputMode="decimal" autoComplete="off" {...control} {...input} />
        </Prefixed>
      )}
    </Field>
  );
});

const Prefixed = styled.div`
  position: relative;
  span {
    position: absolute;
    top: 50%;
    left: 0.75rem;
    transform: translateY(-50%);
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    padding-left: 2rem;
  }
`;
