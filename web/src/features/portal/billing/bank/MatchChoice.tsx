import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents } from '@validation/billing/money';
import { useMatchableInvoicesQuery, type MatchableInvoiceFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { VisuallyHidden } from '../../../../components/Card';
import { Input, Select } from '../../../../components/Field';
import { useSettledValue } from '../../../../components/useSettledValue';

/** Typing rests this long before the invoices are searched; at most this many are offered. */
const SEARCH_DELAY_MS = 300;
const FOUND_AT_MOST = 10;

const invoiceLabel = (invoice: MatchableInvoiceFragment) =>
  `${invoice.number} · ${[invoice.client?.firstName, invoice.client?.lastName].filter(Boolean).join(' ')} · ${formatCents(invoice.outstandingCents)} owed`;

interface MatchChoiceProps {
  /** The line's amount and day: what its controls are named after, for a screen reader. */
  label: string;
  suggestions: MatchableInvoiceFragment[];
  busy: boolean;
  /** The id of the message under the line, while there is one. */
  describedBy?: string;
  onMatch: (invoiceId: string) => void;
  /** The line's other buttons, beside Match. */
  children: ReactNode;
}

/**
 * The invoice a money-in line pays: the server's suggestions first, then the unpaid invoices found
 * by words of their number or their client's name, since the APIs take any issued invoice of a
 * client the staff member bills. A new search offers its first find; a choice made stays while
 * the search it was made under does.
 */
export function MatchChoice({ label, suggestions, busy, describedBy, onMatch, children }: MatchChoiceProps) {
  const noteId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useSettledValue(searchText.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<{ id: string; search: string } | null>(null);
  const found = useMatchableInvoicesQuery({
    variables: { search, first: FOUND_AT_MOST },
    skip: !search,
    // What is owed changes as lines are matched: a search asked again shows what it found before, then what is owed now.
    fetchPolicy: 'cache-and-network',
  });
  const finds = search ? (found.data?.invoices.nodes ?? []) : [];
  const others = finds.filter((invoice) => !suggestions.some((suggested) => suggested.id === invoice.id));
  const offered = [...suggestions, ...others];
  const chosen =
    picked && picked.search === search && offered.some((invoice) => invoice.id === picked.id)
      ? picked.id
      : ((finds[0] ?? suggestions[0])?.id ?? '');

  let note = '';
  if (search && found.loading && !found.data) note = 'Searching…';
  else if (search && found.error) note = 'The invoices could not be searched. Please try again.';
  else if (search && finds.length === 0) note = `No unpaid invoice matches “${search}”.`;
  else if (search) note = `${finds.length === 1 ? '1 unpaid invoice' : `${finds.length} unpaid invoices`} found: choose in the list.`;

  return (
    <Choice>
      <Input
        type="search"
        aria-label={`Find an invoice for ${label}`}
        placeholder="Find an invoice: number or client"
        aria-describedby={noteId}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <Row>
        {offered.length > 0 ? (
          <>
            <Select
              aria-label={`Invoice for ${label}`}
              aria-describedby={describedBy}
              value={chosen}
              onChange={(event) => setPicked({ id: event.target.value, search })}
            >
              {suggestions.length > 0 && (
                <optgroup label="Suggested">
                  {suggestions.map((invoice) => (
                    <option key={invoice.id} value={invoice.id}>
                      {invoiceLabel(invoice)}
                    </option>
                  ))}
                </optgroup>
              )}
              {others.length > 0 && (
                <optgroup label="Found">
                  {others.map((invoice) => (
                    <option key={invoice.id} value={invoice.id}>
                      {invoiceLabel(invoice)}
                    </option>
                  ))}
                </optgroup>
              )}
            </Select>
            <Button disabled={busy || !chosen} onClick={() => onMatch(chosen)}>
              Match <VisuallyHidden>{label}</VisuallyHidden>
            </Button>
          </>
        ) : (
          !search && <small>No open invoice names it or is owed this amount.</small>
        )}
        {children}
      </Row>
      <Note id={noteId} role="status">
        {note}
      </Note>
    </Choice>
  );
}

const Choice = styled.div`
  input {
    max-width: 30rem;
  }
`;

// Always there, so that a screen reader hears what a search found; it takes no room while empty.
const Note = styled.small`
  display: block;
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

// The select gives way before the buttons do: a long client's name never pushes them off a phone.
const Row = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  select {
    flex: 1 1 14rem;
    min-width: 0;
    max-width: 22rem;
  }
`;
