import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { setPasswordFormSchema } from '@validation/users';
import { PASSWORD_RESET_DONE } from '@validation/password-texts';
import { useResetPasswordMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { AccountPageFrame, BackLink, Failure } from './AccountPageFrame';
import { NewPasswordFields } from './NewPasswordFields';

type ResetPasswordFormValues = z.input<typeof setPasswordFormSchema>;

/** /portal/reset-password?token=…: the page a reset e-mail links to; the link works once, for 30 minutes. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AccountPageFrame pageTitle="Reset Password" title="This reset link is incomplete">
        <p role="alert">Open the link from your e-mail again, or ask for a new one.</p>
        <BackLink>
          <Link to="/portal/forgot-password">Ask for a new reset link</Link>
        </BackLink>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame
      pageTitle="Reset Password"
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <ResetPasswordForm token={token} />
    </AccountPageFrame>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<{ message: string; linkSpent: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { input: { token, password } } });
    } catch (error) {
      showServerFieldErrors(error, ['password'], setError);
      const linkError = fieldErrorsOf(error).find((fieldError) => fieldError.path === 'token');
      const message = linkError?.message ?? formFailureMessage(error, 'Something went wrong. Please try again.');
      setFailure(message ? { message, linkSpent: !!linkError } : null);
      return;
    }
    toast({ title: PASSWORD_RESET_DONE, variant: 'success' });
    void navigate('/login');
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset password">
      <NewPasswordFields
        labels={['New password', 'Confirm new password']}
        errors={{ password: errors.password?.message, confirmation: errors.confirmPassword?.message }}
        registrations={{ password: register('password'), confirmation: register('confirmPassword') }}
      />
      {failure && (
        <Failure role="alert">
          {failure.message} {failure.linkSpent && <Link to="/portal/forgot-password">Ask for a new reset link</Link>}
        </Failure>
      )}
      <Button type="submit" $block disabled={loading}>
        {loading ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}
