import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { CODE_UNREACHABLE, CodeLoadBoundary } from './CodeLoadBoundary';

const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Page({ path, part }: { path: string; part: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <main>
        <h1>Admin Panel</h1>
        <CodeLoadBoundary resetKey={path}>
          <Suspense fallback={<p>Loading…</p>}>{part}</Suspense>
        </CodeLoadBoundary>
      </main>
    </ThemeProvider>
  );
}

describe('CodeLoadBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says a part could not be loaded and keeps the rest of the page, instead of a blank portal', async () => {
    render(<Page path="/portal/admin" part={<Unreachable />} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_UNREACHABLE);
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('draws the next page once the path changes', async () => {
    const { rerender } = render(<Page path="/portal/admin" part={<Unreachable />} />);
    await screen.findByRole('alert');
    rerender(<Page path="/portal/tasks" part={<p>Tasks</p>} />);
    expect(await screen.findByText('Tasks')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
