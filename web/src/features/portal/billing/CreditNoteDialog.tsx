import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { CREDIT_REASON_MAX_LENGTH } from '@validation/billing/invoice-input';
import { invoiceTotals } from '@validation/billing/invoice-totals';
import { formatCents } from '@validation/billing/money';
import { vatTreatmentValues } from '@validation/billing/vat';
import { enumName } from '@validation/enum-names';
import {
  useCreateCreditNoteMutation,
  useIssueInvoiceMutation,
  type CreateCreditNoteInput,
  type InvoiceDetailFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Actions, Failure, refusalMessage } from '../../../components/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextAreaField } from '../../../components/Field';
import { useFocusReturn } from '../../../components/focus-return';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { creditNoteForm, creditNoteFormSchema, type CreditNoteForm } from './credit-note-form';
import { documentName, formatQuantity } from './invoice-labels';

export interface CreditNoteDialogProps {
  /** The issued invoice to credit; null while closed. */
  invoice: InvoiceDetailFragment | null;
  onClose: () => void;
  /** Called with the credit note made (a draft, or issued at once) once the dialog is done. */
  onDone: (creditNote: InvoiceDetailFragment) => void;
}

/**
 * "Credit note" on an issued invoice (docs/billing.md#credit-notes): why it is credited and which
 * lines, none for the whole invoice, at the invoice's rate and never more than is left of it. The
 * draft made, the dialog offers to issue it at once; otherwise it waits on its own page.
 */
export function CreditNoteDialog({ invoice, onClose, onDone }: CreditNoteDialogProps) {
  // The invoice stays shown while the dialog fades out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const returnFocus = useFocusReturn(invoice);
  const [drafted, setDrafted] = useState<InvoiceDetailFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading: creating }] = useCreateCreditNoteMutation();
  const [issue, { loading: issuing }] = useIssueInvoiceMutation();
  const busy = creating || issuing;

  const close = () => {
    setFailure(null);
    setDrafted(null);
    onClose();
  };
  const finish = (creditNote: InvoiceDetailFragment) => {
    onDone(creditNote);
    close();
  };

  const issueNow = async (creditNote: InvoiceDetailFragment) => {
    setFailure(null);
    try {
      // The invoice's page is asked again: what is left of it, and where it stands, change.
      const { data } = await issue({ variables: { id: creditNote.id }, refetchQueries: ['Invoice'] });
      if (!data) throw new Error('No answer');
      toast({
        title: `${documentName(data.issueInvoice)} issued`,
        description: `${formatCents(data.issueInvoice.totalCents)} credited. Its PDF is in the client’s documents.`,
        variant: 'success',
      });
      finish(data.issueInvoice);
    } catch (error) {
      setFailure(refusalMessage(error, 'The credit note could not be issued. It is kept as a draft. Please try again.'));
    }
  };

  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        {drafted ? (
          <>
            <DialogHeader>
              <DialogTitle>Issue the credit note now?</DialogTitle>
              <DialogDescription>
                The draft credit note for {formatCents(drafted.totalCents)} against {shown?.number} is saved. Issuing numbers it, dates it
                today and files its PDF among the client’s documents; an issued credit note can no longer be changed.
              </DialogDescription>
            </DialogHeader>
            {failure && <Failure role="alert">{failure}</Failure>}
            <Actions>
              <Button $variant="ghost" disabled={busy} onClick={() => finish(drafted)}>
                Not now
              </Button>
              <Button disabled={busy} onClick={() => void issueNow(drafted)}>
                {issuing ? 'Issuing…' : 'Issue credit note'}
              </Button>
            </Actions>
          </>
        ) : (
          shown && (
            <CreditNoteFields
              invoice={shown}
              open={!!invoice}
              busy={busy}
              onCancel={close}
              onCreate={async (input) => {
                const { data } = await create({ variables: { input } });
                if (!data) throw new Error('No answer');
                setDrafted(data.createCreditNote);
              }}
            />
          )
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreditNoteFields({
  invoice,
  open,
  busy,
  onCancel,
  onCreate,
}: {
  invoice: InvoiceDetailFragment;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onCreate: (input: CreateCreditNoteInput) => Promise<void>;
}) {
  const schema = useMemo(() => creditNoteFormSchema(invoice), [invoice]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreditNoteForm, unknown, CreateCreditNoteInput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: creditNoteForm(invoice),
  });
  useEffect(() => {
    if (open) reset(creditNoteForm(invoice));
  }, [open, invoice, reset]);

  const ticked = useWatch({ control, name: 'lines' }) ?? [];
  const chosen = invoice.lines.filter((_line, index) => ticked[index]);
  const creditedCents =
    chosen.length === 0
      ? invoice.totalCents
      : invoiceTotals(
          chosen.map((line) => ({
            quantityThousandths: line.quantityThousandths,
            unitPriceCents: line.unitPriceCents,
            treatment: vatTreatmentValues.find((value) => enumName(value) === line.treatment) ?? 'standard',
          })),
          invoice.vatBasisPoints ?? 0,
        ).totalCents;
  const partlyCredited = invoice.creditedCents > 0;

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onCreate(input);
    } catch (error) {
      const named = fieldErrorsOf(error);
      for (const { path, message } of named) {
        if (path === 'reason') setError('reason', { type: 'server', message });
        else if (path === 'lines' || path.startsWith('lines.')) setError('lines', { type: 'server', message });
      }
      const elsewhere = named.filter(({ path }) => path !== 'reason' && path !== 'lines' && !path.startsWith('lines.'));
      setFailure(
        named.length > 0
          ? elsewhere.map(({ message }) => message).join(' ') || null
          : refusalMessage(error, 'The credit note could not be made. Please try again.'),
      );
    }
  });

  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Credit note for {invoice.number}</DialogTitle>
        <DialogDescription>
          A credit note corrects an issued invoice at its rate, for at most what is left of it: {formatCents(invoice.outstandingCents)}.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Credit note for ${invoice.number}`}>
        <TextAreaField
          label="Reason"
          rows={3}
          required
          maxLength={CREDIT_REASON_MAX_LENGTH}
          placeholder="Why it is credited, as the credit note prints it"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <LineChoices>
          <legend>Lines credited</legend>
          <p>
            {partlyCredited
              ? `Part of ${invoice.number} is credited already: tick the lines to credit.`
              : 'Tick the lines to credit, or none to credit the whole invoice.'}
          </p>
          {invoice.lines.map((line, index) => (
            <Controller
              key={index}
              control={control}
              name={`lines.${index}`}
              render={({ field }) => (
                <CheckboxField
                  label={line.description}
                  description={`${formatQuantity(line.quantityThousandths)} × ${formatCents(line.unitPriceCents)}, ${formatCents(line.netCents + line.vatCents)} with VAT`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </LineChoices>
        {linesError && <Failure role="alert">{linesError}</Failure>}
        <Credited>
          Credits <strong>{formatCents(creditedCents)}</strong>
          {chosen.length === 0 ? ' (the whole invoice)' : ''}.
        </Credited>
        {failure && <Failure role="alert">{failure}</Failure>}
        <Actions>
          <Button $variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save draft credit note'}
          </Button>
        </Actions>
      </form>
    </>
  );
}

const LineChoices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Credited = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-variant-numeric: tabular-nums;
`;
