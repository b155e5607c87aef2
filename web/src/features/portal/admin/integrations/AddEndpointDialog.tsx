import { useState } from 'react';
import { useCreateWebhookEndpointMutation, WebhookEndpointsDocument } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/Dialog';
import { Icon } from '../../../../components/Icon';
import { formFailureMessage } from '../../../../lib/graphql-errors';
import { DialogActions } from '../users/DialogActions';
import { EndpointFields } from './EndpointFields';
import { emptyEndpoint, endpointInput, useEndpointForm } from './endpoint-form';
import { FormFailure } from './FormFailure';

/**
 * "Add endpoint" and its form. The form lives outside the dialog's content, so what was typed
 * survives a refusal and an accidental close; on success the signing secret is handed up, to be
 * shown once.
 */
export function AddEndpointDialog({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useCreateWebhookEndpointMutation({ refetchQueries: [{ query: WebhookEndpointsDocument }] });
  const { register, control, handleSubmit, reset, formState, showServerErrors } = useEndpointForm(emptyEndpoint);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await create({ variables: { input: endpointInput(values) } });
      if (!data) throw new Error('No answer');
      setOpen(false);
      reset(emptyEndpoint);
      onCreated({ url: data.createWebhookEndpoint.endpoint.url, secret: data.createWebhookEndpoint.secret });
    } catch (error) {
      showServerErrors(error);
      setFailure(formFailureMessage(error, 'Failed to add the endpoint. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button $size="sm">
          <Icon name="plus" size={18} />
          Add endpoint
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add endpoint</DialogTitle>
          <DialogDescription>
            The portal will POST the events you choose to this address, signed with a secret shown once.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add endpoint">
          <EndpointFields idPrefix="add-endpoint" register={register} control={control} errors={formState.errors} disabled={loading} />
          {failure && <FormFailure role="alert">{failure}</FormFailure>}
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={loading}>
              {loading ? 'Adding…' : 'Add endpoint'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
