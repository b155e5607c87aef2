import { useId } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import type { InvoiceDetailFragment } from '../../../graphql/generated';
import { VisuallyHidden } from '../../../components/Card';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { formatCalendarDate } from '../../../lib/format';
import { paymentMethodLabels } from './invoice-labels';

/**
 * The payments against an issued invoice, oldest first (docs/billing.md#payments): the day each
 * came in, how, its reference and amount; then what was paid and what is still owed.
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
                <th scope="col">Received</th>
                <th scope="col">Method</th>
                <th scope="col">Reference</th>
                <Amount as="th" scope="col">
                  Amount
                </Amount>
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatCalendarDate(payment.receivedOn)}</td>
                  <td>{paymentMethodLabels[payment.method]}</td>
                  <td>{payment.reference ?? '—'}</td>
                  <Amount>{formatCents(payment.amountCents)}</Amount>
                </tr>
              ))}
            </tbody>
          </RecordTable>
        </TableScroll>
      )}
      <Totals>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(invoice.paidCents)}</dd>
        </div>
        <div>
          <dt>Still owed</dt>
          <dd>{formatCents(invoice.outstandingCents)}</dd>
        </div>
      </Totals>
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

// Doubled: the table's own rule sets every cell to the left.
const Amount = styled.td`
  && {
    text-align: right;
  }
  font-variant-numeric: tabular-nums;
`;

const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-self: end;
  width: min(100%, 22rem);
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  div:last-child {
    font-weight: 700;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
