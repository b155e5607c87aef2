import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  BankAccountFieldsFragment,
  BankAccountsQuery,
  BankLineFieldsFragment,
  BankStatementLinesQuery,
  BankStatementLinesQueryVariables,
  CreateBankAccountMutation,
  CreateBankAccountMutationVariables,
  IgnoreBankStatementLineMutation,
  IgnoreBankStatementLineMutationVariables,
  ImportBankStatementMutation,
  MatchableInvoiceFragment,
  MatchableInvoicesQuery,
  MatchableInvoicesQueryVariables,
  MatchBankStatementLineMutation,
  MatchBankStatementLineMutationVariables,
} from '../../../../graphql/generated';
import { staticMatchMedia } from '../../../../test/match-media';
import { server } from '../../../../test/msw-server';
import { adminUser, sessionUser } from '../../../../test/fixtures';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';

const account: BankAccountFieldsFragment = {
  __typename: 'BankAccount',
  id: 'account-1',
  name: 'FNB cheque',
  bankName: 'FNB',
  accountLast4: '4567',
  csvMapping: {
    __typename: 'CsvMapping',
    skipRows: 0,
    dateColumn: 'Date',
    dateFormat: 'YYYY-MM-DD',
    amountColumn: 'Amount',
    creditColumn: null,
    debitColumn: null,
    referenceColumns: ['Reference'],
    descriptionColumns: [],
    idColumn: null,
    decimalSeparator: '.',
  },
};

const line = (
  id: string,
  amountCents: number,
  reference: string,
  suggestions: BankLineFieldsFragment['suggestions'] = [],
): BankLineFieldsFragment => ({
  __typename: 'BankStatementLine',
  id,
  postedOn: '2026-02-03',
  amountCents,
  reference,
  description: '',
  status: 'UNMATCHED',
  suggestions,
});

const invoice: MatchableInvoiceFragment = {
  __typename: 'Invoice',
  id: 'invoice-2',
  number: 'INV-00002',
  outstandingCents: 115_000,
  client: { __typename: 'User', id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' },
};

// Owed another amount, and named nowhere in the line: never suggested, only found.
const nkosiInvoice: MatchableInvoiceFragment = {
  __typename: 'Invoice',
  id: 'invoice-7',
  number: 'INV-00007',
  outstandingCents: 300_000,
  client: { __typename: 'User', id: 'client-2', firstName: 'Lerato', lastName: 'Nkosi' },
};

function invoicesFound(invoices: MatchableInvoiceFragment[], asked: MatchableInvoicesQueryVariables[] = []) {
  return graphql.query<MatchableInvoicesQuery, MatchableInvoicesQueryVariables>('MatchableInvoices', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({
      data: { invoices: { __typename: 'InvoiceConnection', totalCount: invoices.length, nodes: invoices } },
    });
  });
}

/**
 * The server's lines, paged as it pages them: `first` from the top of those in the status asked
 * for, after the cursor's line. Ignoring a line changes its status here, as it does there.
 */
function pagedLines(lines: BankLineFieldsFragment[], asked: BankStatementLinesQueryVariables[]) {
  return [
    graphql.query<BankStatementLinesQuery, BankStatementLinesQueryVariables>('BankStatementLines', ({ variables }) => {
      asked.push(variables);
      const listed = lines.filter((row) => row.status === variables.status);
      const from = variables.after ? Number(variables.after.replace('after-', '')) : 0;
      const nodes = listed.slice(from, from + (variables.first ?? 20));
      const end = from + nodes.length;
      return HttpResponse.json({
        data: {
          bankStatementLines: {
            __typename: 'BankStatementLineConnection',
            totalCount: listed.length,
            nodes,
            pageInfo: { __typename: 'PageInfo', hasNextPage: end < listed.length, endCursor: nodes.length > 0 ? `after-${end}` : null },
          },
        },
      });
    }),
    graphql.mutation<IgnoreBankStatementLineMutation, IgnoreBankStatementLineMutationVariables>(
      'IgnoreBankStatementLine',
      ({ variables }) => {
        const at = lines.findIndex((row) => row.id === variables.lineId);
        lines[at] = { ...lines[at], status: 'IGNORED', suggestions: [] };
        return HttpResponse.json({ data: { ignoreBankStatementLine: lines[at] } });
      },
    ),
  ];
}

function linesAre(lines: BankLineFieldsFragment[], asked: BankStatementLinesQueryVariables[] = []) {
  return graphql.query<BankStatementLinesQuery, BankStatementLinesQueryVariables>('BankStatementLines', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({
      data: {
        bankStatementLines: {
          __typename: 'BankStatementLineConnection',
          totalCount: lines.length,
          nodes: lines,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    });
  });
}

const accountsAre = (accounts: BankAccountFieldsFragment[]) =>
  graphql.query<BankAccountsQuery>('BankAccounts', () => HttpResponse.json({ data: { bankAccounts: accounts } }));

describe('BankStatementsPage', () => {
  it('imports a file, shows what it came to and the rows refused, then matches a line to a suggested invoice', async () => {
    const matched: MatchBankStatementLineMutationVariables[] = [];
    const asked: BankStatementLinesQueryVariables[] = [];
    server.use(
      accountsAre([account]),
      linesAre([line('line-1', 115_000, 'EFT DLAMINI', [invoice]), line('line-2', -45_075, 'MONTHLY FEE')], asked),
      graphql.mutation<ImportBankStatementMutation>('ImportBankStatement', () =>
        HttpResponse.json({
          data: {
            importBankStatement: {
              __typename: 'BankStatementImport',
              format: 'csv',
              newLines: 2,
              skippedLines: 0,
              matchedLines: 1,
              unmatchedLines: 1,
              refusedRows: [{ __typename: 'BankStatementRefusedRow', row: 4, column: 'Date', message: 'Not a date written YYYY-MM-DD' }],
            },
          },
        }),
      ),
      graphql.mutation<MatchBankStatementLineMutation, MatchBankStatementLineMutationVariables>(
        'MatchBankStatementLine',
        ({ variables }) => {
          matched.push(variables);
          return HttpResponse.json({ data: { matchBankStatementLine: { ...line('line-1', 115_000, 'EFT DLAMINI'), status: 'MATCHED' } } });
        },
      ),
    );
    renderPortalAs(adminUser(), '/portal/bank-statements');
    // Node's File: jsdom's is no Blob to the FormData the test environment takes from Node.
    const file = new NodeFile(['Date,Amount,Reference\n2026-02-03,1150.00,EFT DLAMINI\n'], 'statement.csv', {
      type: 'text/csv',
    }) as unknown as File;
    await userEvent.upload(await screen.findByLabelText('Statement file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByRole('region', { name: 'What the import came to' });
    expect(within(summary).getByText('Matched at once').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Row 4, Date: Not a date written YYYY-MM-DD')).toBeInTheDocument();
    expect(asked[0]).toEqual({ accountId: 'account-1', status: 'UNMATCHED', first: 100 });

    const table = await screen.findByRole('table');
    const money = within(table).getByRole('row', { name: /EFT DLAMINI/ });
    expect(within(money).getByRole('combobox')).toHaveDisplayValue(/^INV-00002 · Sipho Dlamini · R\s1\s150\.00 owed$/);
    // Money out may be ignored, never matched.
    const fee = within(table).getByRole('row', { name: /MONTHLY FEE/ });
    expect(within(fee).queryByRole('button', { name: /Match/ })).toBeNull();
    expect(within(fee).getByRole('button', { name: /Ignore/ })).toBeInTheDocument();
    await userEvent.click(within(money).getByRole('button', { name: /Match/ }));
    await waitFor(() => expect(matched).toEqual([{ lineId: 'line-1', invoiceId: 'invoice-2' }]));
  });

  it('matches a line on a phone to an unpaid invoice found by its client’s name, the suggestion still offered first', async () => {
    const phone = jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => query.includes('max-width')));
    try {
      const searched: MatchableInvoicesQueryVariables[] = [];
      const matched: MatchBankStatementLineMutationVariables[] = [];
      server.use(
        accountsAre([account]),
        linesAre([line('line-1', 300_000, 'CASH DEPOSIT', [invoice])]),
        invoicesFound([nkosiInvoice, invoice], searched),
        graphql.mutation<MatchBankStatementLineMutation, MatchBankStatementLineMutationVariables>(
          'MatchBankStatementLine',
          ({ variables }) => {
            matched.push(variables);
            return HttpResponse.json({
              data: { matchBankStatementLine: { ...line('line-1', 300_000, 'CASH DEPOSIT'), status: 'MATCHED' } },
            });
          },
        ),
      );
      renderPortalAs(adminUser(), '/portal/bank-statements');
      const cards = await screen.findByRole('list', { name: 'Statement lines' });
      const card = within(within(cards).getByRole('article', { name: /R\s3\s000\.00 on/ }));
      expect(card.getByRole('combobox')).toHaveDisplayValue(/^INV-00002 · Sipho Dlamini/);

      await userEvent.type(card.getByRole('searchbox', { name: /Find an invoice for/ }), 'nkosi');
      expect(await card.findByText('2 unpaid invoices found: choose in the list.')).toBeInTheDocument();
      expect(searched).toEqual([{ search: 'nkosi', first: 10 }]);
      // The suggestion first, then what was found, each once; the first find is chosen.
      const choice = card.getByRole('combobox');
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringMatching(/^INV-00002 · Sipho Dlamini/),
        expect.stringMatching(/^INV-00007 · Lerato Nkosi · R\s3\s000\.00 owed$/),
      ]);
      expect(choice).toHaveDisplayValue(/^INV-00007/);
      await userEvent.click(card.getByRole('button', { name: /Match/ }));
      await waitFor(() => expect(matched).toEqual([{ lineId: 'line-1', invoiceId: 'invoice-7' }]));
    } finally {
      phone.mockRestore();
    }
  });

  it('says nothing is found, and lets a line without suggestions be matched to what a search finds', async () => {
    const matched: MatchBankStatementLineMutationVariables[] = [];
    server.use(
      accountsAre([account]),
      linesAre([line('line-1', 300_000, 'MYSTERY')]),
      graphql.query<MatchableInvoicesQuery, MatchableInvoicesQueryVariables>('MatchableInvoices', ({ variables }) =>
        HttpResponse.json({
          data: {
            invoices: {
              __typename: 'InvoiceConnection',
              totalCount: variables.search === 'INV-00007' ? 1 : 0,
              nodes: variables.search === 'INV-00007' ? [nkosiInvoice] : [],
            },
          },
        }),
      ),
      graphql.mutation<MatchBankStatementLineMutation, MatchBankStatementLineMutationVariables>(
        'MatchBankStatementLine',
        ({ variables }) => {
          matched.push(variables);
          return HttpResponse.json({ data: { matchBankStatementLine: { ...line('line-1', 300_000, 'MYSTERY'), status: 'MATCHED' } } });
        },
      ),
    );
    renderPortalAs(adminUser(), '/portal/bank-statements');
    const row = within(await screen.findByRole('row', { name: /MYSTERY/ }));
    expect(row.getByText('No open invoice names it or is owed this amount.')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Match/ })).toBeNull();
    const search = row.getByRole('searchbox');
    await userEvent.type(search, 'zzz');
    expect(await row.findByText('No unpaid invoice matches “zzz”.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'INV-00007');
    expect(await row.findByRole('combobox')).toHaveDisplayValue(/^INV-00007 · Lerato Nkosi/);
    await userEvent.click(row.getByRole('button', { name: /Match/ }));
    await waitFor(() => expect(matched).toEqual([{ lineId: 'line-1', invoiceId: 'invoice-7' }]));
  });

  it('shows the server’s refusal of a match next to the line, and nothing else changes', async () => {
    const asked: BankStatementLinesQueryVariables[] = [];
    server.use(
      accountsAre([account]),
      linesAre([line('line-1', 115_000, 'EFT DLAMINI', [invoice]), line('line-2', 5_000, 'OTHER')], asked),
      graphql.mutation<MatchBankStatementLineMutation>('MatchBankStatementLine', () =>
        graphqlError('The line is already matched or ignored', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'lineId', message: 'The line is already matched or ignored' }],
        }),
      ),
    );
    renderPortalAs(adminUser(), '/portal/bank-statements');
    const row = within(await screen.findByRole('row', { name: /EFT DLAMINI/ }));
    await userEvent.click(row.getByRole('button', { name: /Match/ }));
    const refusal = await row.findByRole('alert');
    expect(refusal).toHaveTextContent('The line is already matched or ignored');
    expect(row.getByRole('combobox')).toHaveAccessibleDescription('The line is already matched or ignored');
    // Beside this line only, and the list is as it was.
    expect(within(screen.getByRole('row', { name: /OTHER/ })).queryByRole('alert')).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('shows more lines a page at a time, keeps them after a change, and starts again when the filter changes', async () => {
    const asked: BankStatementLinesQueryVariables[] = [];
    const lines = Array.from({ length: 150 }, (_, at) => line(`line-${at + 1}`, -(at + 1) * 100, `FEE ${at + 1}`));
    lines.push({ ...line('line-ignored', -999, 'SET ASIDE'), status: 'IGNORED' });
    server.use(accountsAre([account]), ...pagedLines(lines, asked));
    renderPortalAs(adminUser(), '/portal/bank-statements');
    // A line's reference is its row's header (text queries: 150 rows make role queries slow).
    expect(await screen.findByText(/Showing 100 of 150\./)).toBeInTheDocument();
    expect(screen.getByText('FEE 100')).toBeInTheDocument();
    expect(screen.queryByText('FEE 101')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('FEE 150')).toBeInTheDocument();
    expect(screen.getByText(/Showing 150 of 150\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(asked.map(({ after }) => after)).toEqual([undefined, 'after-100']);

    // A line of the second page set aside: it leaves, and every other line shown stays.
    await userEvent.click(screen.getByRole('button', { name: /Ignore −R\s120\.00 on/ }));
    await waitFor(() => expect(screen.queryByText('FEE 120')).toBeNull());
    expect(screen.getByText(/Showing 149 of 149\./)).toBeInTheDocument();
    expect(screen.getByText('FEE 150')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'IGNORED');
    expect(await screen.findByText('SET ASIDE')).toBeInTheDocument();
    expect(screen.getByText('FEE 120')).toBeInTheDocument();
    expect(screen.queryByText('FEE 1')).toBeNull();
    expect(asked.at(-1)).toEqual({ accountId: 'account-1', status: 'IGNORED', first: 100 });
  });

  it('lets an administrator add an account, with the server’s refusal under its field', async () => {
    const sent: CreateBankAccountMutationVariables[] = [];
    server.use(
      accountsAre([]),
      linesAre([]),
      graphql.mutation<CreateBankAccountMutation, CreateBankAccountMutationVariables>('CreateBankAccount', ({ variables }) => {
        sent.push(variables);
        if (sent.length === 1) {
          return graphqlError('Invalid input', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'csvMapping.dateColumn', message: 'Date column: the server says no' }],
          });
        }
        return HttpResponse.json({ data: { createBankAccount: account } });
      }),
    );
    renderPortalAs(adminUser(), '/portal/bank-statements');
    await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    // The shared schema: the name and the last 4 digits first.
    expect(await within(dialog).findByText('Name the account, such as FNB cheque')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the last 4 digits of the account number, never the whole number')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'FNB cheque');
    await userEvent.type(within(dialog).getByLabelText('Bank'), 'FNB');
    await userEvent.type(within(dialog).getByLabelText('Last 4 digits of the account number'), '4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Date column: the server says no')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({
      name: 'FNB cheque',
      accountLast4: '4567',
      csvMapping: { dateColumn: 'Date', amountColumn: 'Amount', creditColumn: null, referenceColumns: ['Reference'] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an advisor the lines without the account buttons', async () => {
    server.use(accountsAre([account]), linesAre([line('line-1', 500, 'MYSTERY')]));
    renderPortalAs(sessionUser({ roleNames: ['ADVISOR'] }), '/portal/bank-statements');
    expect(await screen.findByText('No open invoice names it or is owed this amount.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });
});
