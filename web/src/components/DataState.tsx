import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './PageLoading';

/**
 * The four states every data-loading view has (after Redwood's cells): Loading, Empty,
 * Failure (with Try again) and Success. Data already on screen stays while a refetch runs.
 */
interface DataStateProps {
  loading: boolean;
  error?: unknown;
  /** True when the answer came back with nothing to show. */
  empty: boolean;
  /** Whether there is anything to show yet (the Success state's data). */
  hasData: boolean;
  loadingText: string;
  emptyText: ReactNode;
  errorText?: string;
  onRetry: () => void;
  children: ReactNode;
}

export function DataState({ loading, error, empty, hasData, loadingText, emptyText, errorText, onRetry, children }: DataStateProps) {
  if (error && !hasData) return <FailureState message={errorText} onRetry={onRetry} />;
  if (!hasData) return loading ? <LoadingState label={loadingText} /> : null;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box>
      <p>{children}</p>
    </Box>
  );
}

export function FailureState({ message = 'Something went wrong while loading this.', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button $variant="outline" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;
