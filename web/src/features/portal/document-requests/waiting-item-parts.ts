import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { recordTitle } from '../../../components/RecordCard';

/*
 * The pieces every row of "Waiting for you" is drawn with (a letter to sign, an organizer to fill
 * in, a document to upload), so that they read as one list.
 */

/** One row: gold on its left while it waits, red once overdue. */
export const Item = styled.article<{ $overdue: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
  border-left: 4px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.gold600)};
`;

export const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.navy800};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover {
    color: ${({ theme }) => theme.colors.navy600};
  }
`;

export const Main = styled.div`
  display: flex;
  flex: 1 1 16rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h3 {
    ${recordTitle}
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Due = styled.p<{ $overdue: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.muted)};
  overflow-wrap: anywhere;
`;
