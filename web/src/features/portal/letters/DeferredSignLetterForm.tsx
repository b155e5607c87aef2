import { useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { codeLoader } from '../../../components/code-loader';
import { LoadingState } from '../../../components/DataState';
import { fetchUntilLoaded } from '../../../components/fetch-until-loaded';
import type { SignLetterForm } from './SignLetterForm';

type Props = ComponentProps<typeof SignLetterForm>;

const signLetterForm = codeLoader(() => import('./SignLetterForm').then((module) => module.SignLetterForm));

/**
 * The signing form, its code (react-hook-form, zod, the shared rules, the signature pad) fetched
 * once the letter is on screen rather than with the page: a phone opening the letter from an
 * e-mail shows the text first. Offline, it says so and keeps trying (fetchUntilLoaded).
 */
export function DeferredSignLetterForm(props: Props) {
  const [Loaded, setLoaded] = useState(() => signLetterForm.loaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Loaded) return undefined;
    const unmounted = new AbortController();
    void fetchUntilLoaded(signLetterForm, { signal: unmounted.signal, onFailure: () => setFailed(true) }).then(
      (form) => !unmounted.signal.aborted && setLoaded(() => form),
    );
    return () => unmounted.abort();
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Placeholder>
      {failed ? (
        <p role="alert">The signing form could not be loaded: check your connection. It appears here as soon as it can.</p>
      ) : (
        <LoadingState label="Loading the signing form…" />
      )}
    </Placeholder>
  );
}

/** About the form's height, so that the page does not jump when it arrives. */
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-height: 24rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
