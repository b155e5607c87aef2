import { useState } from 'react';
import { useUpdateWebhookEndpointMutation, type WebhookEndpointRowFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { toast } from '../../../../components/toast-store';
import { formFailureMessage } from '../../../../lib/graphql-errors';
import { DialogActions } from '../users/DialogActions';
import { EndpointFields } from './EndpointFields';
import { endpointFormValues, endpointInput, useEndpointForm } from './endpoint-form';
import { FormFailure } from './FormFailure';

/** "Edit": the address, description and events of one endpoint; a refusal keeps what was typed. */
export function EditEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpointRowFragment; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useUpdateWebhookEndpointMutation();
  const { register, control, handleSubmit, formState, showServerErrors } = useEndpointForm(endpointFormValues(endpoint));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update({ variables: { id: endpoint.id, input: endpointInput(values) } });
    } catch (error) {
      showServerErrors(error);
      setFailure(formFailureMessage(error, 'Failed to save the endpoint. Please try again.'));
      return;
    }
    toast({ title: 'Endpoint saved', variant: 'success' });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit endpoint</DialogTitle>
          <DialogDescription>Changes apply at once, to deliveries still waiting as well.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit endpoint">
          <EndpointFields
            idPrefix={`edit-${endpoint.id}`}
            register={register}
            control={control}
            errors={formState.errors}
            disabled={loading}
          />
          {failure && <FormFailure role="alert">{failure}</FormFailure>}
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={loading}>
              {loading ? 'Saving…' : 'Save endpoint'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
