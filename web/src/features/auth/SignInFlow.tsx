import { useState } from 'react';
import type { SessionUserFragment } from '../../graphql/generated';
import { LoginForm } from './LoginForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepCodeForm } from './TwoStepCodeForm';
import { TwoStepEnrolment } from './TwoStepEnrolment';
import { useSignIn, useSignedIn } from './useSignIn';

type Stage =
  { name: 'password' } | { name: 'code' } | { name: 'enrol' } | { name: 'recovery-codes'; codes: string[]; user: SessionUserFragment };

interface SignInFlowProps {
  /** Called once the user is signed in and in the cache. */
  onSignedIn?: () => void;
  pendingLabel: string;
  requireBothFilled?: boolean;
  demoLogin?: { email: string; password: string } | null;
}

/**
 * Signing in on /login and in the portal: the password, then, for an account with two-step
 * sign-in, its code; a staff member who must use it and has not yet sets it up here first
 * (STAFF_TWO_STEP=required), and is signed in once the recovery codes have been seen.
 */
export function SignInFlow({ onSignedIn, pendingLabel, requireBothFilled, demoLogin }: SignInFlowProps) {
  const [stage, setStage] = useState<Stage>({ name: 'password' });
  const { signIn, signingIn } = useSignIn();
  const signedIn = useSignedIn();
  const finish = (user: SessionUserFragment) => {
    signedIn(user);
    onSignedIn?.();
  };
  const startOver = () => setStage({ name: 'password' });

  if (stage.name === 'code') return <TwoStepCodeForm onSignedIn={finish} onStartOver={startOver} />;
  if (stage.name === 'enrol') {
    return (
      <TwoStepEnrolment
        cancelLabel="Start over"
        onCancel={startOver}
        onConfirmed={(codes, user) => (user ? setStage({ name: 'recovery-codes', codes, user }) : startOver())}
      />
    );
  }
  if (stage.name === 'recovery-codes') {
    return <RecoveryCodes codes={stage.codes} doneLabel="Continue to the portal" onDone={() => finish(stage.user)} />;
  }
  return (
    <LoginForm
      submitting={signingIn}
      pendingLabel={pendingLabel}
      requireBothFilled={requireBothFilled}
      demoLogin={demoLogin}
      onSubmit={async (input) => {
        const outcome = await signIn(input);
        if (outcome?.signedIn) onSignedIn?.();
        else if (outcome) setStage(outcome.nextStep === 'ENROL' ? { name: 'enrol' } : { name: 'code' });
      }}
    />
  );
}
