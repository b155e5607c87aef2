import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@validation/users';
import { Field, Input, TextField } from '../../../components/Field';
import { PasswordHint } from './AccountPageFrame';

interface NewPasswordFieldsProps {
  /** "Password" / "Confirm password" on the invitation page, "New password" / "Confirm new password" elsewhere. */
  labels: [password: string, confirmation: string];
  errors: { password?: string; confirmation?: string };
  registrations: { password: UseFormRegisterReturn; confirmation: UseFormRegisterReturn };
}

/**
 * Choosing a password: the new one, with the rule it must meet read out as its description, and
 * its confirmation (checked in the browser by the form's schema).
 */
export function NewPasswordFields({ labels, errors, registrations }: NewPasswordFieldsProps) {
  const hintId = useId();
  return (
    <>
      <Field label={labels[0]} error={errors.password}>
        {(control) => (
          <>
            <Input
              {...control}
              aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
              $invalid={!!errors.password}
              type="password"
              autoComplete="new-password"
              required
              {...registrations.password}
            />
            <PasswordHint id={hintId}>At least {PASSWORD_MIN_LENGTH} characters, with letters and numbers.</PasswordHint>
          </>
        )}
      </Field>
      <TextField
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation}
        {...registrations.confirmation}
      />
    </>
  );
}
