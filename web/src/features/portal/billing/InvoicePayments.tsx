import { useId } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { InvoiceDetailFragment } from '../../../graphql/generated';
import { VisuallyHidden } from '../../../components/Card';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { useIsPhone } from '../../../components/useMediaQuery';
import { formatCalendarDate } from '../../../lib/format';
import { media } from '../../../lib/theme';
import { AmountFacts, Figure, LineCards, Totals } from './invoice-figures';
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
      {invoice.payments.length === 0 ? <p>No payments yet.</p> : <PaymentList invoice={invoice} />}
      <PaymentTotals>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(invoice.paidCents)}</dd>
        </div>
        {invoice.refundableCents > 0 && (
          <div>
            <dt>Credit (paid beyond it)</dt>
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

type Payment = InvoiceDetailFragment['payments'][number];

/** "EFT", or "Refund (EFT)" for money paid back (a negative amount). */
const methodOf = (payment: Payment) =>
  payment.amountCents < 0 ? `Refund (${paymentMethodLabels[payment.method]})` : paymentMethodLabels[payment.method];

/** A table on a wider screen; on a phone a card each, so that the amount is never past its edge. */
function PaymentList({ invoice }: { invoice: InvoiceDetailFragment }) {
  const caption = `The payments against ${invoice.number}, oldest first`;
  if (useIsPhone())
    return (
      <LineCards aria-label={caption}>
        {invoice.payments.map((payment) => (
          <li key={payment.id}>
            <article aria-label={`${methodOf(payment)} ${formatCalendarDate(payment.receivedOn)}`}>
              <p>
                <strong>{methodOf(payment)}</strong>
              </p>
              <AmountFacts $labelWidth="6rem">
                <div>
                  <dt>Date</dt>
                  <dd>{formatCalendarDate(payment.receivedOn)}</dd>
                </div>
                <div>
                  <dt>Reference</dt>
                  <dd>{payment.reference ?? '—'}</dd>
                </div>
                <div>
                  <dt>Amount</dt>
                  <dd>{formatCents(payment.amountCents)}</dd>
                </div>
              </AmountFacts>
            </article>
          </li>
        ))}
      </LineCards>
    );
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Payments (scrolls sideways)">
      <RecordTable>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
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
              <td>{methodOf(payment)}</td>
              <td>{payment.reference ?? '—'}</td>
              <Figure>{formatCents(payment.amountCents)}</Figure>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </TableScroll>
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
  /* As wide a margin as the document above it. */
  ${media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
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
