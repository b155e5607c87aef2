import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AppRoutes } from '../../../app/AppRoutes';
import { SPLASH_SEEN_KEY } from '../layout/SplashScreen';

beforeEach(() => {
  window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
});

describe('the catch-all page', () => {
  it('answers an unknown address inside the site frame, with one h1 and ways onward', async () => {
    renderWithProviders(<AppRoutes />, { path: '/no-such-page' });

    expect(await screen.findByRole('heading', { level: 1, name: 'We Couldn’t Find That Page' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Khanya Tax & Advisory');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('marks About as current on /About/x (prefix rule, any case)', async () => {
    renderWithProviders(<AppRoutes />, { path: '/About/x' });
    await screen.findByRole('heading', { level: 1, name: 'We Couldn’t Find That Page' });
    const current = screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent);
    expect(current).toEqual(['About']);
  });

  it('matches the public routes whatever the case', async () => {
    // The page is a lazy chunk: load its modules first, so that a cold transform cache on busy cores
    // is not mistaken for a route that did not match.
    await import('../industries/IndustriesPage');
    renderWithProviders(<AppRoutes />, { path: '/INDUSTRIES' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Industries We Serve' })).toBeInTheDocument();
  });
});
