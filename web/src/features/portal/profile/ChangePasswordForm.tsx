import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@validation/users';
import { PASSWORD_CHANGED } from '@validation/password-texts';
import { useChangePasswordMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { FormActions } from './form-layout';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { NewPasswordFields } from '../account-pages';
import { Form } from '../../../components/Form';

type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (Security tab): the current password proves it is the owner; other sessions end. */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const [changePassword, { loading }] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
    } catch (error) {
      // What was typed stays, so a slip in one field does not mean typing all three again.
      showServerFieldErrors(error, ['currentPassword', 'newPassword'], setError);
      const message = formFailureMessage(error, 'Failed to change password. Please try again.');
      if (message) setOutcome({ ok: false, message });
      return;
    }
    reset(emptyForm);
    setOutcome({ ok: true, message: PASSWORD_CHANGED });
    toast({ title: PASSWORD_CHANGED, variant: 'success' });
    onChanged();
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        labels={['New password', 'Confirm new password']}
        errors={{ password: errors.newPassword?.message, confirmation: errors.confirmPassword?.message }}
        registrations={{ password: register('newPassword'), confirmation: register('confirmPassword') }}
      />
      {outcome && (
        <Outcome role={outcome.ok ? 'status' : 'alert'} $ok={outcome.ok}>
          {outcome.message}
        </Outcome>
      )}
      <FormActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Change password'}
        </Button>
      </FormActions>
    </Form>
  );
}

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
