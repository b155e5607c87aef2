import styled from 'styled-components';
import { media } from '../../../lib/theme';

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
      <Track
        role="progressbar"
        aria-label="Payment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% paid`}
      >
        <Bar style={{ width: `${percent}%` }} $complete={percent >= 100} />
      </Track>
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

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy100};
  overflow: hidden;
`;

const Bar = styled.div<{ $complete: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $complete }) => ($complete ? theme.colors.success : theme.colors.navy700)};
  transition: width 200ms ease-out;
  ${media.reducedMotion} {
    transition: none;
  }
`;
