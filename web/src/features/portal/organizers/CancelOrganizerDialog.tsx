import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { cancelOrganizerSchema } from '@validation/organizers';
import { useCancelOrganizerMutation, type OrganizerDetailFragment } from '../../../graphql/generated';
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
import { FieldMessage, TextAreaField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { forgetOrganizerLists } from './organizer-lists';

type CancelForm = z.input<typeof cancelOrganizerSchema>;
type CancelValues = z.output<typeof cancelOrganizerSchema>;

/** Staff cancel an organizer the client has not submitted, with a reason the client reads if one is given; a refusal keeps it typed. */
export function CancelOrganizerDialog({ organizer }: { organizer: OrganizerDetailFragment }) {
  const [open, setOpen] = useState(false);
  const [cancelOrganizer, { loading }] = useCancelOrganizerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelForm, unknown, CancelValues>({ resolver: zodResolver(cancelOrganizerSchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await cancelOrganizer({ variables: { id: organizer.id, reason }, update: forgetOrganizerLists });
    } catch (error) {
      showServerFieldErrors(error, ['reason'], setError);
      setFailure(
        fieldErrorsOf(error).length > 0 ? null : formFailureMessage(error, 'The organizer could not be cancelled. Please try again.'),
      );
      return;
    }
    toast({ title: 'Organizer cancelled', description: organizer.title, variant: 'success' });
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" $variant="ghost" $size="sm">
          Cancel organizer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel organizer</DialogTitle>
          <DialogDescription>
            “{organizer.title}” will no longer wait for the client’s answers, and they are told so. The answers given so far are kept.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Cancel organizer">
          <TextAreaField label="Reason (optional; the client reads it)" rows={4} error={errors.reason?.message} {...register('reason')} />
          {failure && <FieldMessage role="alert">{failure}</FieldMessage>}
          <Actions>
            <DialogClose asChild>
              <Button type="button" $variant="ghost">
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" $variant="danger" disabled={loading}>
              {loading ? 'Cancelling…' : 'Cancel organizer'}
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
