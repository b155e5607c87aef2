import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { PAYMENT_NOTE_MAX_LENGTH, PAYMENT_REFERENCE_MAX_LENGTH } from '@validation/billing/payment-input';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { useRecordPaymentMutation, type InvoiceDetailFragment, type RecordPaymentInput } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { useFocusReturn } from '../../../components/focus-return';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { media } from '../../../lib/theme';
import { paymentForm, paymentFormFields, paymentFormSchema, type PaymentForm } from './payment-form';

export interface RecordPaymentDialogProps {
  /** The issued invoice paid; null while closed. */
  invoice: InvoiceDetailFragment | null;
  onClose: () => void;
}

/**
 * "Record payment" (staff, docs/billing.md#payments): money that came in by EFT or in cash, as
 * much as is still owed unless changed (more is kept as the client's credit), on a day not still
 * to come. The answer carries the invoice, so its page shows it paid, or what is left, at once.
 */
export function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  // The invoice stays shown while the dialog fades out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const returnFocus = useFocusReturn(invoice);
  const [record, { loading: saving }] = useRecordPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const invoiceId = shown?.id ?? '';
  const schema = useMemo(() => paymentFormSchema(invoiceId), [invoiceId]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentForm, unknown, RecordPaymentInput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: shown ? paymentForm(shown, todayInSouthAfrica(new Date())) : undefined,
  });
  // Each opening starts afresh from what is owed then; the dialog stays mounted between them.
  useEffect(() => {
    if (invoice) reset(paymentForm(invoice, todayInSouthAfrica(new Date())));
  }, [invoice, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await record({ variables: { input } });
      if (!data) throw new Error('No answer');
      const paid = data.recordPayment.invoice;
      const left = paid ? (paid.outstandingCents > 0 ? `${formatCents(paid.outstandingCents)} still owed.` : 'It is paid in full.') : '';
      toast({
        title: 'Payment recorded',
        description: `${formatCents(data.recordPayment.amountCents)} against ${shown?.number ?? 'the invoice'}. ${left}`.trim(),
        variant: 'success',
      });
      close();
    } catch (error) {
      const named = fieldErrorsOf(error);
      const ownField = (path: string) => paymentFormFields.find((field) => field === path);
      for (const { path, message } of named) {
        const field = ownField(path);
        if (field) setError(field, { type: 'server', message });
      }
      const elsewhere = named.filter(({ path }) => !ownField(path));
      setFailure(
        named.length > 0
          ? elsewhere.map(({ message }) => message).join(' ') || null
          : refusalMessage(error, 'The payment could not be recorded. Please try again.'),
      );
    }
  });

  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>Record payment for {shown?.number}</DialogTitle>
          <DialogDescription>
            Money that came in by EFT or in cash. {shown ? `${formatCents(shown.outstandingCents)} is still owed; ` : ''}more is kept as the
            client’s credit. A payment cannot be changed once recorded.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Record payment for ${shown?.number ?? 'the invoice'}`}>
          <Row>
            <SelectField label="Method" error={errors.method?.message} {...register('method')}>
              <option value="eft">EFT</option>
              <option value="cash">Cash</option>
            </SelectField>
            <TextField
              label="Amount (R)"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors.amount?.message}
              {...register('amount')}
            />
          </Row>
          <Row>
            <TextField
              label="Received on"
              type="date"
              required
              max={todayInSouthAfrica(new Date())}
              error={errors.receivedOn?.message}
              {...register('receivedOn')}
            />
            <TextField
              label="Reference (optional)"
              maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              placeholder="The bank statement’s, or a receipt number"
              error={errors.reference?.message}
              {...register('reference')}
            />
          </Row>
          <TextAreaField
            label="Note (optional)"
            rows={2}
            maxLength={PAYMENT_NOTE_MAX_LENGTH}
            error={errors.note?.message}
            {...register('note')}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" disabled={saving} onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Recording…' : 'Record payment'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Row = styled.div`
  display: grid;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[4]};
  }
`;
