import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { INVOICE_NOTES_MAX_LENGTH } from '@validation/billing/invoice-input';
import { MAX_INVOICE_LINES } from '@validation/billing/invoice-line-input';
import { formatCents } from '@validation/billing/money';
import { formatRate } from '@validation/billing/vat';
import {
  useCreateInvoiceMutation,
  useInvoiceChoicesQuery,
  useUpdateInvoiceMutation,
  type InvoiceDetailFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextAreaField } from '../../../components/Field';
import { FieldRow } from '../../../components/FieldRow';
import { useFocusReturn } from '../../../components/focus-return';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import {
  blankLine,
  formFieldOf,
  invoiceForm,
  invoiceFormSchema,
  previewOf,
  type InvoiceForm,
  type InvoiceFormOutput,
} from './invoice-form';
import { documentName } from './invoice-labels';
import { InvoiceLineFields } from './InvoiceLineFields';

export interface InvoiceDialogProps {
  open: boolean;
  /** The draft to change; null for a new invoice. */
  invoice: InvoiceDetailFragment | null;
  onClose: () => void;
  /** Called with the draft as the API saved it, before the dialog closes. */
  onSaved: (invoice: InvoiceDetailFragment) => void;
}

/** The rate the preview uses when today's cannot be read: the standard rate since 1 April 2018. */
const FALLBACK_BASIS_POINTS = 1500;

/**
 * "New invoice" (staff, docs/billing.md#drafts), and Edit on a draft: the client and optionally one
 * of their engagements, the lines (a description, quantity, unit price excluding VAT and VAT
 * treatment each) and a note; a draft credit note has its reason instead. The amounts are
 * previewed as the server works them out, line by line; saving keeps a draft, which staff issue
 * from its page. The server's messages go beneath the fields they name (`lines.0.quantity`).
 */
export function InvoiceDialog({ open, invoice, onClose, onSaved }: InvoiceDialogProps) {
  const kind = invoice?.kind ?? 'INVOICE';
  const editing = invoice !== null;
  const schema = useMemo(() => invoiceFormSchema(kind), [kind]);
  const returnFocus = useFocusReturn(open);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<InvoiceForm, unknown, InvoiceFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: invoiceForm(invoice),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });

  // Each opening starts afresh from the draft (or a blank form): the dialog stays mounted between
  // them. Only an opening: the draft answered again while the form is open keeps what was typed.
  const draft = useRef(invoice);
  useEffect(() => {
    draft.current = invoice;
  });
  useEffect(() => {
    if (open) reset(invoiceForm(draft.current));
  }, [open, reset]);

  const choices = useInvoiceChoicesQuery({ skip: !open || kind === 'CREDIT_NOTE' });
  const loaded = choices.data;
  const [create, { loading: creating }] = useCreateInvoiceMutation();
  const [update, { loading: updating }] = useUpdateInvoiceMutation();
  const saving = creating || updating;

  const clientId = useWatch({ control, name: 'clientId' });
  const lines = useWatch({ control, name: 'lines' });
  // The client's engagements the viewer sees, and a draft's own (kept even if no longer among them).
  const own = invoice?.engagement && invoice.client?.id === clientId ? [invoice.engagement] : [];
  const engagements = [
    ...(loaded?.engagements ?? []).filter((engagement) => engagement.client?.id === clientId && engagement.id !== own[0]?.id),
    ...own,
  ].sort((a, b) => a.title.localeCompare(b.title));
  const engagementIds = engagements.map((engagement) => engagement.id).join(' ');
  const clients = [...(loaded?.documentRequestClients ?? [])].sort((a, b) => fullNameOf(a).localeCompare(fullNameOf(b)));

  // Another client: an engagement of the one before is no longer theirs. A draft's own engagement
  // is chosen again once its option is there (the select could not show it before).
  useEffect(() => {
    const chosen = getValues('engagementId');
    if (!chosen || !loaded) return;
    setValue('engagementId', engagementIds.split(' ').includes(chosen) ? chosen : '');
  }, [engagementIds, loaded, getValues, setValue]);

  // A draft's amounts are at the rate it was last priced at (none from a firm that charges no VAT);
  // a new one's at today's standard rate.
  const todayRate = loaded?.vatRates.find((rate) => rate.inForce)?.basisPoints;
  const rate = invoice ? (invoice.vatBasisPoints ?? 0) : (todayRate ?? FALLBACK_BASIS_POINTS);
  const preview = previewOf(lines ?? [], rate);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = handleSubmit(async (output) => {
    setRefusal(null);
    let saved: InvoiceDetailFragment | undefined;
    try {
      if (!invoice) {
        const { clientId: client, engagementId, lines: typed, notes } = output;
        const { data } = await create({
          variables: { input: { clientId: client, engagementId, lines: typed, notes } },
          refetchQueries: ['Invoices'],
        });
        saved = data?.createInvoice;
      } else {
        const input =
          kind === 'INVOICE'
            ? { engagementId: output.engagementId ?? '', lines: output.lines, notes: output.notes ?? '' }
            : { lines: output.lines, reason: output.reason };
        const { data } = await update({ variables: { id: invoice.id, input } });
        saved = data?.updateInvoice;
      }
      if (!saved) throw new Error('No answer');
    } catch (error) {
      // What was typed stays: the server's field messages go beneath their fields, the rest above the buttons.
      const named = fieldErrorsOf(error);
      const elsewhere: string[] = [];
      for (const { path, message } of named) {
        const field = formFieldOf(path);
        if (field) setError(field as FieldPath<InvoiceForm>, { type: 'server', message });
        else elsewhere.push(message);
      }
      setRefusal(
        named.length > 0 ? elsewhere.join(' ') || null : formFailureMessage(error, 'The draft could not be saved. Please try again.'),
      );
      return;
    }
    const client = saved.client ? ` for ${fullNameOf(saved.client)}` : '';
    toast({
      title: editing ? `${documentName(saved)} saved` : 'Draft invoice saved',
      description: `${formatCents(saved.totalCents)}${client}. Issue it from its page when it is ready.`,
      variant: 'success',
    });
    onSaved(saved);
    close();
  });

  const title = !invoice ? 'New invoice' : kind === 'INVOICE' ? 'Edit draft invoice' : 'Edit draft credit note';
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Prices exclude VAT. It is kept as a draft, which only staff see, until it is issued from its page.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          {kind === 'INVOICE' && (
            <FieldRow>
              <SelectField label="Client" required disabled={editing || !loaded} error={errors.clientId?.message} {...register('clientId')}>
                {editing && invoice.client ? (
                  <option value={invoice.client.id}>{fullNameOf(invoice.client)}</option>
                ) : (
                  <>
                    <option value="">{loaded ? 'Choose a client' : 'Loading clients…'}</option>
                    {clients.map((client) => (
                      <option key={client.id} value={client.id}>
                        {fullNameOf(client)}
                      </option>
                    ))}
                  </>
                )}
              </SelectField>
              <SelectField
                label="Engagement (optional)"
                disabled={!clientId || !loaded}
                error={errors.engagementId?.message}
                {...register('engagementId')}
              >
                <option value="">{clientId ? 'No engagement' : 'Choose a client first'}</option>
                {engagements.map((engagement) => (
                  <option key={engagement.id} value={engagement.id}>
                    {engagement.title}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
          )}

          <Lines>
            {fields.map((field, index) => (
              <InvoiceLineFields
                key={field.id}
                legend={`Line ${index + 1}`}
                fields={{
                  description: register(`lines.${index}.description`),
                  quantity: register(`lines.${index}.quantity`),
                  unitPrice: register(`lines.${index}.unitPrice`),
                  vatTreatment: register(`lines.${index}.vatTreatment`),
                }}
                errors={errors.lines?.[index]}
                onRemove={fields.length > 1 ? () => remove(index) : undefined}
              />
            ))}
          </Lines>
          {linesError && <Failure role="alert">{linesError}</Failure>}
          <Button $variant="outline" $size="sm" disabled={fields.length >= MAX_INVOICE_LINES} onClick={() => append(blankLine())}>
            Add line
          </Button>

          <Preview aria-label="Amounts">
            <h3>Amounts</h3>
            <dl>
              <div>
                <dt>Total excluding VAT</dt>
                <dd>{formatCents(preview.totals.netCents)}</dd>
              </div>
              <div>
                <dt>VAT at {formatRate(rate)}</dt>
                <dd>{formatCents(preview.totals.vatCents)}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatCents(preview.totals.totalCents)}</dd>
              </div>
            </dl>
            <p>
              {preview.readable < (lines?.length ?? 0) ? 'A line whose quantity or price cannot be read yet is left out. ' : ''}
              {invoice
                ? 'Worked out as the server does, line by line; saving prices the draft at today’s rate.'
                : todayRate === undefined && choices.error
                  ? 'Today’s VAT rate could not be read: shown at 15 %. The saved draft shows the amounts charged.'
                  : 'Worked out as the server does, line by line, at today’s rate (none if the firm charges no VAT).'}
            </p>
          </Preview>

          {kind === 'INVOICE' ? (
            <TextAreaField
              label="Notes (optional)"
              rows={2}
              maxLength={INVOICE_NOTES_MAX_LENGTH}
              placeholder="Printed on the invoice, such as a purchase order number"
              error={errors.notes?.message}
              {...register('notes')}
            />
          ) : (
            <TextAreaField label="Reason" rows={2} required error={errors.reason?.message} {...register('reason')} />
          )}
          {choices.error && <Failure role="alert">{formFailureMessage(choices.error, 'The clients could not be loaded.')}</Failure>}
          {refusal && <Failure role="alert">{refusal}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save draft'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Preview = styled.section`
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  dl div:last-child {
    font-weight: 700;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
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
  margin-top: ${({ theme }) => theme.space[6]};
`;
