import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server, yourReturnsAre } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { summary, summaryIs } from './dashboard-test-kit';
import { consultation, countsAre, submission, submissionsAre, submissionsFrom, connection } from '../contact-tracker/contact-test-kit';

describe('the dashboard of an administrator', () => {
  it('shows the three counters', async () => {
    server.use(countsAre({ total: 12, getInTouch: 7, consultations: 5 }), submissionsAre([]));
    renderPortalAs(adminUser(), '/portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Thandi!' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Submissions' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Contact Forms' })).toHaveTextContent('7');
    expect(screen.getByRole('group', { name: 'Consultations' })).toHaveTextContent('5');
  });

  it('says so while the recent submissions load', async () => {
    const answer = gate();
    server.use(
      countsAre({ total: 0, getInTouch: 0, consultations: 0 }),
      graphql.query('ContactSubmissions', async () => {
        await answer.opened;
        return HttpResponse.json({ data: connection([]) });
      }),
    );
    renderPortalAs(adminUser(), '/portal');
    expect(await screen.findByText('Loading recent submissions…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No contact submissions yet.')).toBeInTheDocument();
  });

  it('lists the five newest with name, e-mail, spaced service, date and a type badge', async () => {
    const { handler, requests } = submissionsFrom(() => connection([submission(), consultation({ service: null })]));
    server.use(countsAre({ total: 2, getInTouch: 1, consultations: 1 }), handler);
    renderPortalAs(adminUser(), '/portal');
    const recent = await screen.findByRole('region', { name: 'Recent Submissions' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lerato Dlamini');
    expect(items[0]).toHaveTextContent('lerato@example.co.za');
    expect(within(items[0]).getByText('management consulting')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('22 Nov 2026');
    expect(within(items[0]).getByText('Contact')).toBeInTheDocument();
    expect(within(items[1]).getByText('Consultation')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ first: 5 });
    expect(within(recent).getByRole('link', { name: /Contact Tracker/ })).toHaveAttribute('href', '/portal/contact-tracker');
  });

  it('offers Try again when the submissions cannot be loaded, and shows them once they can', async () => {
    let failing = true;
    server.use(
      countsAre({ total: 1, getInTouch: 1, consultations: 0 }),
      graphql.query('ContactSubmissions', () =>
        failing ? graphqlError('Database unavailable') : HttpResponse.json({ data: connection([submission()]) }),
      ),
    );
    renderPortalAs(adminUser(), '/portal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the recent submissions.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lerato Dlamini')).toBeInTheDocument();
  });

  it('offers Try again when the counters cannot be loaded', async () => {
    server.use(
      graphql.query('ContactSubmissionCounts', () => graphqlError('Database unavailable')),
      submissionsAre([]),
    );
    renderPortalAs(adminUser(), '/portal');
    expect(await screen.findByText('We could not load the submission counts.')).toBeInTheDocument();
  });

  it('shows a client neither counters nor submissions', async () => {
    renderPortalAs(sessionUser(), '/portal');
    expect(await screen.findByRole('heading', { name: 'Administrator Access Required' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Submissions' })).not.toBeInTheDocument();
  });
});

describe('the dashboard at a glance', () => {
  it('shows a client what needs attention, each card leading to its page', async () => {
    server.use(
      summaryIs(
        summary({
          pendingDocuments: 2,
          activeEngagements: 3,
          outstandingAmount: 12500,
          openTasks: 4,
          overdueTasks: 1,
          upcomingAppointments: 1,
          nextAppointment: { __typename: 'Appointment', id: 'a-1', title: 'VAT review', scheduledAt: '2026-11-25T08:00:00.000Z' },
          unreadMessages: 5,
        }),
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    const card = (name: RegExp) => within(glance).getByRole('link', { name });
    expect(await within(glance).findByRole('link', { name: /Documents awaiting review/ })).toHaveAttribute('href', '/portal/documents');
    expect(card(/Active engagements/)).toHaveTextContent(/3R 12 500\.00 still to pay/);
    expect(card(/Open tasks/)).toHaveTextContent('41 task overdue');
    expect(card(/Open tasks/)).toHaveAttribute('href', '/portal/tasks');
    expect(card(/Upcoming appointments/)).toHaveTextContent('Next: VAT review, 25 Nov 2026');
    expect(card(/Upcoming appointments/)).toHaveTextContent('10:00');
    expect(card(/Unread messages/)).toHaveTextContent('5');
    expect(card(/Unread notifications/)).toHaveAttribute('href', '/portal/notifications');
    // The card for non-admins (docs/product.md#portal-shell-and-dashboard) still follows.
    expect(screen.getByRole('heading', { name: 'Administrator Access Required' })).toBeInTheDocument();
  });

  it('says when nothing is outstanding, overdue or booked', async () => {
    renderPortalAs(sessionUser(), '/portal');
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(await within(glance).findByText('Nothing outstanding')).toBeInTheDocument();
    expect(within(glance).getByText('None overdue')).toBeInTheDocument();
    expect(within(glance).getByText('Nothing booked')).toBeInTheDocument();
  });

  it('offers Try again when the summary cannot be loaded', async () => {
    let failing = true;
    server.use(
      graphql.query('DashboardSummary', () =>
        failing ? graphqlError('Database unavailable') : HttpResponse.json({ data: { dashboardSummary: summary({ openTasks: 7 }) } }),
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your summary.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Open tasks/ })).toHaveTextContent('7');
  });
});

describe("the client dashboard's returns", () => {
  it('says where each open job stands in plain words, with its due date, and how many more there are', async () => {
    server.use(
      yourReturnsAre(
        [
          {
            __typename: 'Job',
            id: 'job-1',
            progress: 'Your VAT return for May–Jun 2027: we are preparing it',
            stage: 'PREPARING',
            dueDate: '2027-07-30',
            isOverdue: false,
          },
          {
            __typename: 'Job',
            id: 'job-2',
            progress: 'Your income tax return for 2027 tax year (Mar 2026–Feb 2027): we are waiting for information from you',
            stage: 'WAITING_FOR_CLIENT',
            dueDate: null,
            isOverdue: false,
          },
          {
            __typename: 'Job',
            id: 'job-3',
            progress: 'Your PAYE return (EMP201) for Feb 2027: we are checking it',
            stage: 'REVIEW',
            dueDate: '2027-03-05',
            isOverdue: true,
          },
        ],
        4,
      ),
    );
    renderPortalAs(sessionUser(), '/portal');
    const returns = await screen.findByRole('region', { name: 'Your returns' });
    const items = within(returns).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Your VAT return for May–Jun 2027: we are preparing it.Due by 30 Jul 2027');
    expect(items[1]).toHaveTextContent('The due date is set when SARS announces the filing season');
    expect(items[2]).toHaveTextContent('Past its due date');
    expect(within(returns).getByText('And one more, due later.')).toBeInTheDocument();
  });

  it('is not there when the client has no open jobs', async () => {
    renderPortalAs(sessionUser(), '/portal');
    await screen.findByRole('region', { name: 'At a glance' });
    expect(screen.queryByRole('region', { name: 'Your returns' })).not.toBeInTheDocument();
  });
});
