import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { useInvoiceQuery, type SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { backgroundPart } from '../../../components/background-part';
import { ButtonAnchor } from '../../../components/ButtonLink';
import { FailureState, LoadingState } from '../../../components/DataState';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../lib/service-unavailable';
import { BackLink } from '../shared/BackLink';
import { PageHeader } from '../shared/PageHeader';
import { RecordNotFound, isNotFound } from '../shared/RecordNotFound';
import { isStaff } from '../shared/roles';
import { BILLING_PATH, documentName, invoiceBadge } from './invoice-labels';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoicePayments } from './InvoicePayments';
import { PayInvoice } from './PayInvoice';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { usePaymentConfirmation } from './payment-confirmation';

// Staff's buttons and their dialogs (with the dialogs' own code): a client, who reads far more
// invoices than staff change, never loads them.
const loadActions = () => import('./InvoiceActions').then((module) => module.InvoiceActions);
const InvoiceActions = backgroundPart(loadActions);

/**
 * /portal/billing/:id (docs/billing.md#invoices-and-credit-notes): one invoice or credit note as
 * its client reads it, with a copy of its PDF once issued, and on an issued invoice its payments
 * and, while something is owed, Pay through the providers the firm connected. Staff also change,
 * issue or delete a draft, and record a payment on or credit an invoice still owed.
 */
export function InvoicePage({ user }: { user: SessionUserFragment }) {
  const { id = '' } = useParams();
  const paymentOutcome = useSearchParams()[0].get('payment');
  const { data, loading, error, refetch, startPolling, stopPolling } = useInvoiceQuery({
    variables: { id },
    notifyOnNetworkStatusChange: true,
  });
  const invoice = data?.invoice;
  const confirmation = usePaymentConfirmation(paymentOutcome, invoice?.status, { startPolling, stopPolling });
  const staff = isStaff(user.roleNames);
  // Fetched alongside the invoice, so that the buttons come with it.
  useEffect(() => {
    if (staff) void loadActions().catch(() => undefined);
  }, [staff]);

  if (!invoice) {
    if (error && isNotFound(error))
      return (
        <RecordNotFound
          what="Invoice"
          text="There is no such invoice, or it is not one of yours. Check the link, or find it among your invoices."
          listPath={BILLING_PATH}
          listLabel="Go to billing"
        />
      );
    return (
      <>
        <title>Invoice | Khanya Client Portal</title>
        <BackLink to={BILLING_PATH}>All invoices</BackLink>
        <PageHeader title="Invoice" />
        {error ? (
          <FailureState
            message={isServiceUnavailable(error) ? RECORDS_UNREACHABLE : 'We could not load this invoice.'}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          loading && <LoadingState label="Loading the invoice…" />
        )}
      </>
    );
  }

  const name = documentName(invoice);
  const badge = invoiceBadge(invoice);
  const issuedInvoice = invoice.kind === 'INVOICE' && invoice.status !== 'DRAFT';
  const providers = data.paymentProviders;
  // Not while a payment just made is being confirmed: a second one would be charged too.
  const payable = issuedInvoice && invoice.outstandingCents > 0 && providers.length > 0 && confirmation !== 'confirming';
  return (
    <>
      <title>{`${name} | Khanya Client Portal`}</title>
      <BackLink to={BILLING_PATH}>All invoices</BackLink>
      <PageHeader
        title={name}
        badge={<Badge $tone={badge.tone}>{badge.label}</Badge>}
        subtitle={staff && invoice.client ? `For ${fullNameOf(invoice.client)} (${invoice.client.email})` : undefined}
        actions={
          <>
            {staff && <InvoiceActions invoice={invoice} />}
            {invoice.status !== 'DRAFT' && (
              <ButtonAnchor
                $variant="outline"
                href={`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`}
                download
                aria-label={`Download PDF: a copy of ${name}`}
              >
                Download PDF
              </ButtonAnchor>
            )}
          </>
        }
      />
      {paymentOutcome && <PaymentReturnNotice outcome={paymentOutcome} invoice={invoice} confirmation={confirmation} />}
      {invoice.status === 'DRAFT' && staff && (
        <DraftNote role="note">
          A draft: only staff see it. Once issued it is numbered, sent to the client’s documents and never changed.
        </DraftNote>
      )}
      {payable && <PayInvoice invoice={invoice} providers={providers} />}
      <InvoiceDocument invoice={invoice} />
      {issuedInvoice && <InvoicePayments invoice={invoice} />}
    </>
  );
}

const DraftNote = styled.p`
  max-width: 52rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold500};
  background: ${({ theme }) => theme.colors.gold100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
