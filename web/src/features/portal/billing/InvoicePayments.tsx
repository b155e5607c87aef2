import { useId } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { InvoiceDetailFragment } from '../../../graphql/generated';
import { VisuallyHidden } from '../../../components/Card';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { formatCalendarDate } from '../../../lib/format';
import { Figure, Totals } from './invoice-figures';
import { paymentMethodLabels } from './invoice-labels';

/**
 * The payments against an issued invoice, oldest first (docs/billing.md#payments): the day each
 * came in, how, its reference and amount, and any refund paid back (a negative amount); then what
 * was paid, what is still owed, and what was paid beyond it that may be refunded.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetailFragment }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Payments</h2>
      {invoice.payments.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label="Payments (scrolls sideways)">
          <RecordTable>
            <caption>
              <VisuallyHidden>The payments against {invoice.number}, oldest first</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Method</th>
                <th scope="col">Reference</th>
                <Figure as="th" scope="col">
                  Amount
                </Figure>
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatCalendarDate(payment.receivedOn)}</td>
                  <td>
                    {payment.amountCents < 0 ? `Refund (${paymentMethodLabels[payment.method]})` : paymentMethodLabels[payment.method]}
                  </td>
                  <td>{payment.reference ?? '—'}</td>
                  <Figure>{formatCents(payment.amountCents)}</Figure>
                </tr>
              ))}
            </tbody>
          </RecordTable>
        </TableScroll>
      )}
      <PaymentTotals>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(invoice.paidCents)}</dd>
        </div>
        {invoice.refundableCents > 0 && (
          <div>
            <dt>Paid beyond it (the client’s credit)</dt>
            <dd>{formatCents(invoice.refundableCents)}</dd>
          </div>
        )}
        <div>
          <dt>Still owed</dt>
          <dd>{formatCents(invoice.outstandingCents)}</dd>
        </div>
      </PaymentTotals>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 52rem;
  min-width: 0;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// The last line, what is still owed, stands out.
const PaymentTotals = styled(Totals)`
  div:last-child {
    font-weight: 700;
  }
`;
