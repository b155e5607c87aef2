import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { collapsedFeatureCount, moreFeaturesLabel, showLessLabel } from '../../../content/services';
import type { Service } from '../../../content/types';
import { IconTile } from '../shared/FeatureGrid';

/**
 * A service with its features collapsed to the first three (SPEC §4, §9). The toggle appears
 * only when there are more than three, and reads "+ N more features" or "- Show less".
 */
export function ServiceCard({ service }: { service: Service }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hiddenCount = Math.max(service.features.length - collapsedFeatureCount, 0);
  const shown = expanded ? service.features : service.features.slice(0, collapsedFeatureCount);

  return (
    <Article aria-labelledby={`${listId}-title`}>
      <Top>
        <IconTile>
          <Icon name={service.icon} />
        </IconTile>
        <Badge $tone="gold">{service.pricing}</Badge>
      </Top>
      <h3 id={`${listId}-title`}>{service.title}</h3>
      <p>{service.description}</p>
      <Features id={listId}>
        {shown.map((feature) => (
          <li key={feature}>
            <Icon name="check-circle" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      {hiddenCount > 0 && (
        <Toggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? showLessLabel : moreFeaturesLabel(hiddenCount)}
        </Toggle>
      )}
    </Article>
  );
}

const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[8]};
  border-top: 4px solid ${({ theme }) => theme.colors.navy700};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Toggle = styled.button`
  align-self: flex-start;
  min-height: 44px;
  margin-top: auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.navy700};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
`;
