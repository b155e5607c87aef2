import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${({ theme }) => theme.colors.navy100};
  border-top-color: ${({ theme }) => theme.colors.navy700};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
