import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { ayesha, cipcReturn, engagementCard, engagementsAre, fleetReview, lerato, sipho, tenderPack, thabo } from './engagements-test-kit';

const client = () => sessionUser({ id: sipho.id });
const advisor = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const admin = () => sessionUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Nomsa', roleNames: ['ADMIN'] });
const someEngagements = () => [engagementCard(), fleetReview(), tenderPack(), cipcReturn()];

const renderEngagements = (user = client()) => renderPortalAs(user, '/portal/engagements');
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the engagements page', () => {
  it('shows the title and the loading text, then the empty state with its hint', async () => {
    const answer = gate();
    server.use(
      graphql.query('Engagements', async () => {
        await answer.opened;
        return HttpResponse.json({ data: { engagements: [] } });
      }),
    );
    renderEngagements();
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagements' })).toBeInTheDocument();
    expect(await screen.findByText('Loading engagements…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No engagements found')).toBeInTheDocument();
    expect(screen.getByText(/Engagements appear here once the firm starts work for you/)).toBeInTheDocument();
  });

  it('is linked from the sidebar between Documents and Letters', async () => {
    server.use(engagementsAre([]).handler);
    renderEngagements();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 4)).toEqual(['Dashboard', 'Documents', 'Engagements', 'Letters']);
    expect(within(sidebar).getByRole('link', { name: 'Engagements' })).toHaveAttribute('href', '/portal/engagements');
  });

  it('shows each card: title, status, description, service, dates, amounts in rand and the payment progress', async () => {
    server.use(engagementsAre(someEngagements()).handler);
    renderEngagements();
    const card = await screen.findByRole('article', { name: '2025 Annual Financial Statements & ITR14' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(card).toHaveTextContent('Independent review of the annual financial statements');
    expect(within(card).getByText('Annual Financial Statements')).toBeInTheDocument();
    expect(within(card).getByText('Start date').nextSibling).toHaveTextContent('12 Jan 2026');
    expect(within(card).getByText('Due date').nextSibling).toHaveTextContent('31 Mar 2026');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('R 18 500.00');
    expect(within(card).getByText('Paid').nextSibling).toHaveTextContent('R 9 250.00');
    expect(within(card).getByText('Tasks').nextSibling).toHaveTextContent('1 of 4 completed');
    expect(card).toHaveTextContent('Advisor: Lerato Mokoena');
    const progress = within(card).getByRole('progressbar', { name: 'Payment progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', '50% paid');
    expect(within(card).getByText('50%')).toBeInTheDocument();
    // A client is not shown their own name on every card.
    expect(card).not.toHaveTextContent('Client:');
    expect(screen.getByText('4 engagements')).toBeInTheDocument();
  });

  it('colours each status its own way and writes Not set for a missing due date', async () => {
    server.use(engagementsAre(someEngagements()).handler);
    renderEngagements();
    const onHold = within(await screen.findByRole('article', { name: 'Fleet Cost & Cash-Flow Review' })).getByText('On Hold');
    const badges = [onHold, within(cardOf('CIDB Tender Readiness Pack')).getByText('Cancelled')];
    badges.push(within(cardOf('CIPC Annual Return & B-BBEE Affidavit')).getByText('Completed'));
    badges.push(within(cardOf('2025 Annual Financial Statements & ITR14')).getByText('Active'));
    expect(new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor)).size).toBe(4);
    expect(within(cardOf('Fleet Cost & Cash-Flow Review')).getByText('Due date').nextSibling).toHaveTextContent('Not set');
    expect(within(cardOf('CIPC Annual Return & B-BBEE Affidavit')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows no payment progress when the total is not above zero', async () => {
    server.use(engagementsAre(someEngagements()).handler);
    renderEngagements();
    const tender = await screen.findByRole('article', { name: 'CIDB Tender Readiness Pack' });
    expect(within(tender).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(tender).getByText('Total').nextSibling).toHaveTextContent('R 0.00');
    expect(tender).toHaveTextContent('Advisor: Not assigned');
    expect(within(tender).queryByText('Tasks')).not.toBeInTheDocument();
  });

  it('filters by status and searches title and description in any case, without asking the server again', async () => {
    const { handler, requests } = engagementsAre(someEngagements());
    server.use(handler);
    renderEngagements();
    await screen.findByRole('article', { name: 'Fleet Cost & Cash-Flow Review' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'On Hold');
    expect(shownTitles()).toEqual(['Fleet Cost & Cash-Flow Review']);
    expect(screen.getByText('1 engagement')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    expect(shownTitles()).toHaveLength(4);
    // "logbooks" is only in the fleet review's description, in capitals.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'logbooks');
    expect(shownTitles()).toEqual(['Fleet Cost & Cash-Flow Review']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cipc');
    expect(shownTitles()).toEqual(['CIPC Annual Return & B-BBEE Affidavit']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    expect(screen.getByText('No engagements found')).toBeInTheDocument();
    expect(screen.getByText(/Try adjusting your search or filters/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('offers the statuses of docs/product.md#engagement-status in the filter', async () => {
    server.use(engagementsAre([]).handler);
    renderEngagements();
    const select = await screen.findByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Active', 'Completed', 'On Hold', 'Cancelled']);
  });

  it('shows staff whose engagement each one is', async () => {
    server.use(
      engagementsAre([engagementCard(), engagementCard({ id: 'engagement-9', title: 'VAT Registration & First VAT201', client: ayesha })])
        .handler,
    );
    renderEngagements(advisor());
    expect(await screen.findByRole('article', { name: 'VAT Registration & First VAT201' })).toHaveTextContent('Client: Ayesha Patel');
    expect(cardOf('2025 Annual Financial Statements & ITR14')).toHaveTextContent('Client: Sipho Dlamini');
  });

  it('offers a client neither New engagement nor Edit', async () => {
    server.use(engagementsAre(someEngagements()).handler);
    renderEngagements();
    await screen.findByRole('article', { name: 'Fleet Cost & Cash-Flow Review' });
    expect(screen.queryByRole('button', { name: 'New engagement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('offers an advisor New engagement, and Edit on the engagements assigned to them only', async () => {
    server.use(
      engagementsAre([
        engagementCard(),
        engagementCard({ id: 'engagement-7', title: 'Payroll Set-up', advisor: thabo }),
        engagementCard({ id: 'engagement-8', title: 'Trust Registration', advisor: null }),
      ]).handler,
    );
    renderEngagements(advisor());
    expect(await screen.findByRole('button', { name: 'New engagement' })).toBeInTheDocument();
    expect(within(cardOf('2025 Annual Financial Statements & ITR14')).getByRole('button', { name: /^Edit/ })).toHaveAccessibleName(
      'Edit: 2025 Annual Financial Statements & ITR14',
    );
    expect(within(cardOf('Payroll Set-up')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(cardOf('Trust Registration')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('offers an administrator New engagement, and Edit on every engagement', async () => {
    server.use(
      engagementsAre([engagementCard(), engagementCard({ id: 'engagement-7', title: 'Payroll Set-up', advisor: thabo }), tenderPack()])
        .handler,
    );
    renderEngagements(admin());
    expect(await screen.findByRole('button', { name: 'New engagement' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit: / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit: 2025 Annual Financial Statements & ITR14',
      'Edit: Payroll Set-up',
      'Edit: CIDB Tender Readiness Pack',
    ]);
  });

  it('shows the failure state and the toast when the list cannot be fetched, and Try again asks again', async () => {
    let fail = true;
    server.use(
      graphql.query('Engagements', () =>
        fail
          ? new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })
          : HttpResponse.json({ data: { engagements: [engagementCard()] } }),
      ),
    );
    renderEngagements();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch engagements.');
    expect(await screen.findByText('Failed to fetch engagements: Bad Gateway')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '2025 Annual Financial Statements & ITR14' })).toBeInTheDocument();
  });

  it('toasts 401: Unauthorized when the session has gone', async () => {
    server.use(graphql.query('Engagements', () => graphqlError('Unauthorized', { code: 'UNAUTHENTICATED' })));
    renderEngagements();
    expect(await screen.findByText('401: Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch engagements.'));
  });
});
