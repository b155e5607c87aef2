import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { confirmEnrolmentSchema, type TwoStepCodeInput } from '@validation/two-step';
import { useConfirmTwoStepEnrolmentMutation, useStartTwoStepEnrolmentMutation, type SessionUserFragment } from '../../graphql/generated';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { formFailureMessage, serverMessage } from '../../lib/graphql-errors';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Actions, Failure, Lead } from './TwoStepCodeForm';

interface TwoStepEnrolmentProps {
  /** Two-step sign-in is on: the recovery codes to show once, and the user when this also finished a sign-in. */
  onConfirmed: (recoveryCodes: string[], user: SessionUserFragment | null) => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** h2 on the sign-in page; h3 under the Security tab's own "Two-step sign-in" heading. */
  headingLevel?: 2 | 3;
}

/** "ABCD EFGH …": the secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a QR code drawn by the server (no outside service sees the
 * secret), the secret as text for typing in, and the app's first code to prove it works.
 */
export function TwoStepEnrolment({ onConfirmed, onCancel, cancelLabel = 'Cancel', headingLevel = 2 }: TwoStepEnrolmentProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [start, started] = useStartTwoStepEnrolmentMutation();
  const [confirm, { loading: confirming }] = useConfirmTwoStepEnrolmentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoStepCodeInput>({
    resolver: zodResolver(confirmEnrolmentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  // Once per set-up (each request replaces the secret, so a second one would void the QR code shown).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start().catch(() => undefined);
  }, [start]);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await confirm({ variables: { input } });
      if (data) onConfirmed(data.confirmTwoStepEnrolment.recoveryCodes, data.confirmTwoStepEnrolment.user ?? null);
    } catch (error) {
      showServerFieldErrors(error, ['code'], setError);
      setFailure(formFailureMessage(error, 'Failed to turn on two-step sign-in. Please try again.'));
    }
  });

  const enrolment = started.data?.startTwoStepEnrolment;
  if (started.error) {
    return (
      <div role="alert">
        <Failure>{serverMessage(started.error) ?? 'Failed to start setting up two-step sign-in.'}</Failure>
        <Actions>
          <Button onClick={() => void start().catch(() => undefined)}>Try again</Button>
          <Button $variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </Actions>
      </div>
    );
  }
  if (!enrolment) return <Lead role="status">Preparing your QR code…</Lead>;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-step-enrol-title">
      <Heading id="two-step-enrol-title">{headingLevel === 2 ? 'Set up two-step sign-in' : 'Set up your authenticator app'}</Heading>
      <Steps>
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like).</li>
        <li>Scan this QR code, or type in the setup key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </Steps>
      <Qr
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt="QR code to add this account to an authenticator app"
      />
      <SetupKey>
        <span id="two-step-setup-key-label">Setup key</span>
        <code aria-labelledby="two-step-setup-key-label">{grouped(enrolment.secret)}</code>
      </SetupKey>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.code?.message}
        {...register('code')}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="submit" disabled={confirming}>
          {confirming ? 'Turning on...' : 'Turn on two-step sign-in'}
        </Button>
        <Button $variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </form>
  );
}

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.muted};
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SetupKey = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  text-align: center;
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;
