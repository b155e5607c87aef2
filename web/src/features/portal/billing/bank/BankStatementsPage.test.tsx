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
  ImportBankStatementMutation,
  MatchBankStatementLineMutation,
  MatchBankStatementLineMutationVariables,
} from '../../../../graphql/generated';
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

const invoice = {
  __typename: 'Invoice' as const,
  id: 'invoice-2',
  number: 'INV-00002',
  outstandingCents: 115_000,
  client: { __typename: 'User' as const, id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' },
};

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
