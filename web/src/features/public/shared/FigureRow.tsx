import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Icon } from '../../../components/Icon';
import type { Figure } from '../../../content/types';

/** Marketing figures exactly as the content writes them ("R16m+"), value above label. */
export function FigureRow({ figures, onDark = false }: { figures: Figure[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {figures.map((figure) => (
        <li key={figure.label}>
          {figure.icon && (
            <IconBadge $onDark={onDark}>
              <Icon name={figure.icon} size={22} />
            </IconBadge>
          )}
          <Value>{figure.value}</Value>
          <Label>{figure.label}</Label>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $onDark: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.05)' : theme.colors.surface)};
    border: 1px solid ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.12)' : theme.colors.border)};
    box-shadow: ${({ theme, $onDark }) => ($onDark ? 'none' : theme.shadows.sm)};
  }
  --figure-value: ${({ theme, $onDark }) => ($onDark ? theme.colors.gold400 : theme.colors.navy800)};
  --figure-label: ${({ theme, $onDark }) => ($onDark ? theme.colors.navy100 : theme.colors.muted)};
`;

const IconBadge = styled.span<{ $onDark: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.gold400 : theme.colors.navy700)};
  background: ${({ theme, $onDark }) => ($onDark ? 'rgba(224, 165, 38, 0.14)' : theme.colors.gold100)};
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2.25rem;
  font-weight: 700;
  line-height: 1.1;
  color: var(--figure-value);
  ${media.md} {
    font-size: 2.75rem;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: var(--figure-label);
`;
