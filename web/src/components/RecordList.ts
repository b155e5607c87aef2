import styled from 'styled-components';
import { media } from '../lib/theme';

// The scaffolding around the portal's record lists (documents, engagements, tasks, appointments).

/** Record cards in a grid: one column on a phone, two from the medium breakpoint, three from the extra large. */
export const RecordGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    min-width: 0;
  }
  li > article {
    flex: 1;
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** "7 tasks · 1 overdue": the line above a list saying how many it shows. */
export const ResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The heading line of a list's empty state, above its hint. */
export const EmptyTitle = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
