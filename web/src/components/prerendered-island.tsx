import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import styled from 'styled-components';
import { codeLoader } from './code-loader';
import { fetchUntilLoaded } from './fetch-until-loaded';

/** Shown in an island's place while its code cannot be fetched, where the page was not prerendered. */
export const ISLAND_CODE_WAITING = "This part couldn't be loaded yet: it will appear once your connection is back.";

interface IslandOptions {
  /** What to wait for before fetching the code at all (the visitor reaching for a form, say). */
  before?: () => Promise<void>;
  /** Runs after each failed fetch of the code. */
  onFailure?: () => void;
}

/**
 * A part of a public page that arrives prerendered and comes alive when its code does (the
 * industries accordion, the Get In Touch form). While the code is on its way React keeps the
 * server's HTML in place, readable and, for a form, fillable. A fetch that fails (offline, a
 * deploy replacing the files) is tried again when the browser is back online or after a while
 * (fetch-until-loaded.ts) instead of being thrown: a thrown `React.lazy` failure replaced the
 * whole page with "couldn't be loaded" and dropped what the visitor had typed.
 *
 * `Pending` is the Suspense fallback for where the page was drawn in the browser (no server HTML
 * to keep): nothing while the code comes, a line saying so once a fetch has failed.
 */
export function prerenderedIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { before, onFailure }: IslandOptions = {},
) {
  const code = codeLoader(load);
  let failed = false;
  const listeners = new Set<() => void>();
  const noteFailure = () => {
    failed = true;
    listeners.forEach((listener) => listener());
    onFailure?.();
  };
  const Island = lazy(async () => {
    await before?.();
    return { default: await fetchUntilLoaded(code, { onFailure: noteFailure }) };
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function Pending() {
    const hasFailed = useSyncExternalStore(
      subscribe,
      () => failed,
      () => false,
    );
    return hasFailed ? <Waiting role="status">{ISLAND_CODE_WAITING}</Waiting> : null;
  }
  return { Island, Pending };
}

const Waiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
