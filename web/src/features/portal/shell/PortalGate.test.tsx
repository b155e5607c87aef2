import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server, sidebarCountsAre } from '../../../test/msw-server';
import { renderWithApollo } from '../../../test/render-portal';
import { adminUser, sessionUser, signedInAs } from '../../../test/fixtures';
import type { LoginMutation, MeQuery } from '../../../graphql/generated';
import { PortalRoutes } from '../PortalApp';
import { quietAdminDashboard } from '../contact-tracker/contact-test-kit';

const meIs = (me: MeQuery['me']) => graphql.query<MeQuery>('Me', () => HttpResponse.json({ data: { me } }));

function renderPortal(path = '/portal') {
  return renderWithApollo(<PortalRoutes />, { path, route: '/portal/*', landing: null });
}

describe('the portal shell', () => {
  it('offers an inline sign-in form when there is no session, disabled until both fields are filled', async () => {
    server.use(meIs(null));
    renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'client@example.com');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    expect(button).toBeEnabled();
  });

  it('signs in inline and shows the portal without reloading', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      meIs(null),
      graphql.mutation<LoginMutation>('Login', async () => {
        await released;
        return HttpResponse.json({ data: { login: signedInAs(sessionUser()) } });
      }),
    );
    renderPortal();
    await userEvent.type(await screen.findByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sipho!' })).toBeInTheDocument();
  });

  it('shows an administrator the admin sidebar and the admin welcome', async () => {
    server.use(meIs(adminUser()), ...quietAdminDashboard());
    renderPortal();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/portal');
    expect(within(sidebar).getByRole('link', { name: 'Contact Tracker' })).toHaveAttribute('href', '/portal/contact-tracker');
    expect(within(sidebar).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/portal/admin');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Thandi!' })).toBeInTheDocument();
  });

  it('shows unread messages and notifications beside their sections', async () => {
    server.use(meIs(sessionUser()), sidebarCountsAre({ unreadMessageCount: 2, unreadNotificationCount: 0 }));
    renderPortal();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    expect(await within(sidebar).findByRole('link', { name: 'Messages 2 unread' })).toHaveAttribute('href', '/portal/messages');
    expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('folds the sections behind Menu on small screens, and folds them again after a choice', async () => {
    server.use(
      meIs(sessionUser()),
      graphql.query('Tasks', () => HttpResponse.json({ data: { tasks: [] } })),
    );
    renderPortal();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(folded).toHaveAttribute('data-open', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(folded).toHaveAttribute('data-open', 'true');
    await userEvent.click(within(folded).getByRole('link', { name: 'Tasks' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows a client no Admin Panel link, the Welcome banner and the administrator notice', async () => {
    server.use(meIs(sessionUser({ firstName: '' })));
    renderPortal();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Contact Tracker' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, User!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Administrator Access Required' })).toBeInTheDocument();
  });

  it('logs out: says so, clears the cache and returns to the sign-in form after a second', async () => {
    let signedIn = true;
    server.use(
      graphql.query<MeQuery>('Me', () => HttpResponse.json({ data: { me: signedIn ? adminUser() : null } })),
      graphql.mutation('Logout', () => {
        signedIn = false;
        return HttpResponse.json({ data: { logout: true } });
      }),
      ...quietAdminDashboard(),
    );
    renderPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal sections' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Portal sections' })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('forgets what the browser kept at logout: the kept code, the service worker and session storage', async () => {
    const deleted: string[] = [];
    const unregister = jest.fn(async () => true);
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: { keys: async () => ['portal-code', 'workbox-precache-v2'], delete: async (name: string) => deleted.push(name) > 0 },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }], register: jest.fn(async () => ({})) },
    });
    window.sessionStorage.setItem('kept', 'yes');
    server.use(
      meIs(adminUser()),
      ...quietAdminDashboard(),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
    );
    try {
      renderPortal();
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(deleted).toEqual(['portal-code', 'workbox-precache-v2']));
      await waitFor(() => expect(unregister).toHaveBeenCalled());
      expect(window.sessionStorage.getItem('kept')).toBeNull();
    } finally {
      delete (window as { caches?: unknown }).caches;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('says plainly that it is offline when opened without a connection, and opens once it is back', async () => {
    let online = false;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    server.use(
      graphql.query<MeQuery>('Me', () => (online ? HttpResponse.json({ data: { me: adminUser() } }) : HttpResponse.error())),
      ...quietAdminDashboard(),
    );
    try {
      renderPortal();
      expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
      online = true;
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByRole('navigation', { name: 'Portal sections' })).toBeInTheDocument();
      expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('tells a signed-in user when the connection drops, without leaving the page', async () => {
    server.use(meIs(adminUser()), ...quietAdminDashboard());
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
    try {
      renderPortal();
      await screen.findByRole('navigation', { name: 'Portal sections' });
      onLine.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      expect(await screen.findByText(/nothing can be sent or saved until you're back online/)).toBeInTheDocument();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument());
    } finally {
      onLine.mockRestore();
    }
  });

  it('keeps the user signed in and says so when logout fails', async () => {
    server.use(
      meIs(adminUser()),
      ...quietAdminDashboard(),
      graphql.mutation('Logout', () => HttpResponse.json({ errors: [{ message: 'Database unavailable' }] })),
    );
    renderPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to logout. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal sections' })).toBeInTheDocument();
  });

  it('shows a portal not-found page for an unknown portal path, inside the shell', async () => {
    server.use(meIs(adminUser()));
    renderPortal('/portal/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal sections' })).toBeInTheDocument();
  });

  it('says the admin panel needs a sign-in above the inline form on /portal/admin', async () => {
    server.use(meIs(null));
    renderPortal('/portal/Admin/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied - Please log in to access the admin panel.');
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
  });

  it('shows no such notice above the inline form elsewhere in the portal', async () => {
    server.use(meIs(null));
    renderPortal('/portal/contact-tracker');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(/Please log in to access the admin panel/)).not.toBeInTheDocument();
  });
});
