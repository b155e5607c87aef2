import styled from 'styled-components';

/*
 * A short list of records as a table on a wide screen and as cards on a phone (the administrators'
 * users, the filing seasons): the parts both views share, so each list adds only what is its own
 * (which columns wrap, the width of a card's labels).
 */

/** Lets a table wider than its card scroll sideways instead of the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The table: one row per record, a header row of muted capitals, row headers in bold. */
export const RecordTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.canvas};
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  td {
    white-space: nowrap;
  }
  td:last-child {
    width: 1%;
  }
`;

/** The cards: a list of bordered articles, one per record. */
export const RecordCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  article {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** A card's facts: a label and its value on each line; `$labelWidth` fits the longest label. */
export const RecordFacts = styled.dl<{ $labelWidth: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: ${({ $labelWidth }) => $labelWidth} 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
