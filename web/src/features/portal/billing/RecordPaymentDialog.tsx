import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { enumName } from '@validation/enum-names';
import { PAYMENT_NOTE_MAX_LENGTH, PAYMENT_REFERENCE_MAX_LENGTH } from '@validation/billing/payment-input';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import {
  useRecordPaymentMutation,
  useRecordRefundMutation,
  type InvoiceDetailFragment,
  type RecordPaymentInput,
  type RecordRefundInput,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { FieldRow } from '../../../components/FieldRow';
import { useFocusReturn } from '../../../components/focus-return';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { paymentMethodLabels } from './invoice-labels';
import { formFieldOf, moneyKinds, paymentForm, paymentFormSchema, type MoneyKind, type PaymentForm } from './payment-form';

export interface RecordPaymentDialogProps {
  /** Money in (Record payment) or back out (Record refund). */
  kind: MoneyKind;
  /** The issued invoice; null while closed. */
  invoice: InvoiceDetailFragment | null;
  onClose: () => void;
}

/** What the dialog says for each kind. */
const wording = {
  payment: {
    title: 'Record payment',
    busy: 'Recording…',
    done: 'Payment recorded',
    failed: 'The payment could not be recorded. Please try again.',
    about: (invoice: InvoiceDetailFragment | null) =>
      `Money that came in by EFT or in cash. ${invoice ? `${formatCents(invoice.outstandingCents)} is still owed; ` : ''}more is kept as the client’s credit. A payment cannot be changed once recorded.`,
    referenceHint: 'The bank statement’s, or a receipt number',
  },
  refund: {
    title: 'Record refund',
    busy: 'Recording…',
    done: 'Refund recorded',
    failed: 'The refund could not be recorded. Please try again.',
    about: (invoice: InvoiceDetailFragment | null) =>
      `Money paid back to the client from what they paid beyond this invoice${invoice ? `: at most ${formatCents(invoice.refundableCents)}` : ''}. To refund a fee, issue a credit note first. A refund cannot be changed once recorded.`,
    referenceHint: 'The bank’s, or the provider’s refund id',
  },
} as const;

/**
 * "Record payment" and "Record refund" (staff, docs/billing.md#payments, #refunds): money that came
 * in by EFT or in cash, as much as is still owed unless changed (more is kept as the client's
 * credit), or money paid back from the client's credit on the invoice, on a day not still to come.
 * The answer carries the invoice, so its page shows where it stands at once.
 */
export function RecordPaymentDialog({ kind, invoice, onClose }: RecordPaymentDialogProps) {
  // The invoice stays shown while the dialog fades out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const returnFocus = useFocusReturn(invoice);
  const [recordPayment, { loading: paying }] = useRecordPaymentMutation();
  const [recordRefund, { loading: refunding }] = useRecordRefundMutation();
  const saving = paying || refunding;
  const [failure, setFailure] = useState<string | null>(null);
  const invoiceId = shown?.id ?? '';
  const schema = useMemo(() => paymentFormSchema(kind, invoiceId), [kind, invoiceId]);
  const words = wording[kind];
  const { methods, dayLabel } = moneyKinds[kind];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentForm, unknown, RecordPaymentInput | RecordRefundInput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: shown ? paymentForm(kind, shown, todayInSouthAfrica(new Date())) : undefined,
  });
  // Each opening starts afresh from what is owed (or refundable) then; the dialog stays mounted between them.
  useEffect(() => {
    if (invoice) reset(paymentForm(kind, invoice, todayInSouthAfrica(new Date())));
  }, [kind, invoice, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  /** Sends the checked input; answers the amount recorded and the invoice as it stands after it. */
  const send = async (input: RecordPaymentInput | RecordRefundInput) => {
    if (kind === 'refund') {
      const { data } = await recordRefund({ variables: { input: input as RecordRefundInput } });
      return data?.recordRefund;
    }
    const { data } = await recordPayment({ variables: { input: input as RecordPaymentInput } });
    return data?.recordPayment;
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const recorded = await send(input);
      if (!recorded) throw new Error('No answer');
      const after = recorded.invoice;
      const left =
        kind === 'refund' || !after
          ? ''
          : after.outstandingCents > 0
            ? `${formatCents(after.outstandingCents)} still owed.`
            : 'It is paid in full.';
      const preposition = kind === 'refund' ? 'from' : 'against';
      toast({
        title: words.done,
        description: `${formatCents(Math.abs(recorded.amountCents))} ${preposition} ${shown?.number ?? 'the invoice'}. ${left}`.trim(),
        variant: 'success',
      });
      close();
    } catch (error) {
      const named = fieldErrorsOf(error);
      for (const { path, message } of named) {
        const field = formFieldOf(kind, path);
        if (field) setError(field, { type: 'server', message });
      }
      const elsewhere = named.filter(({ path }) => !formFieldOf(kind, path));
      setFailure(named.length > 0 ? elsewhere.map(({ message }) => message).join(' ') || null : refusalMessage(error, words.failed));
    }
  });

  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>
            {words.title} for <DocumentNumber>{shown?.number}</DocumentNumber>
          </DialogTitle>
          <DialogDescription>{words.about(shown)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${words.title} for ${shown?.number ?? 'the invoice'}`}>
          <FieldRow>
            <SelectField label="Method" error={errors.method?.message} {...register('method')}>
              {methods.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[enumName(method)]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Amount (R)"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors.amount?.message}
              {...register('amount')}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label={dayLabel}
              type="date"
              required
              max={todayInSouthAfrica(new Date())}
              error={errors.day?.message}
              {...register('day')}
            />
            <TextField
              label="Reference (optional)"
              maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              placeholder={words.referenceHint}
              error={errors.reference?.message}
              {...register('reference')}
            />
          </FieldRow>
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
              {saving ? words.busy : words.title}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// "INV-00042" stays whole: a narrow title would otherwise break it at its hyphen.
const DocumentNumber = styled.span`
  white-space: nowrap;
`;
