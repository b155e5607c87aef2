import styled from 'styled-components';
import { Button } from '../../../components/Button';
import type { SaveState } from './useAnswerSaver';

/**
 * Where a question's answer stands, beside it: "Saving…", "Saved", or why it was not saved with
 * "Try again". Read out politely as it changes (role=status), so a screen reader hears each save.
 */
export function SaveStatus({ state, onRetry, questionLabel }: { state: SaveState; onRetry: () => void; questionLabel: string }) {
  return (
    <Line role="status" $tone={state.kind === 'failed' || state.kind === 'invalid' ? 'danger' : 'muted'}>
      {state.kind === 'saving' && 'Saving…'}
      {state.kind === 'saved' && (
        <>
          <Tick aria-hidden="true">✓</Tick> Saved
        </>
      )}
      {state.kind === 'invalid' && state.message}
      {state.kind === 'failed' && (
        <>
          <span>{state.message}</span>
          <Button type="button" $variant="outline" $size="sm" onClick={onRetry} aria-label={`Try again to save: ${questionLabel}`}>
            Try again
          </Button>
        </>
      )}
    </Line>
  );
}

const Line = styled.p<{ $tone: 'danger' | 'muted' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 1.5rem;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
  overflow-wrap: anywhere;
`;

const Tick = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;
