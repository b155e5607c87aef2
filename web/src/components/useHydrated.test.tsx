import { act, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './useHydrated';

/** A button that only its code can work, recording every value it was drawn with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Send</button>;
}

function drawnByTheServer(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('useHydrated', () => {
  it('is false when the server draws the page and while the browser takes it over, then true', async () => {
    const onTheServer: boolean[] = [];
    const container = drawnByTheServer(<Probe seen={onTheServer} />);
    expect(onTheServer).toEqual([false]);
    expect(container.querySelector('button')).toBeDisabled();

    const inTheBrowser: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={inTheBrowser} />);
    });
    // Hydrated as the server drew it (no mismatch), then drawn once more, working; never drawn
    // again in between (which React does, synchronously, when a store's value differs after hydration).
    expect(inTheBrowser).toEqual([false, true]);
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('is false for a part of the page hydrated later, until that part has been taken over', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    function Late({ seen }: { seen: boolean[] }) {
      if (!loaded) use(later);
      return <Probe seen={seen} />;
    }
    const tree = (seen: boolean[], first: boolean[]) => (
      <>
        <Probe seen={first} />
        <Suspense fallback={<p>Loading</p>}>
          <Late seen={seen} />
        </Suspense>
      </>
    );
    loaded = true;
    const container = drawnByTheServer(tree([], []));
    loaded = false;
    expect([...container.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);

    const late: boolean[] = [];
    const first: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, tree(late, first));
    });
    // The shell works; the late part is still the server's drawing, disabled.
    expect(first.at(-1)).toBe(true);
    expect(container.querySelectorAll('button')[1]).toBeDisabled();
    await act(async () => release());
    expect(late).toEqual([false, true]);
    expect([...container.querySelectorAll('button')].every((button) => !button.disabled)).toBe(true);
    container.remove();
  });

  it('is true at once for anything drawn in the browser', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen.every(Boolean)).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
