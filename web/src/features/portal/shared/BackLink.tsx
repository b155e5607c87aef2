import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePrefetchOnIntent } from './page-prefetch';

/** "← All letters": a record page's way back to its list, fetched ahead when pointed at. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Back to={to} {...usePrefetchOnIntent(to)}>
      <span aria-hidden="true">←</span> {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.navy800};
`;
