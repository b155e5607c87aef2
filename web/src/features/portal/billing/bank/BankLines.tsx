import { useState } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import {
  useIgnoreBankStatementLineMutation,
  useMatchBankStatementLineMutation,
  useRestoreBankStatementLineMutation,
  type BankLineFieldsFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { VisuallyHidden } from '../../../../components/Card';
import { Select } from '../../../../components/Field';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../../components/RecordTable';
import { toast } from '../../../../components/toast-store';
import { useMediaQuery } from '../../../../components/useMediaQuery';
import { serverMessage } from '../../../../lib/graphql-errors';
import { formatCalendarDate } from '../../../../lib/format';
import { theme } from '../../../../lib/theme';

type Line = BankLineFieldsFragment;
type Suggestion = Line['suggestions'][number];

const amountOf = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));
const suggestionLabel = (invoice: Suggestion) =>
  `${invoice.number} · ${[invoice.client?.firstName, invoice.client?.lastName].filter(Boolean).join(' ')} · ${formatCents(invoice.outstandingCents)} owed`;

/** The lines as a table, or a card each on a phone, with Match (money in only), Ignore and Restore. */
export function BankLines({ lines, onChanged }: { lines: Line[]; onChanged: () => void }) {
  const isPhone = useMediaQuery(`(max-width: ${parseInt(theme.breakpoints.md, 10) - 0.02}px)`);
  if (isPhone) {
    return (
      <RecordCards aria-label="Statement lines">
        {lines.map((line) => (
          <li key={line.id}>
            <article aria-labelledby={`bank-line-${line.id}`}>
              <CardTitle id={`bank-line-${line.id}`}>
                {amountOf(line.amountCents)} on {formatCalendarDate(line.postedOn)}
              </CardTitle>
              <RecordFacts $labelWidth="6rem">
                <div>
                  <dt>Reference</dt>
                  <dd>{line.reference || '—'}</dd>
                </div>
                <div>
                  <dt>Description</dt>
                  <dd>{line.description || '—'}</dd>
                </div>
              </RecordFacts>
              <LineActions line={line} onChanged={onChanged} />
            </article>
          </li>
        ))}
      </RecordCards>
    );
  }
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Statement lines (scrolls sideways)">
      <LinesTable>
        <caption>
          <VisuallyHidden>Statement lines, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Amount</th>
            <th scope="col">Reference</th>
            <th scope="col">Description</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{formatCalendarDate(line.postedOn)}</td>
              <td>{amountOf(line.amountCents)}</td>
              <th scope="row">{line.reference || '—'}</th>
              <td>{line.description}</td>
              <td>
                <LineActions line={line} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </LinesTable>
    </TableScroll>
  );
}

function LineActions({ line, onChanged }: { line: Line; onChanged: () => void }) {
  const [invoiceId, setInvoiceId] = useState(line.suggestions[0]?.id ?? '');
  const [match, { loading: matching }] = useMatchBankStatementLineMutation();
  const [ignore, { loading: ignoring }] = useIgnoreBankStatementLineMutation();
  const [restore, { loading: restoring }] = useRestoreBankStatementLineMutation();
  const busy = matching || ignoring || restoring;
  const label = `${amountOf(line.amountCents)} on ${formatCalendarDate(line.postedOn)}`;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, description: label, variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: 'Not done', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };
  if (line.status === 'MATCHED') return <span>Matched</span>;
  if (line.status === 'IGNORED') {
    return (
      <Button
        $variant="outline"
        disabled={busy}
        onClick={() => void run(() => restore({ variables: { lineId: line.id } }), 'Line restored')}
      >
        Restore <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
    );
  }
  const moneyIn = line.amountCents > 0;
  return (
    <Actions>
      {moneyIn && line.suggestions.length > 0 && (
        <>
          <Select aria-label={`Invoice for ${label}`} value={invoiceId} onChange={(event) => setInvoiceId(event.target.value)}>
            {line.suggestions.map((invoice) => (
              <option key={invoice.id} value={invoice.id}>
                {suggestionLabel(invoice)}
              </option>
            ))}
          </Select>
          <Button
            disabled={busy || !invoiceId}
            onClick={() => void run(() => match({ variables: { lineId: line.id, invoiceId } }), 'Line matched')}
          >
            Match <VisuallyHidden>{label}</VisuallyHidden>
          </Button>
        </>
      )}
      {moneyIn && line.suggestions.length === 0 && <small>No open invoice names it or is owed this amount.</small>}
      <Button $variant="outline" disabled={busy} onClick={() => void run(() => ignore({ variables: { lineId: line.id } }), 'Line ignored')}>
        Ignore <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
    </Actions>
  );
}

// The invoice column holds the choice of invoice and the buttons: room for them on one line or two.
const LinesTable = styled(RecordTable)`
  td:last-child {
    min-width: 24rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  select {
    max-width: 22rem;
  }
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
