import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { withdrawLetterSchema } from '@validation/engagement-letters';
import { useWithdrawEngagementLetterMutation, type LetterRowFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextAreaField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { personName } from '../documents';
import { LetterProblems } from './LetterProblems';

type WithdrawForm = z.input<typeof withdrawLetterSchema>;
type WithdrawValues = z.output<typeof withdrawLetterSchema>;

interface WithdrawLetterDialogProps {
  letter: LetterRowFragment | null;
  onClose: () => void;
  /** After the letter was withdrawn: the list asks again, since it may no longer belong under its filter. */
  onWithdrawn: () => void;
}

/**
 * Withdraw a letter still waiting for the client, with an optional reason the client reads. Its
 * code (the form and zod) is fetched when it is first opened (LettersPage); a refusal keeps the
 * reason typed.
 */
export function WithdrawLetterDialog({ letter, onClose, onWithdrawn }: WithdrawLetterDialogProps) {
  const [withdraw, { loading }] = useWithdrawEngagementLetterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<WithdrawForm, unknown, WithdrawValues>({
    resolver: zodResolver(withdrawLetterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });
  // Each letter starts with an empty reason.
  useEffect(() => {
    if (letter) reset({ reason: '' });
  }, [letter, reset]);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async ({ reason }) => {
    if (!letter) return;
    setFailure(null);
    try {
      await withdraw({ variables: { id: letter.id, reason } });
    } catch (error) {
      showServerFieldErrors(error, ['reason'], setError);
      setFailure(
        fieldErrorsOf(error).length > 0 ? null : formFailureMessage(error, 'The letter could not be withdrawn. Please try again.'),
      );
      return;
    }
    toast({ title: 'Letter withdrawn', description: letter.title, variant: 'success' });
    onWithdrawn();
    close();
  });

  return (
    <Dialog open={!!letter} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw letter</DialogTitle>
          <DialogDescription>
            {letter
              ? `"${letter.title}" will no longer wait for ${letter.client ? personName(letter.client) : 'the client'}’s signature, and they are told so. You can then send another letter for the engagement.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Withdraw letter">
          <TextAreaField label="Reason (optional; the client reads it)" rows={4} error={errors.reason?.message} {...register('reason')} />
          {failure && <LetterProblems problems={[failure]} />}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" $variant="danger" disabled={loading}>
              {loading ? 'Withdrawing…' : 'Withdraw letter'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
