import styled from 'styled-components';
import { ProgressTrack } from '../../../components/ProgressBar';

/**
 * How much of an engagement is paid (docs/product.md#engagement-status), as a bar and a percentage.
 */
export function PaymentProgress({ percent }: { percent: number }) {
  return (
    <Wrapper>
      <Row>
        <span>Payment progress</span>
        <strong aria-hidden="true">{percent}%</strong>
      </Row>
      <ProgressTrack label="Payment progress" value={percent} max={100} valueText={`${percent}% paid`} complete={percent >= 100} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
