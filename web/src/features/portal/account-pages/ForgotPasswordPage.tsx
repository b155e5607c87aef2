import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@validation/users';
import { PASSWORD_RESET_REQUESTED } from '@validation/password-texts';
import { useRequestPasswordResetMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { AccountPageFrame, BackLink, Failure } from './AccountPageFrame';

/**
 * /portal/forgot-password: asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page cannot be used to find out who is a client.
 */
export function ForgotPasswordPage() {
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset({ variables: { email } });
      setSent(true);
    } catch (error) {
      // The address stays in the field: nothing typed is lost. A field message goes under the
      // field only (the server repeats it as the error's message, which would say it twice).
      showServerFieldErrors(error, ['email'], setError);
      setFailure(formFailureMessage(error, 'Something went wrong. Please try again.'));
    }
  });

  return (
    <AccountPageFrame
      pageTitle="Forgot Password"
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <Done>
          <p role="status">{PASSWORD_RESET_REQUESTED}</p>
          <p>
            <Link to="/login">Back to sign in</Link>
          </p>
        </Done>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request a password reset link">
          <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" $block disabled={loading}>
            {loading ? 'Sending…' : 'Send reset link'}
          </Button>
          <BackLink>
            <Link to="/login">Back to sign in</Link>
          </BackLink>
        </form>
      )}
    </AccountPageFrame>
  );
}

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;
