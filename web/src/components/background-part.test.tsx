import { act, render, screen } from '@testing-library/react';
import { backgroundPart } from './background-part';
import { FIRST_RETRY_MS } from './fetch-until-loaded';

/** A loader whose next answers the test decides: the code arrives, or the network fails. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const Feed = ({ label }: { label: string }) => <p>{label}</p>;
  const load = () =>
    new Promise<typeof Feed>((resolve, reject) =>
      calls.push({ resolve: () => resolve(Feed), reject: () => reject(new TypeError('Failed to fetch dynamically imported module')) }),
    );
  return { load, calls };
}

afterEach(() => jest.useRealTimers());

describe('a background part', () => {
  it('draws nothing until its code is there, then draws it', async () => {
    const { load, calls } = controlledLoader();
    const LiveFeed = backgroundPart(load);
    render(<LiveFeed label="Live" />);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    await act(async () => calls[0].resolve());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('stays out of the way when its code cannot be fetched, and tries again once the browser is back online', async () => {
    const { load, calls } = controlledLoader();
    const LiveFeed = backgroundPart(load);
    render(
      <main>
        <h1>Documents</h1>
        <LiveFeed label="Live" />
      </main>,
    );
    await act(async () => calls[0].reject());
    // The page around it is untouched.
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('tries again after a while when the browser never noticed it was offline (a server restarting)', async () => {
    jest.useFakeTimers();
    const { load, calls } = controlledLoader();
    const LiveFeed = backgroundPart(load);
    render(<LiveFeed label="Live" />);
    await act(async () => calls[0].reject());
    await act(async () => jest.advanceTimersByTime(FIRST_RETRY_MS - 1));
    expect(calls).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls).toHaveLength(2);
    // Failing again, it waits twice as long.
    await act(async () => calls[1].reject());
    await act(async () => jest.advanceTimersByTime(FIRST_RETRY_MS * 2 - 1));
    expect(calls).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls).toHaveLength(3);
    await act(async () => calls[2].resolve());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });
});
