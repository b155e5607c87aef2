import styled from 'styled-components';

/*
 * The amounts of an invoice's page, drawn alike in the document and under its payments: a table's
 * figure cell, and the totals beneath a table.
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
