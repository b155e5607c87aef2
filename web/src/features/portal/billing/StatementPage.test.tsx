import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { StatementClientsQuery, StatementQuery, StatementQueryVariables } from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { staticMatchMedia } from '../../../test/match-media';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { renderPortalAs } from '../portal-test-kit';
import { ayesha, balanceIs, invoicesAre, sipho } from './billing-test-kit';
import { statementCsvRows } from './statement-csv';

type Statement = StatementQuery['billingStatement'];
type Line = Statement['lines'][number];

const line = (fields: Omit<Line, '__typename' | 'paymentId'> & { paymentId?: string }): Line => ({
  __typename: 'StatementLine',
  paymentId: null,
  ...fields,
});

/** INV-00042 of R 2 443.75, paid R 2 543.75 by EFT (R 100.00 beyond it), then R 100.00 refunded. */
const settled = (): Statement => ({
  __typename: 'Statement',
  clientId: sipho.id,
  balanceCents: 0,
  lines: [
    line({
      kind: 'INVOICE',
      invoiceId: 'invoice-1',
      number: 'INV-00042',
      date: '2026-11-02',
      description: 'Tax invoice INV-00042',
      debitCents: 244_375,
      creditCents: 0,
      balanceCents: 244_375,
    }),
    line({
      kind: 'PAYMENT',
      invoiceId: 'invoice-1',
      paymentId: 'payment-1',
      number: 'SIPHO',
      date: '2026-11-10',
      description: 'Payment (EFT) for INV-00042',
      debitCents: 0,
      creditCents: 254_375,
      balanceCents: -10_000,
    }),
    line({
      kind: 'REFUND',
      invoiceId: 'invoice-1',
      paymentId: 'refund-1',
      number: 'Back to Sipho',
      date: '2026-11-12',
      description: 'Refund (EFT) for INV-00042',
      debitCents: 10_000,
      creditCents: 0,
      balanceCents: 0,
    }),
  ],
});

/** Answers the statement query with `statement` for whichever client is asked; keeps what was asked. */
function statementIs(statement: (clientId: string | null | undefined) => Statement) {
  const asked: StatementQueryVariables[] = [];
  const handler = graphql.query<StatementQuery, StatementQueryVariables>('Statement', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { billingStatement: statement(variables.clientId) } });
  });
  return { handler, asked };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Statement of account, for a client', () => {
  it('lists every line oldest first with the balance after each, credit in words, each opening its invoice', async () => {
    const statement = statementIs(() => settled());
    server.use(statement.handler);
    renderPortalAs(sessionUser(), '/portal/statement');

    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your statement of account, oldest first' });
    expect(rowsOf(table)).toEqual([
      ['2 Nov 2026', 'Tax invoice INV-00042', 'R\u00a02\u00a0443.75', '—', 'R\u00a02\u00a0443.75'],
      ['10 Nov 2026', 'Payment (EFT) for INV-00042', '—', 'R\u00a02\u00a0543.75', 'R\u00a0100.00 in credit'],
      ['12 Nov 2026', 'Refund (EFT) for INV-00042', 'R\u00a0100.00', '—', 'R\u00a00.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'Payment (EFT) for INV-00042' })).toHaveAttribute('href', '/portal/billing/invoice-1');
    const balance = within(screen.getByRole('region', { name: 'Balance owing' }));
    expect(balance.getByText('R 0.00')).toBeInTheDocument();
    expect(balance.getByText(/Nothing is owing/)).toBeInTheDocument();
    // A client reads their own: no client is named, and there is none to choose.
    expect(statement.asked).toEqual([{ clientId: null }]);
    expect(screen.queryByLabelText('Client')).not.toBeInTheDocument();
  });

  it('says so when the client is in credit, and when nothing was issued yet', async () => {
    const inCredit = settled();
    inCredit.lines = inCredit.lines.slice(0, 2);
    inCredit.balanceCents = -10_000;
    server.use(statementIs(() => inCredit).handler);
    const { unmount } = renderPortalAs(sessionUser(), '/portal/statement');
    const credit = within(await screen.findByRole('region', { name: 'In credit' }));
    expect(credit.getByText('R 100.00')).toBeInTheDocument();
    expect(credit.getByText(/You have paid more than was billed/)).toBeInTheDocument();
    unmount();

    server.use(statementIs(() => ({ ...settled(), lines: [] })).handler);
    renderPortalAs(sessionUser(), '/portal/statement');
    expect(await screen.findByText('Nothing has been issued to you yet.')).toBeInTheDocument();
  });

  it('shows a card for each line on a phone, so that no amount is past its edge', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => query.includes('max-width')));
    try {
      server.use(statementIs(() => settled()).handler);
      renderPortalAs(sessionUser(), '/portal/statement');
      const cards = await screen.findByRole('list', { name: 'Your statement of account, oldest first' });
      const payment = within(within(cards).getByRole('article', { name: 'Payment (EFT) for INV-00042, 10 Nov 2026' }));
      expect(payment.getByText('Credit').nextSibling).toHaveTextContent('R 2 543.75');
      expect(payment.queryByText('Debit')).not.toBeInTheDocument();
      expect(payment.getByText('Balance').nextSibling).toHaveTextContent('R 100.00 in credit');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('is reached from the Billing page', async () => {
    server.use(statementIs(() => settled()).handler, balanceIs(0), invoicesAre([[]]).handler);
    renderPortalAs(sessionUser(), '/portal/billing');
    await userEvent.click(await screen.findByRole('link', { name: 'Statement of account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
  });
});

describe('Statement of account, for staff', () => {
  it('asks for a client they bill, then shows that client’s, kept in the address', async () => {
    const statement = statementIs((clientId) => ({ ...settled(), clientId: clientId ?? '' }));
    server.use(
      statement.handler,
      graphql.query<StatementClientsQuery>('StatementClients', () =>
        HttpResponse.json({ data: { documentRequestClients: [sipho, ayesha] } }),
      ),
    );
    renderPortalAs(adminUser(), '/portal/statement');
    const client = await screen.findByLabelText('Client');
    await waitFor(() => expect(client).toBeEnabled());
    // Nothing is asked before a client is chosen: staff have no statement of their own.
    expect(statement.asked).toEqual([]);
    await userEvent.selectOptions(client, 'Ayesha Patel');
    expect(await screen.findByRole('table', { name: 'The client’s statement of account, oldest first' })).toBeInTheDocument();
    expect(statement.asked).toEqual([{ clientId: ayesha.id }]);
  });

  it('opens on the client the address names', async () => {
    const statement = statementIs(() => settled());
    server.use(
      statement.handler,
      graphql.query<StatementClientsQuery>('StatementClients', () =>
        HttpResponse.json({ data: { documentRequestClients: [sipho, ayesha] } }),
      ),
    );
    renderPortalAs(adminUser(), `/portal/statement?client=${sipho.id}`);
    expect(await screen.findByRole('table', { name: 'The client’s statement of account, oldest first' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveValue(sipho.id));
    expect(statement.asked).toEqual([{ clientId: sipho.id }]);
  });
});

describe('The statement as CSV', () => {
  it('writes plain decimals, a blank where a line adds or takes nothing, and the balance below zero as credit', () => {
    expect(statementCsvRows(settled())).toEqual([
      ['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'],
      ['2026-11-02', 'Tax invoice INV-00042', 'INV-00042', '2443.75', '', '2443.75'],
      ['2026-11-10', 'Payment (EFT) for INV-00042', 'SIPHO', '', '2543.75', '-100.00'],
      ['2026-11-12', 'Refund (EFT) for INV-00042', 'Back to Sipho', '100.00', '', '0.00'],
    ]);
  });
});
