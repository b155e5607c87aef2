import { useState } from 'react';
import styled from 'styled-components';
import {
  ImportBankStatementDocument,
  type BankStatementLineStatus,
  useBankAccountsQuery,
  type BankAccountFieldsFragment,
  type ImportBankStatementMutation,
  type ImportBankStatementMutationVariables,
  type SessionUserFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { intentHandlers } from '../../../../components/intent-handlers';
import { FieldMessage, Label, Select } from '../../../../components/Field';
import { toast } from '../../../../components/toast-store';
import { sendMultipart, UploadError } from '../../../../lib/graphql-multipart';
import { PageHeader } from '../../shared/PageHeader';
import { listFetchFailed } from '../../shared/list-fetch-failure';
import { isAdmin } from '../../shared/roles';
import { DeferredBankAccountDialog, prefetchBankAccountDialog } from './deferred-account-dialog';
import { BankLines } from './BankLines';
import { useLinePages } from './bank-line-pages';

type StatementImport = ImportBankStatementMutation['importBankStatement'];

const statusLabels: Record<BankStatementLineStatus, string> = { UNMATCHED: 'Unmatched', MATCHED: 'Matched', IGNORED: 'Ignored' };
const statuses = Object.keys(statusLabels) as BankStatementLineStatus[];

/**
 * /portal/bank-statements (staff, docs/billing.md#bank-statements): choose one of the firm's bank
 * accounts (administrators add and edit them), import its statement, see what the import came to,
 * then match the money that came in to invoices, or ignore what is no client's payment.
 */
export function BankStatementsPage({ user }: { user: SessionUserFragment }) {
  const admin = isAdmin(user.roleNames);
  const accounts = useBankAccountsQuery({ fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<BankAccountFieldsFragment | 'new' | null>(null);
  const list = accounts.data?.bankAccounts ?? [];
  const account = list.find((row) => row.id === chosen) ?? list[0] ?? null;
  return (
    <>
      <title>Bank statements | Khanya Client Portal</title>
      <PageHeader
        title="Bank statements"
        subtitle="Import the firm’s bank statement and match the money that came in to invoices. A line is matched once, and becomes an EFT payment."
        actions={
          admin && (
            <>
              {account && (
                <Button $variant="outline" {...intentHandlers(prefetchBankAccountDialog)} onClick={() => setEditing(account)}>
                  Edit account
                </Button>
              )}
              <Button {...intentHandlers(prefetchBankAccountDialog)} onClick={() => setEditing('new')}>
                Add account
              </Button>
            </>
          )
        }
      />
      <DataState
        loading={accounts.loading && !accounts.data}
        error={accounts.error}
        hasData={!!accounts.data}
        empty={list.length === 0}
        loadingText="Loading the bank accounts…"
        emptyText={
          admin
            ? 'No bank account yet: add the firm’s account to import its statements.'
            : 'An administrator adds the firm’s bank accounts first.'
        }
        errorText={listFetchFailed('the bank accounts')}
        onRetry={() => void accounts.refetch().catch(() => undefined)}
      >
        {account && <AccountStatements key={account.id} account={account} accounts={list} onChoose={setChosen} />}
      </DataState>
      <DeferredBankAccountDialog editing={editing} onClose={() => setEditing(null)} onSaved={(saved) => setChosen(saved.id)} />
    </>
  );
}

function AccountStatements({
  account,
  accounts,
  onChoose,
}: {
  account: BankAccountFieldsFragment;
  accounts: BankAccountFieldsFragment[];
  onChoose: (id: string) => void;
}) {
  const [status, setStatus] = useState<BankStatementLineStatus>('UNMATCHED');
  const lines = useLinePages(account.id, status);
  const page = lines.page;
  const [summary, setSummary] = useState<StatementImport | null>(null);
  const reload = () =>
    void lines
      .reload()
      .catch(() => toast({ description: 'The lines could not be fetched again. Please reload the page.', variant: 'destructive' }));
  const showMore = () =>
    void lines.showMore().catch(() => toast({ description: 'Could not load more lines. Please try again.', variant: 'destructive' }));
  return (
    <>
      <Controls>
        <div>
          <Label htmlFor="bank-account">Account</Label>
          <Select id="bank-account" value={account.id} onChange={(event) => onChoose(event.target.value)}>
            {accounts.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name} (…{row.accountLast4})
              </option>
            ))}
          </Select>
        </div>
      </Controls>
      <ImportCard
        account={account}
        summary={summary}
        onImported={(done) => {
          setSummary(done);
          reload();
        }}
      />
      <Card>
        <LinesHead>
          <h2>Lines</h2>
          <div>
            <Label htmlFor="bank-line-status">Show</Label>
            <Select id="bank-line-status" value={status} onChange={(event) => setStatus(event.target.value as BankStatementLineStatus)}>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {statusLabels[value]}
                </option>
              ))}
            </Select>
          </div>
        </LinesHead>
        <DataState
          loading={lines.loading}
          error={lines.error}
          hasData={!!page}
          empty={page?.nodes.length === 0}
          loadingText="Loading the lines…"
          emptyText={`No ${statusLabels[status].toLowerCase()} lines.`}
          errorText={listFetchFailed('the lines')}
          onRetry={lines.retry}
        >
          {page && (
            <>
              <BankLines lines={page.nodes} onChanged={reload} />
              <Count>
                Showing {page.nodes.length} of {page.totalCount}.{' '}
                {page.pageInfo.hasNextPage && (
                  <Button $variant="ghost" $size="sm" onClick={showMore} disabled={lines.pending}>
                    {lines.loadingMore ? 'Loading…' : 'Show more'}
                  </Button>
                )}
              </Count>
            </>
          )}
        </DataState>
      </Card>
    </>
  );
}

function ImportCard({
  account,
  summary,
  onImported,
}: {
  account: BankAccountFieldsFragment;
  summary: StatementImport | null;
  onImported: (summary: StatementImport) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!file) {
      setFailure('Choose the statement file (OFX or CSV).');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const done = await sendMultipart<StatementImport, ImportBankStatementMutationVariables>({
        operationName: 'ImportBankStatement',
        document: ImportBankStatementDocument,
        variables: { accountId: account.id, file: null },
        fileVariable: 'file',
        file,
      });
      toast({ title: 'Statement imported', description: `${done.newLines} new, ${done.matchedLines} matched.`, variant: 'success' });
      onImported(done);
    } catch (error) {
      setFailure(error instanceof UploadError ? (error.fieldErrors[0]?.message ?? error.message) : 'The statement could not be imported.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ImportSection>
      <h2>Import a statement</h2>
      <p>
        OFX from online banking, or CSV
        {account.csvMapping ? ' read by the account’s mapping' : ' once an administrator sets the account’s mapping'}. At most 2 MB. Lines
        imported before are skipped.
      </p>
      <ImportRow>
        <div>
          <Label htmlFor="bank-statement-file">Statement file</Label>
          <input
            id="bank-statement-file"
            type="file"
            accept=".ofx,.qfx,.csv,text/csv,application/x-ofx"
            aria-invalid={!!failure}
            aria-describedby={failure ? 'bank-statement-file-error' : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {failure && (
            <FieldMessage id="bank-statement-file-error" role="alert">
              {failure}
            </FieldMessage>
          )}
        </div>
        <Button onClick={() => void send()} disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </ImportRow>
      {summary && <ImportSummary summary={summary} />}
    </ImportSection>
  );
}

function ImportSummary({ summary }: { summary: StatementImport }) {
  return (
    <section aria-label="What the import came to">
      <Facts>
        <div>
          <dt>New lines</dt>
          <dd>{summary.newLines}</dd>
        </div>
        <div>
          <dt>Imported before</dt>
          <dd>{summary.skippedLines}</dd>
        </div>
        <div>
          <dt>Matched at once</dt>
          <dd>{summary.matchedLines}</dd>
        </div>
        <div>
          <dt>Left to match</dt>
          <dd>{summary.unmatchedLines}</dd>
        </div>
      </Facts>
      {summary.refusedRows.length > 0 && (
        <>
          <h3>Rows refused</h3>
          <ul>
            {summary.refusedRows.map((row) => (
              <li key={`${row.row}-${row.column}`}>
                Row {row.row}, {row.column}: {row.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const ImportSection = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 16rem;
  }
`;

const ImportRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[4]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
  }
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const LinesHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
