import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RecordArticle } from '../../../../components/RecordCard';
import { Icon, type AnyIconName } from '../../../../components/Icon';
import { HealthIcon } from '../HealthIcon';

// A fact of Facts is written as on the record cards.
export { Fact } from '../../../../components/RecordCard';

/** One card of the System tab: a title, a state in words (green when ok), and its facts. */
export function StatusCard({
  title,
  icon,
  ok,
  state,
  children,
}: {
  title: string;
  icon: AnyIconName;
  ok: boolean;
  state: string;
  children: ReactNode;
}) {
  const id = `system-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Panel as="section" aria-labelledby={id}>
      <PanelHead>
        <Icon name={icon} size={22} />
        <h3 id={id}>{title}</h3>
      </PanelHead>
      <State $ok={ok}>
        <HealthIcon health={ok ? 'healthy' : 'degraded'} size={20} />
        {state}
      </State>
      {children}
    </Panel>
  );
}

/** The frame of a System tab card: the record cards' (rendered as a section). */
export const Panel = RecordArticle;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.navy700};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const State = styled.p<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.warning)};
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div {
    display: grid;
    grid-template-columns: 9rem 1fr;
    gap: ${({ theme }) => theme.space[2]};
    align-items: start;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
