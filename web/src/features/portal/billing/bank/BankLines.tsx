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
import { FieldMessage } from '../../../../components/Field';
import { RecordCards, RecordFacts, RecordTable, TableScroll } from '../../../../components/RecordTable';
import { toast } from '../../../../components/toast-store';
import { useIsPhone } from '../../../../components/useMediaQuery';
import { serverMessage } from '../../../../lib/graphql-errors';
import { formatCalendarDate } from '../../../../lib/format';
import { MatchChoice } from './MatchChoice';

type Line = BankLineFieldsFragment;

const amountOf = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

/** The lines as a table, or a card each on a phone, with Match (money in only), Ignore and Restore. */
export function BankLines({ lines, onChanged }: { lines: Line[]; onChanged: () => void }) {
  const isPhone = useIsPhone();
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

/**
 * What can be done with a line: Match (money in only) and Ignore while unmatched, Restore once
 * ignored. A refusal, such as an invoice that cannot be paid or a line a colleague matched a moment
 * before, is the server's message under the line's controls.
 */
function LineActions({ line, onChanged }: { line: Line; onChanged: () => void }) {
  const [match, { loading: matching }] = useMatchBankStatementLineMutation();
  const [ignore, { loading: ignoring }] = useIgnoreBankStatementLineMutation();
  const [restore, { loading: restoring }] = useRestoreBankStatementLineMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = matching || ignoring || restoring;
  const label = `${amountOf(line.amountCents)} on ${formatCalendarDate(line.postedOn)}`;
  const failureId = `bank-line-${line.id}-failure`;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      toast({ title: done, description: label, variant: 'success' });
      onChanged();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The line was not changed. Please try again.');
    }
  };
  const failed = failure && (
    <FieldMessage id={failureId} role="alert">
      {failure}
    </FieldMessage>
  );
  if (line.status === 'MATCHED') return <span>Matched</span>;
  if (line.status === 'IGNORED') {
    return (
      <div>
        <Button
          $variant="outline"
          disabled={busy}
          aria-describedby={failure ? failureId : undefined}
          onClick={() => void run(() => restore({ variables: { lineId: line.id } }), 'Line restored')}
        >
          Restore <VisuallyHidden>{label}</VisuallyHidden>
        </Button>
        {failed}
      </div>
    );
  }
  const ignoreButton = (
    <Button
      $variant="outline"
      disabled={busy}
      aria-describedby={failure ? failureId : undefined}
      onClick={() => void run(() => ignore({ variables: { lineId: line.id } }), 'Line ignored')}
    >
      Ignore <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
  return (
    <div>
      {line.amountCents > 0 ? (
        <MatchChoice
          label={label}
          suggestions={line.suggestions}
          busy={busy}
          describedBy={failure ? failureId : undefined}
          onMatch={(invoiceId) => void run(() => match({ variables: { lineId: line.id, invoiceId } }), 'Line matched')}
        >
          {ignoreButton}
        </MatchChoice>
      ) : (
        ignoreButton
      )}
      {failed}
    </div>
  );
}

// The invoice column holds the search, then the choice of invoice and the buttons: room for them on a line or two.
const LinesTable = styled(RecordTable)`
  td:last-child {
    min-width: 24rem;
  }
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
