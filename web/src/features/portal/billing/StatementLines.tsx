import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { VisuallyHidden } from '../../../components/Card';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { useIsPhone } from '../../../components/useMediaQuery';
import { formatCalendarDate } from '../../../lib/format';
import { AmountFacts, Figure, LineCards } from './invoice-figures';
import { invoicePath } from './invoice-labels';
import type { StatementLine } from './statement-csv';

/** A balance as a statement reads it: below zero is the client's credit, said in words rather than a minus. */
export const balanceWords = (cents: number) => (cents < 0 ? `${formatCents(-cents)} in credit` : formatCents(cents));

/** What a line adds to what is owed, or takes off it; a dash where it does neither. */
const amountOr = (cents: number) => (cents ? formatCents(cents) : '—');

/** Each line names the invoice it concerns, and opens that invoice's page. */
function Description({ line }: { line: StatementLine }) {
  return <Link to={invoicePath(line.invoiceId)}>{line.description}</Link>;
}

/**
 * The lines of a statement of account, oldest first (docs/billing.md#statement-of-account): a
 * table with the running balance on a wider screen, a card each on a phone.
 */
export function StatementLines({ lines, caption }: { lines: readonly StatementLine[]; caption: string }) {
  if (useIsPhone())
    return (
      <LineCards aria-label={caption}>
        {lines.map((line) => (
          <li key={`${line.kind}-${line.paymentId ?? line.invoiceId}`}>
            <article aria-label={`${line.description}, ${formatCalendarDate(line.date)}`}>
              <p>
                <Description line={line} />
              </p>
              <AmountFacts $labelWidth="6rem">
                <div>
                  <dt>Date</dt>
                  <dd>{formatCalendarDate(line.date)}</dd>
                </div>
                {line.debitCents > 0 && (
                  <div>
                    <dt>Debit</dt>
                    <dd>{formatCents(line.debitCents)}</dd>
                  </div>
                )}
                {line.creditCents > 0 && (
                  <div>
                    <dt>Credit</dt>
                    <dd>{formatCents(line.creditCents)}</dd>
                  </div>
                )}
                <div>
                  <dt>Balance</dt>
                  <dd>{balanceWords(line.balanceCents)}</dd>
                </div>
              </AmountFacts>
            </article>
          </li>
        ))}
      </LineCards>
    );
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Statement of account (scrolls sideways)">
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <Figure as="th" scope="col">
              Debit
            </Figure>
            <Figure as="th" scope="col">
              Credit
            </Figure>
            <Figure as="th" scope="col">
              Balance
            </Figure>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.paymentId ?? line.invoiceId}`}>
              <td>{formatCalendarDate(line.date)}</td>
              <th scope="row">
                <Description line={line} />
              </th>
              <Figure>{amountOr(line.debitCents)}</Figure>
              <Figure>{amountOr(line.creditCents)}</Figure>
              <Figure>{balanceWords(line.balanceCents)}</Figure>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Table = styled(RecordTable)`
  tbody th {
    font-weight: 400;
    white-space: normal;
    min-width: 14rem;
  }
`;
