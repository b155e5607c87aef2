import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { submission, submissionsAre } from '../contact-tracker/contact-test-kit';
import { activity, activityIs, adminStats, statsFrom } from './admin-test-kit';

function renderAdmin(user = adminUser()) {
  return renderPortalAs(user, '/portal/admin');
}

const healthCard = () => screen.getByRole('group', { name: 'System Health' });

describe('the admin panel', () => {
  it('shows a signed-in client Access Denied and asks for no admin data', async () => {
    const stats = statsFrom();
    server.use(stats.handler);
    renderAdmin(sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this section.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(stats.counter.requests).toBe(0);
  });

  it('shows an advisor Access Denied too', async () => {
    renderAdmin(sessionUser({ roleNames: ['ADVISOR'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('has the Administrator badge and the Overview, Users, System, Privacy requests, Mail, API tokens, Integrations, Letter templates, Organizer templates and Billing tabs', async () => {
    server.use(statsFrom().handler, submissionsAre([]), activityIs([]));
    renderAdmin();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Panel' });
    expect(heading.parentElement).toHaveTextContent('Administrator');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'System',
      'Privacy requests',
      'Mail',
      'API tokens',
      'Integrations',
      'Letter templates',
      'Organizer templates',
      'Billing',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the Overview counters with the active-user hint and a check for a healthy system', async () => {
    server.use(
      statsFrom(adminStats({ totalUsers: 14, totalContactSubmissions: 31, activeUsers: 6 })).handler,
      submissionsAre([]),
      activityIs([]),
    );
    renderAdmin();
    expect(await screen.findByRole('group', { name: 'Total Users' })).toHaveTextContent('14');
    expect(screen.getByRole('group', { name: 'Contact Submissions' })).toHaveTextContent('31');
    expect(screen.getByRole('group', { name: 'Active Users' })).toHaveTextContent('6signed in within 30 days');
    expect(healthCard()).toHaveTextContent('Healthy');
    expect(healthCard().querySelector('[data-icon="check-circle"]')).not.toBeNull();
    expect(healthCard().querySelector('[data-icon="warning"]')).toBeNull();
  });

  it('shows a warning and Degraded for an unhealthy system', async () => {
    server.use(statsFrom(adminStats({ systemHealth: 'DEGRADED' })).handler, submissionsAre([]), activityIs([]));
    renderAdmin();
    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(healthCard().querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(healthCard().querySelector('[data-icon="check-circle"]')).toBeNull();
  });

  it('offers Try again when the counters cannot be loaded', async () => {
    let failing = true;
    server.use(
      graphql.query('AdminStats', () =>
        failing ? graphqlError('Database unavailable') : HttpResponse.json({ data: { adminStats: adminStats({ totalUsers: 8 }) } }),
      ),
      submissionsAre([]),
      activityIs([]),
    );
    renderAdmin();
    expect(await screen.findByText('We could not load the statistics.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Total Users' })).toHaveTextContent('8');
  });

  it('lists the latest submissions', async () => {
    server.use(statsFrom().handler, submissionsAre([submission()]), activityIs([]));
    renderAdmin();
    const latest = await screen.findByRole('region', { name: 'Latest Submissions' });
    expect(await within(latest).findByText('Lerato Dlamini')).toBeInTheDocument();
    expect(within(latest).getByText('Contact')).toBeInTheDocument();
  });

  it('tells the recent activity in sentences, with when', async () => {
    server.use(
      statsFrom().handler,
      submissionsAre([]),
      activityIs([
        activity('user.create', { email: 'new@example.com', roleNames: ['client'] }),
        activity('auth.login_failed', { email: 'someone@example.com' }, { actor: null }),
        activity('user.roles_update', { from: ['client'], to: ['client', 'advisor'] }),
        activity('system.diagnostics', { healthy: true }),
        activity('auth.login'),
      ]),
    );
    renderAdmin();
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span:not([aria-hidden])')?.textContent)).toEqual([
      'Thandi Mokoena created the account for new@example.com',
      'Failed sign-in for someone@example.com',
      'Thandi Mokoena changed the roles of a user from client to client, advisor',
      'Thandi Mokoena ran system diagnostics',
      'Thandi Mokoena signed in',
    ]);
    expect(items[0]).toHaveTextContent('1 Mar 2024, 10:00');
  });

  it('says so while the activity loads, and when there is none', async () => {
    const answer = gate();
    server.use(
      statsFrom().handler,
      submissionsAre([]),
      graphql.query('RecentActivity', async () => {
        await answer.opened;
        return HttpResponse.json({ data: { auditLog: { __typename: 'AuditLogEntryConnection', nodes: [] } } });
      }),
    );
    renderAdmin();
    expect(await screen.findByText('Loading recent activity…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });
});
