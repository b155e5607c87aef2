import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { SiteLayout } from './SiteLayout';
import { SPLASH_SEEN_KEY, resetSplashDecision } from './SplashScreen';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

function renderFrameAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<CurrentPath />} />
      </Route>
    </Routes>,
    { path },
  );
}

const headerNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  // The splash belongs to its own tests; here the session has seen it already.
  window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  resetSplashDecision();
});

describe('the shared frame (SPEC §2)', () => {
  it('offers a skip link to the main landmark, which holds the page', () => {
    renderFrameAt('/services');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByTestId('current-path')).toHaveTextContent('/services');
  });

  it('links the logo and firm name to the home page', () => {
    renderFrameAt('/contact');
    const home = within(screen.getByRole('banner')).getByRole('link', { name: /^Khanya Tax & Advisory.*, home$/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Khanya Tax & Advisory');
  });

  it('lists the seven navigation items in order with their routes', () => {
    renderFrameAt('/');
    const links = within(headerNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Industries', '/industries'],
      ['Director', '/director'],
      ['Contact', '/contact'],
      ['Sign In', '/portal'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/About/x', 'About'],
    ['/industries', 'Industries'],
    ['/CONTACT', 'Contact'],
  ])('on %s marks only %s as the current page', (path, current) => {
    renderFrameAt(path);
    const marked = within(headerNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('marks nothing on a path that belongs to no item', () => {
    renderFrameAt('/no-such-page');
    const marked = within(headerNav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(marked).toEqual([]);
  });
});

describe('the mobile drawer (SPEC §2, §4)', () => {
  it('opens as a dialog titled Navigation with its subtitle', async () => {
    const user = userEvent.setup();
    renderFrameAt('/services');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAccessibleDescription('Choose a section to explore');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Industries', 'Director', 'Contact', 'Sign In']);
  });

  it('shows the check mark on the current item only', async () => {
    const user = userEvent.setup();
    renderFrameAt('/industries');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const checks = within(drawer).getAllByTestId('active-check');
    expect(checks).toHaveLength(1);
    const current = within(drawer).getByRole('link', { name: 'Industries' });
    expect(current).toContainElement(checks[0] ?? null);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes when an item is chosen, and goes there', async () => {
    const user = userEvent.setup();
    renderFrameAt('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Director' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/director');
  });

  it('closes when the current item is chosen, although the page stays the same', async () => {
    const user = userEvent.setup();
    renderFrameAt('/services');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Services' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/services');
  });

  it('closes with Escape and with its close button, giving focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderFrameAt('/');
    const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(menuButton);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Close navigation menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});

describe('the footer (SPEC §2)', () => {
  it('has the Services, About and Support columns with their routes', () => {
    renderFrameAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Services', 'About', 'Support']);
    for (const name of ['Tax Services', 'Management Consulting & Advisory', 'Internal & External Audit', 'Assurance Consulting']) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/services');
    }
    expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Director Profile' })).toHaveAttribute('href', '/director');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/portal');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows dead links as disabled items that go nowhere, never as href="#"', () => {
    const { container } = renderFrameAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    for (const name of [
      'Careers',
      'Terms of Service',
      'Terms',
      'Security',
      'Khanya Tax & Advisory on LinkedIn',
      'Khanya Tax & Advisory on Facebook',
    ]) {
      const item = footer.getByRole('link', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
      expect(item.tagName).not.toBe('A');
    }
    expect(container.querySelectorAll('a[href="#"]')).toHaveLength(0);
  });

  it('carries the tagline and the 2024 copyright line', () => {
    renderFrameAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/Expert tax, accounting and advisory services/)).toBeInTheDocument();
    expect(footer.getByText('© 2024 Khanya Tax & Advisory. All rights reserved.')).toBeInTheDocument();
  });
});
