import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { useInvoiceQuery, type SessionUserFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { ButtonAnchor } from '../../../components/ButtonLink';
import { FailureState, LoadingState } from '../../../components/DataState';
import { RECORDS_UNREACHABLE, isServiceUnavailable } from '../../../lib/service-unavailable';
import { BackLink } from '../shared/BackLink';
import { PageHeader } from '../shared/PageHeader';
import { RecordNotFound, isNotFound } from '../shared/RecordNotFound';
import { isStaff } from '../shared/roles';
import { BILLING_PATH, documentName, invoiceBadge } from './invoice-labels';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDocument } from './InvoiceDocument';

/**
 * /portal/billing/:id (docs/billing.md#invoices-and-credit-notes): one invoice or credit note as
 * its client reads it, with a copy of its PDF once issued. Staff also change, issue or delete a
 * draft, and credit an invoice still owed.
 */
export function InvoicePage({ user }: { user: SessionUserFragment }) {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useInvoiceQuery({ variables: { id }, notifyOnNetworkStatusChange: true });
  const invoice = data?.invoice;
  const staff = isStaff(user.roleNames);

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
      {invoice.status === 'DRAFT' && staff && (
        <DraftNote role="note">
          A draft: only staff see it. Once issued it is numbered, sent to the client’s documents and never changed.
        </DraftNote>
      )}
      <InvoiceDocument invoice={invoice} />
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
