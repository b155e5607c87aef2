import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@validation/users';
import { Field, Input } from '../../../components/Field';
import { PasswordHint } from './AccountPageFrame';

/** A field for choosing a password, with the rule it must meet read out as its description. */
export function NewPasswordField({ label, error, registration }: { label: string; error?: string; registration: UseFormRegisterReturn }) {
  const hintId = useId();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
            $invalid={!!error}
            type="password"
            autoComplete="new-password"
            required
            {...registration}
          />
          <PasswordHint id={hintId}>At least {PASSWORD_MIN_LENGTH} characters, with letters and numbers.</PasswordHint>
        </>
      )}
    </Field>
  );
}
