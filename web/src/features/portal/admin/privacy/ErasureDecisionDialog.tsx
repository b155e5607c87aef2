import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { declineErasureSchema, type DeclineErasureInput } from '@validation/privacy';
import {
  useApproveErasureRequestMutation,
  useDeclineErasureRequestMutation,
  type ErasureRequestRowFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { TextAreaField } from '../../../../components/Field';
import { toast } from '../../../../components/toast-store';
import { formFailureMessage } from '../../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { DialogActions } from '../users/DialogActions';
import { clientNameOf } from './client-name';

export type ErasureDecision = { kind: 'approve' | 'decline'; request: ErasureRequestRowFragment };

/** Approve (erases the client, after a confirmation) or decline (with the reason the client is told). */
export function ErasureDecisionDialog({ decision, onClose }: { decision: ErasureDecision | null; onClose: () => void }) {
  return (
    <Dialog open={!!decision} onOpenChange={(open) => !open && onClose()}>
      {decision && (
        <DialogContent>
          {decision.kind === 'approve' ? (
            <ApproveForm key={decision.request.id} request={decision.request} onDone={onClose} />
          ) : (
            <DeclineForm key={decision.request.id} request={decision.request} onDone={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function ApproveForm({ request, onDone }: { request: ErasureRequestRowFragment; onDone: () => void }) {
  const [approve, { loading }] = useApproveErasureRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const name = clientNameOf(request);

  async function confirm() {
    setFailure(null);
    try {
      await approve({ variables: { id: request.id } });
    } catch (error) {
      const message = formFailureMessage(error, 'Failed to approve the request. Please try again.') ?? 'Failed to approve the request.';
      setFailure(message);
      toast({ title: 'Request not approved', description: message, variant: 'destructive' });
      return;
    }
    toast({ title: `${name}'s personal information was erased`, variant: 'success' });
    onDone();
  }

  return (
    <form
      aria-label="Approve erasure"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <DialogHeader>
        <DialogTitle>Approve and erase?</DialogTitle>
        <DialogDescription>
          {name}&apos;s account is closed and signed out everywhere; their documents, messages, notifications and details are erased.
          Engagement amounts and dates and the audit log are kept without their name. This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      {failure && <p role="alert">{failure}</p>}
      <DialogActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" $variant="danger" disabled={loading}>
          {loading ? 'Erasing…' : 'Approve and erase'}
        </Button>
      </DialogActions>
    </form>
  );
}

function DeclineForm({ request, onDone }: { request: ErasureRequestRowFragment; onDone: () => void }) {
  const [decline, { loading }] = useDeclineErasureRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeclineErasureInput>({
    resolver: zodResolver(declineErasureSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await decline({ variables: { id: request.id, input: { reason } } });
    } catch (error) {
      // The reason stays in the box to send again.
      showServerFieldErrors(error, ['reason'], setError);
      const message = formFailureMessage(error, 'Failed to decline the request. Please try again.');
      if (message) setFailure(message);
      toast({ title: 'Request not declined', description: message ?? undefined, variant: 'destructive' });
      return;
    }
    toast({ title: 'Request declined; the client has been told why', variant: 'success' });
    onDone();
  });

  return (
    <form aria-label="Decline erasure" onSubmit={(event) => void submit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>Decline the request</DialogTitle>
        <DialogDescription>Tell {clientNameOf(request)} why: the reason is e-mailed to them and shown on their profile.</DialogDescription>
      </DialogHeader>
      <TextAreaField label="Reason" rows={4} aria-required="true" error={errors.reason?.message} {...register('reason')} />
      {failure && <p role="alert">{failure}</p>}
      <DialogActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={loading}>
          {loading ? 'Declining…' : 'Decline request'}
        </Button>
      </DialogActions>
    </form>
  );
}
