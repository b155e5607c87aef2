import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '@validation/billing/money';
import { useDeleteInvoiceMutation, useIssueInvoiceMutation, type InvoiceDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { ConfirmDialog, type Confirmation } from '../../../components/ConfirmDialog';
import { intentHandlers } from '../../../components/intent-handlers';
import { toast } from '../../../components/toast-store';
import {
  DeferredCreditNoteDialog,
  DeferredInvoiceDialog,
  DeferredRecordPaymentDialog,
  prefetchCreditNoteDialog,
  prefetchInvoiceDialog,
  prefetchRecordPaymentDialog,
} from './deferred-dialogs';
import { BILLING_PATH, documentName, invoicePath } from './invoice-labels';
import type { MoneyKind } from './payment-form';

/**
 * What staff do with a document on its page: a draft is changed, issued or deleted (issuing and
 * deleting after a confirmation, since neither can be undone); an issued invoice still owed is
 * paid by EFT or cash recorded against it; one not yet wholly credited is corrected with a credit
 * note; what was paid beyond it is refunded.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetailFragment }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [crediting, setCrediting] = useState<InvoiceDetailFragment | null>(null);
  const [recording, setRecording] = useState<{ kind: MoneyKind; invoice: InvoiceDetailFragment } | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [issue] = useIssueInvoiceMutation();
  const [remove] = useDeleteInvoiceMutation();
  const draft = invoice.status === 'DRAFT';
  const issuedInvoice = invoice.kind === 'INVOICE' && !draft;
  const owed = issuedInvoice && invoice.outstandingCents > 0;
  // A paid invoice may still be corrected (its fee lowered, then refunded), until its credit notes take it all.
  const creditable = issuedInvoice && invoice.totalCents > invoice.creditedCents;
  const refundable = issuedInvoice && invoice.refundableCents > 0;
  const name = documentName(invoice);
  const what = invoice.kind === 'INVOICE' ? 'invoice' : 'credit note';

  const askToIssue = () =>
    setConfirming({
      title: `Issue this ${what}?`,
      description: (
        <>
          Issuing gives it the next number, dates it today, {invoice.kind === 'INVOICE' ? 'charges today’s VAT rate, ' : ''}names the firm
          and the client as they stand now and files its PDF among the client’s documents, where they see it.{' '}
          <strong>An issued {what} can no longer be changed or deleted</strong>: a mistake is then put right with a credit note.
        </>
      ),
      keepLabel: 'Not yet',
      confirmLabel: `Issue ${what}`,
      busyLabel: 'Issuing…',
      failure: `The ${what} could not be issued. It is kept as a draft. Please try again.`,
      run: async () => {
        // The answer updates the document wherever it is shown, in the list too (it is one record of the cache).
        const { data } = await issue({ variables: { id: invoice.id } });
        if (!data) throw new Error('No answer');
        toast({
          title: `${documentName(data.issueInvoice)} issued`,
          description: `${formatCents(data.issueInvoice.totalCents)}. Its PDF is in the client’s documents.`,
          variant: 'success',
        });
      },
    });

  const askToDelete = () =>
    setConfirming({
      title: `Delete this draft ${what}?`,
      description: `${formatCents(invoice.totalCents)}, never issued. Deleting it takes no number and cannot be undone.`,
      keepLabel: 'Keep it',
      confirmLabel: 'Delete draft',
      busyLabel: 'Deleting…',
      failure: 'The draft could not be deleted. Please try again.',
      run: async () => {
        // Gone from the cache, so the list shown next leaves it out before its own answer comes.
        await remove({
          variables: { id: invoice.id },
          update: (cache, { data }) => {
            if (data) cache.evict({ id: cache.identify(data.deleteInvoice) });
            cache.gc();
          },
        });
        toast({ title: 'Draft deleted', description: `${name}, ${formatCents(invoice.totalCents)}`, variant: 'success' });
        void navigate(BILLING_PATH);
      },
    });

  return (
    <>
      {draft && (
        <>
          <Button $variant="outline" onClick={() => setEditing(true)} {...intentHandlers(prefetchInvoiceDialog)}>
            Edit
          </Button>
          <Button onClick={askToIssue}>Issue</Button>
          <Button $variant="ghost" onClick={askToDelete}>
            Delete draft
          </Button>
        </>
      )}
      {owed && (
        <Button onClick={() => setRecording({ kind: 'payment', invoice })} {...intentHandlers(prefetchRecordPaymentDialog)}>
          Record payment
        </Button>
      )}
      {creditable && (
        <Button $variant="outline" onClick={() => setCrediting(invoice)} {...intentHandlers(prefetchCreditNoteDialog)}>
          Credit note
        </Button>
      )}
      {refundable && (
        <Button
          $variant="outline"
          onClick={() => setRecording({ kind: 'refund', invoice })}
          {...intentHandlers(prefetchRecordPaymentDialog)}
        >
          Record refund
        </Button>
      )}
      <DeferredInvoiceDialog open={editing} invoice={invoice} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      <DeferredCreditNoteDialog
        invoice={crediting}
        onClose={() => setCrediting(null)}
        onDone={(creditNote) => void navigate(invoicePath(creditNote.id))}
      />
      <DeferredRecordPaymentDialog
        kind={recording?.kind ?? 'payment'}
        invoice={recording?.invoice ?? null}
        onClose={() => setRecording(null)}
      />
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
