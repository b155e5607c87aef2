import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { fullNameOf } from '@validation/people';
import { useStatementClientsQuery, useStatementQuery, type SessionUserFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Label, Select } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { useHydrated } from '../../../components/useHydrated';
import { formatCalendarDate } from '../../../lib/format';
import { BackLink } from '../shared/BackLink';
import { PageHeader } from '../shared/PageHeader';
import { downloadCsv } from '../shared/csv-download';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { isStaff } from '../shared/roles';
import { BILLING_PATH } from './invoice-labels';
import { balanceFigure } from './balance-figure';
import { statementCsvRows, type Statement } from './statement-csv';
import { StatementLines } from './StatementLines';

/**
 * /portal/statement (docs/billing.md#statement-of-account): a statement of account, every issued
 * invoice and credit note, payment and refund, oldest first, with what is owed after each and at
 * the end, as a CSV file too. A client reads their own; staff choose a client they bill.
 */
export function StatementPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  const [params, setParams] = useSearchParams();
  const clientId = staff ? params.get('client') : null;
  return (
    <>
      <title>Statement of account | Khanya Client Portal</title>
      <BackLink to={BILLING_PATH}>Billing</BackLink>
      <PageHeader
        title="Statement of account"
        subtitle={
          staff
            ? 'A client’s invoices, credit notes, payments and refunds, oldest first, with the balance after each.'
            : 'Every invoice, credit note, payment and refund, oldest first, with what you owe after each.'
        }
      />
      {staff && <ClientChoice clientId={clientId} onChange={(id) => setParams(id ? { client: id } : {}, { replace: true })} />}
      {(!staff || clientId) && <StatementView clientId={clientId} staff={staff} />}
    </>
  );
}

function ClientChoice({ clientId, onChange }: { clientId: string | null; onChange: (id: string) => void }) {
  const { data, error } = useStatementClientsQuery();
  // Drawn by the server, a select answers nothing until React has taken the page over: disabled till then.
  const hydrated = useHydrated();
  const clients = data?.documentRequestClients ?? [];
  return (
    <Choice>
      <Label htmlFor="statement-client">Client</Label>
      <Select id="statement-client" disabled={!hydrated || !data} value={clientId ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{data ? 'Choose a client' : error ? 'The clients could not be loaded' : 'Loading the clients…'}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {fullNameOf(client)}
          </option>
        ))}
      </Select>
    </Choice>
  );
}

function StatementView({ clientId, staff }: { clientId: string | null; staff: boolean }) {
  const { data, loading, error, refetch } = useStatementQuery({ variables: { clientId }, fetchPolicy: 'cache-and-network' });
  const statement = data?.billingStatement;
  return (
    <Card>
      <DataState
        loading={loading}
        error={error}
        hasData={!!statement}
        empty={!!statement && statement.lines.length === 0}
        loadingText="Loading the statement…"
        emptyText={staff ? 'Nothing has been issued to this client yet.' : 'Nothing has been issued to you yet.'}
        errorText={listFetchFailed('the statement')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {statement && <StatementBody statement={statement} staff={staff} />}
      </DataState>
    </Card>
  );
}

function StatementBody({ statement, staff }: { statement: Statement; staff: boolean }) {
  const headingId = useId();
  const last = statement.lines.at(-1);
  const download = () =>
    void downloadCsv(`statement-${last?.date ?? 'empty'}.csv`, statementCsvRows(statement)).catch(() =>
      toast({ description: 'The CSV could not be made. Please try again.', variant: 'destructive' }),
    );
  const balance = statement.balanceCents;
  return (
    <Body>
      <Summary aria-labelledby={headingId}>
        <div>
          <h2 id={headingId}>{balance < 0 ? 'In credit' : 'Balance owing'}</h2>
          <strong>{formatCents(Math.abs(balance))}</strong>
          <p>
            {last && `After the last line, of ${formatCalendarDate(last.date)}. `}
            {balance < 0
              ? `${staff ? 'The client has' : 'You have'} paid more than was billed: the difference is held as credit.`
              : balance === 0
                ? 'Nothing is owing.'
                : 'Each invoice’s page shows what is still owed on it.'}
          </p>
        </div>
        <Button $variant="outline" onClick={download}>
          Download CSV
        </Button>
      </Summary>
      <StatementLines
        lines={statement.lines}
        caption={staff ? 'The client’s statement of account, oldest first' : 'Your statement of account, oldest first'}
      />
    </Body>
  );
}

const Choice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 24rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  ${balanceFigure}
`;
