import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type { RunDiagnosticsMutation } from '../../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview, systemStatus, systemStatusIs } from '../admin-test-kit';

async function openSystemTab() {
  renderPortalAs(adminUser(), '/portal/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'System' }));
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the System tab', () => {
  it('shows the live status of the database, forms, e-mail and configuration', async () => {
    server.use(...quietOverview(), systemStatusIs());
    await openSystemTab();
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(database).toHaveTextContent('Healthy');
    expect(database).toHaveTextContent('Connected');
    expect(database).toHaveTextContent('SQLite (embedded)');
    expect(database).toHaveTextContent('0.42 ms');
    expect(database).toHaveTextContent('21 tables');
    expect(card('Contact Forms Active')).toHaveTextContent('2 active');
    expect(card('Email Notifications')).toHaveTextContent('Outbox mode: e-mails are saved as files');
    expect(card('Configuration')).toHaveTextContent('Development');
    expect(card('Configuration')).toHaveTextContent('1.0.0');
    const forms = card('Contact Form Configuration');
    expect(within(forms).getByRole('link', { name: 'info@khanya.co.za' })).toHaveAttribute('href', 'mailto:info@khanya.co.za');
    expect(within(forms).getByText('Get in Touch')).toBeInTheDocument();
    expect(within(forms).getByText('Schedule Consultation')).toBeInTheDocument();
    expect(screen.getByText(/Last checked/)).toHaveTextContent('Last checked 22 Nov 2026, 14:05');
  });

  it('says when the database is unreachable and SMTP failed its check', async () => {
    server.use(
      ...quietOverview(),
      systemStatusIs(
        systemStatus({
          healthy: false,
          database: {
            __typename: 'DatabaseStatus',
            reachable: false,
            dialect: 'MySQL',
            latencyMs: null,
            tableCount: null,
            detail: 'Not reachable: connect ECONNREFUSED',
          },
          mail: { __typename: 'MailTransportStatus', mode: 'SMTP', ok: false, detail: 'Greeting never received' },
        }),
      ),
    );
    await openSystemTab();
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(database).toHaveTextContent('Unreachable');
    expect(database).toHaveTextContent('Not reachable: connect ECONNREFUSED');
    expect(database.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(card('Email Notifications')).toHaveTextContent('SMTP check failed');
    expect(card('Email Notifications')).toHaveTextContent('Greeting never received');
  });

  it('runs diagnostics, says so while running, updates the cards and reports the result', async () => {
    const answer = gate();
    server.use(
      ...quietOverview(),
      systemStatusIs(),
      graphql.mutation<RunDiagnosticsMutation>('RunDiagnostics', async () => {
        await answer.opened;
        return HttpResponse.json({
          data: {
            runDiagnostics: systemStatus({
              checkedAt: '2026-11-22T13:00:00.000Z',
              healthy: false,
              database: {
                __typename: 'DatabaseStatus',
                reachable: true,
                dialect: 'SQLite (embedded)',
                latencyMs: 1.5,
                tableCount: 22,
                detail: 'Connected',
              },
              mail: { __typename: 'MailTransportStatus', mode: 'SMTP', ok: false, detail: 'Authentication failed' },
            }),
          },
        });
      }),
    );
    await openSystemTab();
    await screen.findByRole('region', { name: 'Database' });
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByRole('button', { name: 'Running diagnostics…' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Diagnostics complete')).toBeInTheDocument();
    expect(screen.getByText('Some checks failed: the system is degraded.')).toBeInTheDocument();
    await waitFor(() => expect(card('Database')).toHaveTextContent('22 tables'));
    expect(card('Database')).toHaveTextContent('1.50 ms');
    expect(card('Email Notifications')).toHaveTextContent('SMTP check failed');
    expect(screen.getByText(/Last checked/)).toHaveTextContent('15:00');
    expect(screen.getByRole('button', { name: 'Run Diagnostics' })).toBeEnabled();

    // System Health on the Overview follows the new result.
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByRole('group', { name: 'System Health' })).toHaveTextContent('Degraded');
  });

  it('says Diagnostics complete and healthy when every check passes', async () => {
    server.use(
      ...quietOverview(),
      systemStatusIs(),
      graphql.mutation<RunDiagnosticsMutation>('RunDiagnostics', () => HttpResponse.json({ data: { runDiagnostics: systemStatus() } })),
    );
    await openSystemTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByText('Diagnostics complete')).toBeInTheDocument();
    expect(screen.getByText('All checks passed: the system is healthy.')).toBeInTheDocument();
  });

  it('shows the server message when diagnostics cannot run', async () => {
    server.use(
      ...quietOverview(),
      systemStatusIs(),
      graphql.mutation('RunDiagnostics', () => graphqlError('Not allowed', { code: 'FORBIDDEN' })),
    );
    await openSystemTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByText('Diagnostics failed')).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });

  it('offers Try again when the status cannot be loaded', async () => {
    server.use(
      ...quietOverview(),
      graphql.query('SystemStatus', () => graphqlError('Database unavailable'), { once: true }),
      systemStatusIs(),
    );
    await openSystemTab();
    expect(await screen.findByText('We could not check the system status.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Database' })).toHaveTextContent('Healthy');
  });
});
