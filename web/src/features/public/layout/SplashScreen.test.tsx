import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../lib/theme';
import { staticMatchMedia } from '../../../test/match-media';
import { SPLASH_SEEN_KEY, SPLASH_TOTAL_MS, SplashScreen, resetSplashDecision } from './SplashScreen';

function renderPageWithSplash() {
  return render(
    <ThemeProvider theme={theme}>
      <h1>Page content</h1>
      <SplashScreen />
    </ThemeProvider>,
  );
}

function preferReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(staticMatchMedia((query) => reduce && query.includes('prefers-reduced-motion')));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  resetSplashDecision();
  preferReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the splash screen', () => {
  it('covers the page on the first visit of a session while the page is already rendered underneath', () => {
    renderPageWithSplash();
    expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
    expect(screen.getByTestId('splash-screen')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it(`is gone after ${SPLASH_TOTAL_MS} ms`, () => {
    renderPageWithSplash();
    act(() => {
      jest.advanceTimersByTime(SPLASH_TOTAL_MS);
    });
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });

  it('does not show again later in the same session', () => {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    renderPageWithSplash();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });

  it('does not come back when the layout remounts after it finished', () => {
    const first = renderPageWithSplash();
    act(() => {
      jest.advanceTimersByTime(SPLASH_TOTAL_MS);
    });
    first.unmount();
    renderPageWithSplash();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });

  it('is skipped for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    renderPageWithSplash();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
