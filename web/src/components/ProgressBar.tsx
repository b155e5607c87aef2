import styled from 'styled-components';
import { media } from '../lib/theme';

interface ProgressTrackProps {
  /** What is measured, the bar's accessible name ("Payment progress"). */
  label: string;
  value: number;
  max: number;
  /** The value in words, read out instead of the number ("7 of 23 answered"). */
  valueText: string;
  /** Done: the bar turns green. */
  complete?: boolean;
}

/** A progress bar: the track, the part done, and what a screen reader says of it. */
export function ProgressTrack({ label, value, max, valueText, complete = false }: ProgressTrackProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={valueText}>
      <Bar style={{ width: `${percent}%` }} $complete={complete} />
    </Track>
  );
}

/** The bar with its value in words beside it (shown, and read out once: as the bar's value). */
export function ProgressBar(props: Omit<ProgressTrackProps, 'complete'>) {
  return (
    <Row>
      <ShortTrack>
        <ProgressTrack {...props} />
      </ShortTrack>
      <span aria-hidden="true">{props.valueText}</span>
    </Row>
  );
}

const Track = styled.div`
  height: 8px;
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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const ShortTrack = styled.div`
  flex: 1 1 8rem;
  max-width: 16rem;
`;
