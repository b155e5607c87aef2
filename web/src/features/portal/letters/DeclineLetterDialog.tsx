import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { declineLetterSchema } from '@validation/engagement-letters';
import { LETTER_REASON_MAX_LENGTH } from '@validation/engagement-letter-values';
import { useDeclineEngagementLetterMutation, type LetterDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextAreaField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { forgetLetterLists } from './letter-cache';

interface DeclineLetterDialogProps {
  letter: Pick<LetterDetailFragment, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
}

type DeclineValues = z.output<typeof declineLetterSchema>;

/**
 * Declining needs a reason (1 to 1000 characters), which the sender and the advisor read. On a
 * refusal the reason stays to send again; once declined, the letter in the cache turns to declined
 * and the page shows it so.
 */
export function DeclineLetterDialog({ letter, open, onClose }: DeclineLetterDialogProps) {
  const [decline, { loading }] = useDeclineEngagementLetterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof declineLetterSchema>, unknown, DeclineValues>({
    resolver: zodResolver(declineLetterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });
  const length = watch('reason').length;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await decline({ variables: { id: letter.id, reason }, update: forgetLetterLists });
    } catch (error) {
      showServerFieldErrors(error, ['reason'], setError);
      setFailure(formFailureMessage(error, 'The letter could not be declined. Please try again.'));
      return;
    }
    toast({ title: 'Letter declined', description: 'We have told the firm, with your reason.', variant: 'success' });
    onClose();
  });

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline the letter</DialogTitle>
          <DialogDescription>
            Tell us why you are declining &ldquo;{letter.title}&rdquo;. Your advisor reads your reason and may send you a new letter.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Decline the letter">
          <TextAreaField label="Reason" rows={5} required error={errors.reason?.message} {...register('reason')} />
          <Count $over={length > LETTER_REASON_MAX_LENGTH}>
            {length} of {LETTER_REASON_MAX_LENGTH} characters
          </Count>
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" $variant="danger" disabled={loading}>
              {loading ? 'Declining…' : 'Decline letter'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Count = styled.p<{ $over: boolean }>`
  margin: -${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  text-align: right;
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
