import styled from 'styled-components';
import { RecordCards, RecordFacts } from '../../../components/RecordTable';

/*
 * The amounts of an invoice's page, drawn alike in the document and under its payments: a table's
 * figure cell, the totals beneath a table, and on a phone the cards that take a table's place.
 */

// Doubled: the table's own rule sets every cell to the left.
export const Figure = styled.td`
  && {
    text-align: right;
  }
  font-variant-numeric: tabular-nums;
`;

export const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-self: end;
  width: min(100%, 22rem);
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

// On a phone, a row each: the box around them is a card already, so the rows are parted by rules,
// not boxed again.
export const LineCards = styled(RecordCards)`
  gap: 0;
  article {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border: 0;
    border-radius: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child article {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A card's amounts line up on the right, as in the table's figure columns. */
export const AmountFacts = styled(RecordFacts)`
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
