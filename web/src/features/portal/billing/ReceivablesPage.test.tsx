import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountingExportQuery,
  AccountingExportQueryVariables,
  ReceivablesAgeingQuery,
  ReceivablesAgeingQueryVariables,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { adminUser } from '../../../test/fixtures';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { ageingCsvRows } from './receivables-csv';
import { invoicesAre } from './billing-test-kit';

const amounts = (cents: number[]) => ({
  currentCents: cents[0],
  days1To30Cents: cents[1],
  days31To60Cents: cents[2],
  days61To90Cents: cents[3],
  over90Cents: cents[4],
  totalCents: cents.slice(0, 5).reduce((sum, value) => sum + value, 0),
  creditCents: cents[5],
  balanceCents: cents.slice(0, 5).reduce((sum, value) => sum + value, 0) - cents[5],
});

const ageing = (asOf: string): ReceivablesAgeingQuery['receivablesAgeing'] => ({
  __typename: 'ReceivablesAgeing',
  asOf,
  rows: [
    {
      __typename: 'AgeingRow',
      client: { __typename: 'User', id: 'client-1', firstName: '=Sipho', lastName: 'Dlamini', email: 'sipho@example.com' },
      ...amounts([123_450, 0, 5_000, 0, 1, 0]),
    },
    {
      __typename: 'AgeingRow',
      client: { __typename: 'User', id: 'client-2', firstName: 'Ayesha', lastName: 'Patel', email: 'ayesha@example.com' },
      ...amounts([0, 0, 0, 0, 0, 8_500]),
    },
  ],
  totals: { __typename: 'AgeingAmounts', ...amounts([123_450, 0, 5_000, 0, 1, 8_500]) },
});

describe('ReceivablesPage', () => {
  it('shows each client’s amounts by age with the totals, asks for the day chosen, and writes the CSV as plain decimals', async () => {
    const asked: ReceivablesAgeingQueryVariables[] = [];
    server.use(
      graphql.query<ReceivablesAgeingQuery, ReceivablesAgeingQueryVariables>('ReceivablesAgeing', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { receivablesAgeing: ageing(variables.asOf ?? '2026-03-31') } });
      }),
    );
    renderPortalAs(adminUser(), '/portal/receivables');
    const table = await screen.findByRole('table');
    const sipho = within(table).getByRole('row', { name: /Sipho Dlamini/ });
    expect(within(sipho).getByText('R 1 234.50')).toBeInTheDocument();
    // A client's name opens their statement of account.
    expect(within(sipho).getByRole('link', { name: '=Sipho Dlamini' })).toHaveAttribute('href', '/portal/statement?client=client-1');
    expect(within(within(table).getByRole('row', { name: /Ayesha Patel/ })).getAllByText('R 85.00')).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('R 1 284.51');

    await userEvent.clear(screen.getByLabelText('As of'));
    await userEvent.type(screen.getByLabelText('As of'), '2026-01-15');
    await waitFor(() => expect(asked.at(-1)).toEqual({ asOf: '2026-01-15' }));

    const rows = ageingCsvRows(ageing('2026-01-15'));
    expect(rows[0]).toEqual(['Client', 'Email', 'Current', '1–30 days', '31–60 days', '61–90 days', '90+ days', 'Total owed', 'Credit']);
    expect(rows[1]).toEqual(['=Sipho Dlamini', 'sipho@example.com', '1234.50', '0.00', '50.00', '0.00', '0.01', '1284.51', '0.00']);
    expect(rows.at(-1)).toEqual(['Total', '', '1234.50', '0.00', '50.00', '0.00', '0.01', '1284.51', '85.00']);
  });
});

describe('AccountingExportDialog', () => {
  it('sends the format and days, shows a refusal on its field, then downloads the file', async () => {
    const sent: AccountingExportQueryVariables[] = [];
    server.use(
      invoicesAre([[]]).handler,
      graphql.query<AccountingExportQuery, AccountingExportQueryVariables>('AccountingExport', ({ variables }) => {
        sent.push(variables);
        if (sent.length === 1)
          return graphqlError('Invalid input', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'to', message: 'To must be on or after From' }],
          });
        return HttpResponse.json({
          data: {
            accountingExport: {
              __typename: 'AccountingExport',
              fileName: 'sage-invoices-2026-03-01-to-2026-03-31.csv',
              contentType: 'text/csv; charset=utf-8',
              content: 'Type\r\n',
              documentCount: 3,
            },
          },
        });
      }),
    );
    const created = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderPortalAs(adminUser(), '/portal/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Export for accounting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for accounting' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'SAGE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('To must be on or after From')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ format: 'SAGE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
