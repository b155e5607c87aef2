import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../lib/theme';
import { Icon, type AnyIconName } from './Icon';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: AnyIconName;
  /** A short explanation beneath the value, such as "signed in within 30 days". */
  hint?: ReactNode;
}

/** One counter: a labelled group, so assistive technology reads "Total Users, 12". */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <Stat role="group" aria-label={label}>
      <Top>
        <Label>{label}</Label>
        {icon && (
          <IconWell>
            <Icon name={icon} size={20} />
          </IconWell>
        )}
      </Top>
      <Value>{value}</Value>
      {hint && <Hint>{hint}</Hint>}
    </Stat>
  );
}

/** Counters side by side: two columns on a phone or tablet, `columns` from the large breakpoint. */
export const StatGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    gap: ${({ theme }) => theme.space[4]};
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const IconWell = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy100};
  color: ${({ theme }) => theme.colors.navy700};
`;

const Value = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  ${media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
