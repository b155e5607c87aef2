import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles} resize: vertical;
`;

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldMessage = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const FieldWrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

interface FieldProps {
  label: ReactNode;
  error?: string;
  /** Renders the control with the ids that tie it to its label and its error message. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A labelled control with its error message in red beneath it
 * (docs/product.md#how-errors-show-on-forms).
 */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <FieldMessage id={errorId} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldWrapper>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, ...input }, ref) {
  return (
    <Field label={label} error={error}>
      {(control) => <Input ref={ref} $invalid={!!error} {...control} {...input} />}
    </Field>
  );
});

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string };

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, ...textarea },
  ref,
) {
  return (
    <Field label={label} error={error}>
      {(control) => <Textarea ref={ref} $invalid={!!error} {...control} {...textarea} />}
    </Field>
  );
});

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, children, ...select },
  ref,
) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select ref={ref} $invalid={!!error} {...control} {...select}>
          {children}
        </Select>
      )}
    </Field>
  );
});
