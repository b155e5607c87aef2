import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import type { ContactSubmissionsQueryVariables } from '../../../graphql/generated';
import { gate, renderPortalAs } from '../portal-test-kit';
import { connection, consultation, countsAre, submission, submissionsFrom } from './contact-test-kit';

const someCounts = countsAre({ total: 3, getInTouch: 2, consultations: 1 });

/** Answers each tab from its type filter, and records the variables of every request. */
function submissionsByType(byType: {
  all?: ReturnType<typeof connection>;
  GET_IN_TOUCH?: ReturnType<typeof connection>;
  SCHEDULED_CONSULTATION?: ReturnType<typeof connection>;
}) {
  return submissionsFrom((variables: ContactSubmissionsQueryVariables) => {
    const type = variables.filter?.type;
    return (type ? byType[type] : byType.all) ?? connection([]);
  });
}

function renderTracker(user = adminUser()) {
  return renderPortalAs(user, '/portal/contact-tracker');
}

describe('the contact tracker', () => {
  it('shows a client the Access Denied card and asks for no submissions', async () => {
    const { handler, requests } = submissionsByType({});
    server.use(handler);
    renderTracker(sessionUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this section.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('is linked from the sidebar of an administrator, after Dashboard', async () => {
    server.use(someCounts, submissionsByType({}).handler);
    renderTracker();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe('Dashboard');
    expect(links.indexOf('Contact Tracker')).toBeGreaterThan(0);
    expect(within(sidebar).getByRole('link', { name: 'Contact Tracker' })).toHaveAttribute('href', '/portal/contact-tracker');
  });

  it('shows the title, the three counters and the loading text', async () => {
    const answer = gate();
    server.use(
      someCounts,
      graphql.query('ContactSubmissions', async () => {
        await answer.opened;
        return HttpResponse.json({ data: connection([]) });
      }),
    );
    renderTracker();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Form Tracker' })).toBeInTheDocument();
    expect(await screen.findByText('Loading contact submissions...')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Submissions' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Contact Forms' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Consultations' })).toHaveTextContent('1');
    answer.open();
    expect(await screen.findByText('No contact submissions yet. New submissions will appear here automatically.')).toBeInTheDocument();
  });

  it('gives each tab its own type filter and its own empty text', async () => {
    const { handler, requests } = submissionsByType({});
    server.use(someCounts, handler);
    renderTracker();
    expect(await screen.findByText('No contact submissions yet. New submissions will appear here automatically.')).toBeInTheDocument();
    expect(requests[0].filter?.type).toBeUndefined();

    await userEvent.click(screen.getByRole('tab', { name: 'Contact Forms' }));
    expect(await screen.findByText('No contact form submissions yet.')).toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({ type: 'GET_IN_TOUCH' });

    await userEvent.click(screen.getByRole('tab', { name: 'Consultations' }));
    expect(await screen.findByText('No consultation requests yet.')).toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({ type: 'SCHEDULED_CONSULTATION' });
  });

  it('shows a consultation card with badges, contact links, message and the preferred date and time', async () => {
    server.use(someCounts, submissionsByType({ SCHEDULED_CONSULTATION: connection([consultation()]) }).handler);
    renderTracker();
    await userEvent.click(await screen.findByRole('tab', { name: 'Consultations' }));
    const card = await screen.findByRole('article', { name: 'Pieter van Wyk' });
    expect(within(card).getByRole('heading', { name: 'Pieter van Wyk' })).toBeInTheDocument();
    expect(within(card).getByText('Consultation')).toBeInTheDocument();
    expect(within(card).getByText('Taxation')).toBeInTheDocument();
    expect(card).toHaveTextContent('Submitted 21 Nov 2026, 09:30');
    expect(within(card).getByRole('link', { name: 'pieter@karoo-solar.co.za' })).toHaveAttribute('href', 'mailto:pieter@karoo-solar.co.za');
    expect(within(card).getByRole('link', { name: '+27 82 555 0199' })).toHaveAttribute('href', 'tel:+27825550199');
    expect(within(card).getByText('Karoo Solar (Pty) Ltd')).toBeInTheDocument();
    expect(within(card).getByText('Provisional tax for our new solar business.')).toBeInTheDocument();
    expect(within(card).getByText('Preferred date').nextSibling).toHaveTextContent('3 Dec 2026');
    expect(within(card).getByText('Preferred time').nextSibling).toHaveTextContent('10:00');
  });

  it('titles the service without hyphens, says Not specified without one, and shows no preferred date on a contact form', async () => {
    const all = connection([submission(), submission({ id: 'submission-3', firstName: 'Anele', lastName: 'Khumalo', service: null })]);
    server.use(someCounts, submissionsByType({ all }).handler);
    renderTracker();
    const first = await screen.findByRole('article', { name: 'Lerato Dlamini' });
    expect(within(first).getByText('Management Consulting')).toBeInTheDocument();
    expect(within(first).getByText('Contact')).toBeInTheDocument();
    expect(within(first).queryByText('Preferred date')).not.toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /^\+27/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Anele Khumalo' })).getByText('Not specified')).toBeInTheDocument();
  });

  it('shows when each sender gave consent and to which privacy notice, and says so when none was recorded', async () => {
    const all = connection([
      submission(),
      submission({ id: 'submission-4', firstName: 'Old', lastName: 'Enquiry', consentGivenAt: null, privacyNoticeVersion: null }),
    ]);
    server.use(someCounts, submissionsByType({ all }).handler);
    renderTracker();
    const consented = await screen.findByRole('article', { name: 'Lerato Dlamini' });
    expect(within(consented).getByText(/^Consent given/)).toHaveTextContent(
      /Consent given .+ to the privacy notice of 23 Nov(ember)? 2026/,
    );
    expect(
      within(consented)
        .getByText(/^Consent given/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-22T12:05:00.000Z');
    const old = screen.getByRole('article', { name: 'Old Enquiry' });
    expect(within(old).getByText('No consent recorded (sent before the consent box existed)')).toBeInTheDocument();
  });

  it('loads the next page with the end cursor and adds it below', async () => {
    const { handler, requests } = submissionsFrom((variables) =>
      variables.after === 'cursor-1'
        ? connection([submission({ id: 'submission-9', firstName: 'Naledi', lastName: 'Mokoena' })], { totalCount: 2 })
        : connection([submission()], { hasNextPage: true, endCursor: 'cursor-1', totalCount: 2 }),
    );
    server.use(someCounts, handler);
    renderTracker();
    await screen.findByRole('article', { name: 'Lerato Dlamini' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ after: 'cursor-1' }));
    expect(await screen.findByRole('article', { name: 'Naledi Mokoena' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lerato Dlamini' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let failing = true;
    server.use(
      someCounts,
      graphql.query('ContactSubmissions', () =>
        failing
          ? HttpResponse.json({ errors: [{ message: 'Database unavailable' }] })
          : HttpResponse.json({ data: connection([submission()]) }),
      ),
    );
    renderTracker();
    expect(await screen.findByText('We could not load the contact submissions.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Lerato Dlamini' })).toBeInTheDocument();
  });
});
