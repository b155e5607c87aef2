import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { isCalendarDate, todayInSouthAfrica } from '@validation/south-africa-time';
import { useReceivablesAgeingQuery, type ReceivablesAgeingQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card, VisuallyHidden } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Input, Label } from '../../../components/Field';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../components/RecordTable';
import { toast } from '../../../components/toast-store';
import { useIsPhone } from '../../../components/useMediaQuery';
import { PageHeader } from '../shared/PageHeader';
import { downloadCsv } from '../shared/csv-download';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { statementPath } from './invoice-labels';
import { AGEING_COLUMNS, ageingCsvRows, clientNameOf } from './receivables-csv';

type Ageing = ReceivablesAgeingQuery['receivablesAgeing'];

/**
 * /portal/receivables (staff, docs/billing.md#receivables-ageing): what each client they bill owes,
 * by days past due, as of a day, with the client's credit; a table, a card per client on a phone,
 * and the same as a CSV file.
 */
export function ReceivablesPage() {
  const today = todayInSouthAfrica(new Date());
  const [asOf, setAsOf] = useState(today);
  // A half-typed or future day keeps the last good one asked.
  const asked = isCalendarDate(asOf) && asOf <= today ? asOf : today;
  const { data, loading, error, refetch } = useReceivablesAgeingQuery({ variables: { asOf: asked }, fetchPolicy: 'cache-and-network' });
  const ageing = data?.receivablesAgeing;
  const download = () =>
    ageing &&
    void downloadCsv(`receivables-ageing-${ageing.asOf}.csv`, ageingCsvRows(ageing)).catch(() =>
      toast({ description: 'The CSV could not be made. Please try again.', variant: 'destructive' }),
    );
  return (
    <>
      <title>Receivables | Khanya Client Portal</title>
      <PageHeader
        title="Receivables"
        subtitle="What each client you bill owes, by how long past its due date, and any credit they hold. A client’s name opens their statement of account."
        actions={
          <Button $variant="outline" onClick={download} disabled={!ageing}>
            Download CSV
          </Button>
        }
      />
      <AsOf>
        <Label htmlFor="ageing-as-of">As of</Label>
        <Input id="ageing-as-of" type="date" max={today} value={asOf} onChange={(event) => setAsOf(event.target.value)} />
      </AsOf>
      <Card>
        <DataState
          loading={loading}
          error={error}
          hasData={!!ageing}
          empty={!!ageing && ageing.rows.length === 0}
          loadingText="Loading the receivables…"
          emptyText="Nobody owes anything, and nobody is in credit, on this day."
          errorText={listFetchFailed('the receivables')}
          onRetry={() => void refetch().catch(() => undefined)}
        >
          {ageing && <AgeingView ageing={ageing} />}
        </DataState>
      </Card>
    </>
  );
}

function AgeingView({ ageing }: { ageing: Ageing }) {
  const isPhone = useIsPhone();
  return isPhone ? <AgeingCards ageing={ageing} /> : <AgeingTable ageing={ageing} />;
}

function AgeingTable({ ageing }: { ageing: Ageing }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Receivables ageing (scrolls sideways)">
      <Table>
        <caption>
          <VisuallyHidden>What each client owes as of {ageing.asOf}, by days past due</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            {AGEING_COLUMNS.map(([name, label]) => (
              <th key={name} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ageing.rows.map((row) => (
            <tr key={row.client?.id ?? clientNameOf(row)}>
              <th scope="row">
                {row.client ? <Link to={statementPath(row.client.id)}>{clientNameOf(row)}</Link> : clientNameOf(row)}
                {row.client && <small>{row.client.email}</small>}
              </th>
              {AGEING_COLUMNS.map(([name]) => (
                <td key={name}>{formatCents(row[name])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {AGEING_COLUMNS.map(([name]) => (
              <td key={name}>{formatCents(ageing.totals[name])}</td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </TableScroll>
  );
}

function AgeingCards({ ageing }: { ageing: Ageing }) {
  const cards: { key: string; name: string; clientId?: string; amounts: Record<(typeof AGEING_COLUMNS)[number][0], number> }[] = [
    ...ageing.rows.map((row) => ({
      key: row.client?.id ?? clientNameOf(row),
      name: clientNameOf(row),
      clientId: row.client?.id,
      amounts: row,
    })),
    { key: 'total', name: 'Total', amounts: ageing.totals },
  ];
  return (
    <RecordCards aria-label={`What each client owes as of ${ageing.asOf}`}>
      {cards.map((card) => (
        <li key={card.key}>
          <article aria-labelledby={`ageing-${card.key}`}>
            <CardName id={`ageing-${card.key}`}>
              {card.clientId ? <Link to={statementPath(card.clientId)}>{card.name}</Link> : card.name}
            </CardName>
            <RecordFacts $labelWidth="7rem">
              {AGEING_COLUMNS.map(([name, label]) => (
                <div key={name}>
                  <dt>{label}</dt>
                  <dd>{formatCents(card.amounts[name])}</dd>
                </div>
              ))}
            </RecordFacts>
          </article>
        </li>
      ))}
    </RecordCards>
  );
}

const AsOf = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 12rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Table = styled(RecordTable)`
  td,
  tfoot th {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td:last-child {
    width: auto;
  }
  tbody th small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
  }
`;

const CardName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
