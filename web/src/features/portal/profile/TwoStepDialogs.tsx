import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { disableTwoStepSchema, twoStepCodeSchema, type DisableTwoStepInput, type TwoStepCodeInput } from '@validation/two-step';
import { useDisableTwoStepMutation, useRegenerateRecoveryCodesMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';

const CODE_LABEL = 'Code from your app, or a recovery code';

/** New recovery codes: a current code proves the owner; the old codes stop working. */
export function NewRecoveryCodesDialog({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [regenerate, { loading }] = useRegenerateRecoveryCodesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TwoStepCodeInput>({
    resolver: zodResolver(twoStepCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await regenerate({ variables: { input } });
      if (!data) return;
      setOpen(false);
      form.reset();
      onCodes(data.regenerateRecoveryCodes);
    } catch (error) {
      showServerFieldErrors(error, ['code'], form.setError);
      setFailure(formFailureMessage(error, 'Failed to make new recovery codes. Please try again.'));
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button $variant="outline">New recovery codes</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="New recovery codes">
          <DialogHeader>
            <DialogTitle>New recovery codes</DialogTitle>
            <DialogDescription>Ten new codes replace the ones you have now, which stop working.</DialogDescription>
          </DialogHeader>
          <TextField
            label={CODE_LABEL}
            autoComplete="one-time-code"
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={loading}>
              {loading ? 'Making codes…' : 'Make new codes'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Turning it off needs the password and a code, so a borrowed unlocked laptop is not enough. */
export function TurnOffTwoStepDialog({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [open, setOpen] = useState(false);
  const [disable, { loading }] = useDisableTwoStepMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DisableTwoStepInput>({
    resolver: zodResolver(disableTwoStepSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await disable({ variables: { input } });
    } catch (error) {
      // What was typed stays, so one wrong field does not mean typing both again.
      showServerFieldErrors(error, ['password', 'code'], form.setError);
      setFailure(formFailureMessage(error, 'Failed to turn off two-step sign-in. Please try again.'));
      return;
    }
    setOpen(false);
    form.reset();
    toast({ title: 'Two-step sign-in is off', variant: 'success' });
    onTurnedOff();
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button $variant="ghost">Turn off</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Turn off two-step sign-in">
          <DialogHeader>
            <DialogTitle>Turn off two-step sign-in</DialogTitle>
            <DialogDescription>Your password alone will sign you in. Confirm it is you.</DialogDescription>
          </DialogHeader>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={CODE_LABEL}
            autoComplete="one-time-code"
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" $variant="danger" disabled={loading}>
              {loading ? 'Turning off…' : 'Turn off two-step sign-in'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
