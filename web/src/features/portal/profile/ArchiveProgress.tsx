import styled, { keyframes } from 'styled-components';
import { media } from '../../../lib/theme';
import { formatFileSize } from '../../../lib/file-size';
import type { MyDataProgress } from './my-data-download';

/**
 * The "My data" archive on its way. Until the server answers, the bar has no value (it is
 * preparing); then it fills with the bytes received against the server's estimate, holding at
 * 99% until the last byte, since an estimate can be short.
 */
export function ArchiveProgress({ progress }: { progress: MyDataProgress | null }) {
  const percent =
    progress?.estimatedBytes != null ? Math.min(99, Math.floor((progress.receivedBytes / progress.estimatedBytes) * 100)) : null;
  const detail = progress
    ? `${formatFileSize(progress.receivedBytes)}${progress.estimatedBytes ? ` of about ${formatFileSize(progress.estimatedBytes)}` : ''}`
    : 'Counting your records…';
  return (
    <Wrapper>
      <Row>
        <span>
          Preparing your archive…{percent !== null && ` ${percent}%`}
          {progress?.items ? ` (${progress.items} items)` : ''}
        </span>
        <span aria-hidden="true">{detail}</span>
      </Row>
      <Track
        role="progressbar"
        aria-label="Archive download progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? 'Preparing your archive' : `${percent}%, ${detail}`}
      >
        {percent === null ? <Indeterminate /> : <Bar style={{ width: `${percent}%` }} />}
      </Track>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
  max-width: 480px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.div`
  position: relative;
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

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Indeterminate = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.navy700};
  animation: ${slide} 1.2s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
    width: 100%;
    opacity: 0.35;
  }
`;
