import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { twoStepCodeSchema, type TwoStepCodeInput } from '@validation/two-step';
import { useCompleteTwoStepSignInMutation, type SessionUserFragment } from '../../graphql/generated';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { formFailureMessage } from '../../lib/graphql-errors';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Form } from '../../components/Form';

interface TwoStepCodeFormProps {
  onSignedIn: (user: SessionUserFragment) => void;
  /** Back to the password (a held sign-in expires after five minutes). */
  onStartOver: () => void;
}

/** The sign-in's second step: the authenticator app's 6-digit code, or one of the recovery codes. */
export function TwoStepCodeForm({ onSignedIn, onStartOver }: TwoStepCodeFormProps) {
  const [complete, { loading }] = useCompleteTwoStepSignInMutation();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TwoStepCodeInput>({
    resolver: zodResolver(twoStepCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await complete({ variables: { input } });
      if (data) onSignedIn(data.completeTwoStepSignIn);
    } catch (error) {
      showServerFieldErrors(error, ['code'], setError);
      setFailure(formFailureMessage(error, 'Failed to check the code. Please try again.'));
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step verification</h2>
      <Lead>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </Lead>
      <TextField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this form replaces the password form just sent: focus moves on to the field that is next, not away from where the user was
        autoFocus
        required
        error={errors.code?.message}
        {...register('code')}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="submit" $block disabled={loading}>
          {loading ? 'Verifying...' : 'Verify'}
        </Button>
        <Button
          $variant="ghost"
          $block
          onClick={() => {
            setRecovery(!recovery);
            setFocus('code');
          }}
        >
          {recovery ? 'Use the code from my app' : 'Use a recovery code instead'}
        </Button>
        <Button $variant="outline" $block onClick={onStartOver}>
          Start over
        </Button>
      </Actions>
    </Form>
  );
}

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
