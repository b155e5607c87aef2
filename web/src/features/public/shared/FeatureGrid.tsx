import styled from 'styled-components';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import type { FeatureCard } from '../../../content/types';
import { Grid } from './Section';

/** Cards with an icon, an h3 and a short text: values, cross-industry strengths, reasons to choose us. */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid as="ul" $columns={columns} role="list">
      {items.map((item) => (
        <FeatureItem key={item.title}>
          <IconTile>
            <Icon name={item.icon} size={24} />
          </IconTile>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </FeatureItem>
      ))}
    </Grid>
  );
}

const FeatureItem = styled(Card).attrs({ as: 'li' })`
  list-style: none;
  transition:
    box-shadow 160ms ease,
    transform 160ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.navy800};
  background: ${({ theme }) => theme.colors.gold100};
`;
