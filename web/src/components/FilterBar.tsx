import styled from 'styled-components';
import { media } from '../lib/theme';

/**
 * A list's search box followed by its filter selects (each a labelled field in a div). On a
 * phone the search takes the whole first row and the selects share the rows beneath; from the
 * medium breakpoint up everything sits on one row, the search twice as wide.
 */
export const FilterBar = styled.div<{ $selects: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $selects }) => Math.min(Math.max($selects, 1), 2)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 2fr repeat(${({ $selects }) => $selects}, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
`;
