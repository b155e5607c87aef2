import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { formatCents } from '@validation/billing/money';
import type { InvoiceRowFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { VisuallyHidden } from '../../../components/Card';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../components/RecordTable';
import { useIsPhone } from '../../../components/useMediaQuery';
import { formatCalendarDate } from '../../../lib/format';
import { usePrefetchOnIntent } from '../shared/page-prefetch';
import { invoiceBadge, invoicePath } from './invoice-labels';

interface ListProps {
  invoices: readonly InvoiceRowFragment[];
  /** Staff see whose each one is. */
  showClient: boolean;
  caption: string;
}

const NOT_SHOWN = '—';
const clientName = (invoice: InvoiceRowFragment) => (invoice.client ? fullNameOf(invoice.client) : 'A former client');
const dayOf = (day: string | null) => (day ? formatCalendarDate(day) : NOT_SHOWN);

/** A credit note takes off what is owed: its total shows as a minus. */
const totalOf = (invoice: InvoiceRowFragment) => formatCents(invoice.kind === 'CREDIT_NOTE' ? -invoice.totalCents : invoice.totalCents);

/** What is still owed on an issued invoice; nothing on a draft or a credit note. */
const outstandingOf = (invoice: InvoiceRowFragment) =>
  invoice.kind === 'INVOICE' && invoice.status !== 'DRAFT' ? formatCents(invoice.outstandingCents) : NOT_SHOWN;

/**
 * The invoices and credit notes of the Billing page, most recent first: a table on wider screens
 * and a card each on a phone, so that no column is pushed past its edge. Each opens its own page.
 */
export function InvoiceList(props: ListProps) {
  const isPhone = useIsPhone();
  return isPhone ? <InvoiceCards {...props} /> : <InvoiceTable {...props} />;
}

/** The number of an issued document, or "Draft" (with whose it is for a screen reader), linking to its page. */
function NumberLink({ invoice }: { invoice: InvoiceRowFragment }) {
  const to = invoicePath(invoice.id);
  const prefetch = usePrefetchOnIntent(to);
  return (
    <Link to={to} {...prefetch}>
      {invoice.number ?? (
        <>
          Draft
          <VisuallyHidden>
            {' '}
            {invoice.kind === 'CREDIT_NOTE' ? 'credit note' : 'invoice'} for {clientName(invoice)}
          </VisuallyHidden>
        </>
      )}
    </Link>
  );
}

function StatusBadge({ invoice }: { invoice: InvoiceRowFragment }) {
  const { label, tone } = invoiceBadge(invoice);
  return <Badge $tone={tone}>{label}</Badge>;
}

function InvoiceTable({ invoices, showClient, caption }: ListProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`}>
      <RecordTable>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {showClient && <th scope="col">Client</th>}
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <Amount as="th" scope="col">
              Total
            </Amount>
            <Amount as="th" scope="col">
              Outstanding
            </Amount>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">
                <NumberLink invoice={invoice} />
              </th>
              {showClient && <td>{clientName(invoice)}</td>}
              <td>{invoice.issuedOn ? formatCalendarDate(invoice.issuedOn) : 'Not issued'}</td>
              <td>{dayOf(invoice.dueOn)}</td>
              <Amount>{totalOf(invoice)}</Amount>
              <Amount>{outstandingOf(invoice)}</Amount>
              <td>
                <StatusBadge invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </TableScroll>
  );
}

function InvoiceCards({ invoices, showClient, caption }: ListProps) {
  return (
    <Cards aria-label={caption}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <article aria-label={invoice.number ?? `Draft for ${clientName(invoice)}`}>
            <CardHead>
              <h3>
                <NumberLink invoice={invoice} />
              </h3>
              <StatusBadge invoice={invoice} />
            </CardHead>
            <RecordFacts $labelWidth="6.5rem">
              {showClient && (
                <div>
                  <dt>Client</dt>
                  <dd>{clientName(invoice)}</dd>
                </div>
              )}
              <div>
                <dt>Issued</dt>
                <dd>{invoice.issuedOn ? formatCalendarDate(invoice.issuedOn) : 'Not issued'}</dd>
              </div>
              {invoice.dueOn && (
                <div>
                  <dt>Due</dt>
                  <dd>{formatCalendarDate(invoice.dueOn)}</dd>
                </div>
              )}
              <div>
                <dt>Total</dt>
                <dd>{totalOf(invoice)}</dd>
              </div>
              {invoice.kind === 'INVOICE' && invoice.status !== 'DRAFT' && (
                <div>
                  <dt>Outstanding</dt>
                  <dd>{outstandingOf(invoice)}</dd>
                </div>
              )}
            </RecordFacts>
          </article>
        </li>
      ))}
    </Cards>
  );
}

// Doubled: the table's own rule sets every cell to the left.
const Amount = styled.td`
  && {
    text-align: right;
  }
  font-variant-numeric: tabular-nums;
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Cards = styled(RecordCards)`
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;
