import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { InvoiceDetailFragment } from '../../../graphql/generated';

interface NoticeProps {
  /** The address's `payment`: returned, cancelled or failed (anything else says nothing). */
  outcome: string;
  invoice: InvoiceDetailFragment;
  /** Whether the page still waits for a payment it was sent back from (usePaymentConfirmation). */
  confirmation: 'confirming' | 'late' | null;
}

/**
 * What the page says when a provider sends the client back (docs/billing.md#paying-online):
 * `?payment=returned`, `cancelled` or `failed`; back from paying, that the payment was received,
 * or that it is being confirmed while the page waits for it.
 */
export function PaymentReturnNotice({ outcome, invoice, confirmation }: NoticeProps) {
  const text = noticeText(outcome, confirmation, invoice);
  if (!text) return null;
  return (
    <Notice role="status" $tone={outcome === 'returned' ? 'good' : 'plain'}>
      {text}
    </Notice>
  );
}

function noticeText(outcome: string, confirmation: NoticeProps['confirmation'], invoice: InvoiceDetailFragment): string | null {
  switch (outcome) {
    case 'returned':
      if (invoice.status === 'PAID') return `Thank you: your payment of ${formatCents(paidOnline(invoice))} was received.`;
      return confirmation === 'late'
        ? 'Thank you: your payment is still being confirmed, which can take a few minutes. Reload this page later to see it before paying again.'
        : 'Thank you: your payment is being confirmed. This page updates when it arrives.';
    case 'cancelled':
      return 'Payment cancelled: nothing was charged.';
    case 'failed':
      return 'The payment did not go through: nothing was charged. You can try again.';
    default:
      return null;
  }
}

/** The latest payment through a provider (payments come oldest first); what was paid in all if none is listed. */
function paidOnline(invoice: InvoiceDetailFragment): number {
  const online = invoice.payments.filter((payment) => payment.method === 'PAYFAST' || payment.method === 'YOCO');
  return online.at(-1)?.amountCents ?? invoice.paidCents;
}

const Notice = styled.p<{ $tone: 'good' | 'plain' }>`
  max-width: 52rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successBg : theme.colors.canvas)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
