import styled from 'styled-components';
import { media } from '../../../lib/theme';

/** How much of the file has reached the server, as a bar and a number. */
export function UploadProgress({ percent, fileName }: { percent: number; fileName: string }) {
  return (
    <Wrapper>
      <Row>
        <span>Uploading {fileName}…</span>
        <span aria-hidden="true">{percent}%</span>
      </Row>
      <Track
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Bar style={{ width: `${percent}%` }} />
      </Track>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy100};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.navy700};
  transition: width 120ms linear;
  ${media.reducedMotion} {
    transition: none;
  }
`;
