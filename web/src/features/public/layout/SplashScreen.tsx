import { useLayoutEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { LogoMark } from '../../../components/Logo';
import { firm } from '../../../content/firm';
import { siteChrome } from '../../../content/navigation';

export const SPLASH_SEEN_KEY = 'khanya:splash-seen';
/** The logo shows alone for a moment, then fades; it is gone by SPLASH_TOTAL_MS. */
export const SPLASH_FADE_START_MS = 250;
export const SPLASH_TOTAL_MS = 600;

type SplashPhase = 'hidden' | 'shown' | 'leaving';

/**
 * Decided once per page load: the first visit of a browser session shows the splash, and only
 * when the visitor has not asked for reduced motion. Kept outside React so that StrictMode's
 * second effect run and later remounts of the layout agree with the first decision.
 */
let decision: { show: boolean; finished: boolean } | null = null;

function decideSplash(): { show: boolean; finished: boolean } {
  if (decision) return decision;
  let firstVisit = false;
  try {
    firstVisit = window.sessionStorage.getItem(SPLASH_SEEN_KEY) === null;
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    firstVisit = false; // storage blocked: never risk showing it on every page
  }
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  decision = { show: firstVisit && !reducedMotion, finished: false };
  return decision;
}

/** For tests: forget this page load's decision. */
export function resetSplashDecision() {
  decision = null;
}

/**
 * The logo over the page on a session's first visit. The page renders underneath from the start
 * (the overlay lets clicks through and is hidden from assistive technology); nothing of it is
 * rendered on the server, so prerendered HTML and hydration are unaffected.
 */
export function SplashScreen() {
  const [phase, setPhase] = useState<SplashPhase>('hidden');

  // A layout effect: on a client render the overlay is in place before the first paint.
  useLayoutEffect(() => {
    const current = decideSplash();
    if (!current.show || current.finished) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided in the browser only, before its first paint: the server's HTML and hydration never hold the overlay
    setPhase('shown');
    const fade = window.setTimeout(() => setPhase('leaving'), SPLASH_FADE_START_MS);
    const done = window.setTimeout(() => {
      current.finished = true;
      setPhase('hidden');
    }, SPLASH_TOTAL_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, []);

  if (phase === 'hidden') return null;
  return (
    <Overlay $leaving={phase === 'leaving'} aria-hidden="true" data-testid="splash-screen">
      <LogoMark size={88} />
      <Name>{firm.name}</Name>
      <Subtitle>{siteChrome.brandSubtitle}</Subtitle>
    </Overlay>
  );
}

const Overlay = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast + 1};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.navy900};
  pointer-events: none;
  opacity: 1;
  transition: opacity ${SPLASH_TOTAL_MS - SPLASH_FADE_START_MS}ms ease-out;
  ${({ $leaving }) =>
    $leaving &&
    css`
      opacity: 0;
    `}
`;

const Name = styled.span`
  margin-top: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  color: #fff;
`;

const Subtitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.gold400};
`;
