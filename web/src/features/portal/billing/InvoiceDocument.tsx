import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { formatCents } from '@validation/billing/money';
import { formatRate } from '@validation/billing/vat';
import type { InvoiceDetailFragment } from '../../../graphql/generated';
import { formatCalendarDate } from '../../../lib/format';
import { media } from '../../../lib/theme';
import { Totals } from './invoice-figures';
import { bankAccountTypeLabels, documentTitle, invoicePath } from './invoice-labels';
import { InvoiceLines } from './InvoiceLines';

/**
 * An invoice or credit note as its client reads it, the fields its PDF prints (docs/billing.md#the-pdf):
 * what it is, its number and days, who it is from and to, the lines, the totals with the rate,
 * and, on an invoice still owed, where to pay by EFT with its number as the reference. A draft
 * shows the firm and the client as they will be named once it is issued.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetailFragment }) {
  const titleId = useId();
  const title = documentTitle(invoice);
  const isInvoice = invoice.kind === 'INVOICE';
  const owed = isInvoice && invoice.status !== 'DRAFT' && invoice.outstandingCents > 0;
  const bank = invoice.supplier?.bank;
  return (
    <Paper aria-labelledby={titleId}>
      <Head>
        <div>
          <h2 id={titleId}>{title}</h2>
          {invoice.taxInvoiceKind === 'ABRIDGED' && isInvoice && <Small>Abridged tax invoice (section 20(5) of the VAT Act)</Small>}
        </div>
        <Terms>
          <div>
            <dt>Number</dt>
            <dd>{invoice.number ?? 'Given when issued'}</dd>
          </div>
          <div>
            <dt>Date of issue</dt>
            <dd>{invoice.issuedOn ? formatCalendarDate(invoice.issuedOn) : 'Not issued yet'}</dd>
          </div>
          {isInvoice && (
            <div>
              <dt>Due date</dt>
              <dd>{invoice.dueOn ? formatCalendarDate(invoice.dueOn) : 'Set when issued'}</dd>
            </div>
          )}
          {invoice.creditsInvoice && (
            <div>
              <dt>Credits</dt>
              <dd>
                <Link to={invoicePath(invoice.creditsInvoice.id)}>{invoice.creditsInvoice.number ?? 'its invoice'}</Link>
              </dd>
            </div>
          )}
          {invoice.engagement && (
            <div>
              <dt>Engagement</dt>
              <dd>{invoice.engagement.title}</dd>
            </div>
          )}
        </Terms>
      </Head>

      <Parties>
        <section aria-label="From">
          <h3>From</h3>
          {invoice.supplier ? (
            <>
              <p>
                <strong>{invoice.supplier.name}</strong>
              </p>
              <Address lines={invoice.supplier.addressLines} />
              {invoice.supplier.vatNumber && <p>VAT number {invoice.supplier.vatNumber}</p>}
              {invoice.supplier.registrationNumber && <p>Registration number {invoice.supplier.registrationNumber}</p>}
              {invoice.supplier.email && <p>{invoice.supplier.email}</p>}
              {invoice.supplier.phone && <p>{invoice.supplier.phone}</p>}
            </>
          ) : (
            <Muted>The firm, as its billing settings stand when this is issued.</Muted>
          )}
        </section>
        <section aria-label="To">
          <h3>To</h3>
          {invoice.recipient ? (
            <>
              <p>
                <strong>{invoice.recipient.name}</strong>
              </p>
              <Address lines={invoice.recipient.addressLines} />
              {invoice.recipient.vatNumber && <p>VAT number {invoice.recipient.vatNumber}</p>}
            </>
          ) : (
            <>
              <p>
                <strong>{invoice.client ? fullNameOf(invoice.client) : 'A former client'}</strong>
              </p>
              <Muted>Named with their company and address as they stand when this is issued.</Muted>
            </>
          )}
        </section>
      </Parties>

      <InvoiceLines lines={invoice.lines} caption={`What was ${isInvoice ? 'supplied' : 'credited'}, line by line`} />

      <Totals>
        <div>
          <dt>Total excluding VAT</dt>
          <dd>{formatCents(invoice.netCents)}</dd>
        </div>
        <div>
          <dt>{invoice.vatBasisPoints ? `VAT at ${formatRate(invoice.vatBasisPoints)}` : 'VAT'}</dt>
          <dd>{formatCents(invoice.vatCents)}</dd>
        </div>
        <Total>
          <dt>{isInvoice ? 'Total' : 'Total credited'}</dt>
          <dd>{formatCents(invoice.totalCents)}</dd>
        </Total>
        {isInvoice && invoice.creditedCents > 0 && (
          <div>
            <dt>Credited by credit notes</dt>
            <dd>{formatCents(-invoice.creditedCents)}</dd>
          </div>
        )}
        {isInvoice && invoice.status !== 'DRAFT' && (
          <Total>
            <dt>Outstanding</dt>
            <dd>{formatCents(invoice.outstandingCents)}</dd>
          </Total>
        )}
      </Totals>

      {invoice.reason && (
        <Note>
          <h3>Reason</h3>
          <p>{invoice.reason}</p>
        </Note>
      )}
      {invoice.notes && (
        <Note>
          <h3>Notes</h3>
          <p>{invoice.notes}</p>
        </Note>
      )}

      {owed && bank && (
        <Payment aria-label="Pay by EFT">
          <h3>Pay by EFT</h3>
          <dl>
            <div>
              <dt>Bank</dt>
              <dd>{bank.bankName}</dd>
            </div>
            <div>
              <dt>Account holder</dt>
              <dd>{bank.accountHolder}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>{bank.accountNumber}</dd>
            </div>
            <div>
              <dt>Branch code</dt>
              <dd>{bank.branchCode}</dd>
            </div>
            {bank.accountType && (
              <div>
                <dt>Account type</dt>
                <dd>{bankAccountTypeLabels[bank.accountType]}</dd>
              </div>
            )}
          </dl>
          <p>
            <strong>Reference: {invoice.number}</strong>
          </p>
        </Payment>
      )}
    </Paper>
  );
}

function Address({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

const Paper = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 52rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  address {
    display: grid;
    font-style: normal;
  }
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Terms = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Parties = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Total = styled.div`
  padding-top: ${({ theme }) => theme.space[1]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const Note = styled.section`
  p {
    white-space: pre-line;
  }
`;

const Payment = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dl div {
    display: grid;
    grid-template-columns: 8.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
