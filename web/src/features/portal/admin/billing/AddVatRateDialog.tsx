import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { vatRateSchema, type VatRateInput } from '@validation/billing/billing-settings-input';
import { VatRatesDocument, useAddVatRateMutation } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { Actions, Failure, refusalMessage } from '../../../../components/ConfirmDialog';
import { toast } from '../../../../components/toast-store';
import { formatCalendarDate } from '../../../../lib/format';
import { fieldErrorsOf } from '../../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';

const fields = ['percent', 'appliesFrom'] as const;

/**
 * "Add rate": a new standard VAT rate from a day on, as the Minister announces it. The day is today
 * or later and after the latest rate's; the server says so beneath the field if it is not.
 */
export function AddVatRateDialog({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading: saving }] = useAddVatRateMutation();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<VatRateInput, unknown, { percent: number; appliesFrom: string }>({
    resolver: zodResolver(vatRateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { percent: '', appliesFrom: '' },
  });

  const submit = handleSubmit(async ({ appliesFrom }) => {
    setFailure(null);
    // The rate as typed ("15.5"), which the server reads with the same schema.
    const percent = String(getValues('percent')).trim();
    try {
      await add({ variables: { input: { percent, appliesFrom } }, refetchQueries: [VatRatesDocument], awaitRefetchQueries: true });
    } catch (error) {
      showServerFieldErrors<VatRateInput>(error, fields, setError);
      const named = fieldErrorsOf(error).some((fieldError) => (fields as readonly string[]).includes(fieldError.path));
      setFailure(named ? null : refusalMessage(error, 'The rate could not be added. Please try again.'));
      return;
    }
    toast({ title: 'VAT rate added', description: `${percent} % from ${formatCalendarDate(appliesFrom)}`, variant: 'success' });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a VAT rate</DialogTitle>
          <DialogDescription>
            The standard rate from a day on, as announced. Invoices issued before that day keep their rate.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a VAT rate">
          <TextField
            label="Rate (%)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="15"
            required
            error={errors.percent?.message}
            {...register('percent')}
          />
          <TextField label="Applies from" type="date" required error={errors.appliesFrom?.message} {...register('appliesFrom')} />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Adding…' : 'Add rate'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
