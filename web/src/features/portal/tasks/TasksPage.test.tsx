import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { engagementCard, engagementsAre } from '../engagements/engagements-test-kit';
import { someTasks, taskItem, tasksAre, updatesSucceed } from './tasks-test-kit';

const client = () => sessionUser({ id: 'client-1' });
const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });

const renderTasks = (user = client()) => renderPortalAs(user, '/portal/tasks');
const taskOf = (title: string) => screen.getByRole('article', { name: title });

describe('the tasks page', () => {
  it('shows the title and the loading text, then the empty state with its hint', async () => {
    const answer = gate();
    server.use(
      graphql.query('Tasks', async () => {
        await answer.opened;
        return HttpResponse.json({ data: { tasks: [] } });
      }),
    );
    renderTasks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(await screen.findByText('Loading tasks…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No tasks found')).toBeInTheDocument();
    expect(screen.getByText(/You have no tasks right now/)).toBeInTheDocument();
  });

  it('is linked from the sidebar after Engagements, their Letters and Organizers', async () => {
    server.use(tasksAre([]).handler);
    renderTasks();
    const sidebar = await screen.findByRole('navigation', { name: 'Portal sections' });
    const links = within(sidebar).getAllByRole('link');
    expect(links[3]).toHaveTextContent('Letters');
    expect(links[4]).toHaveTextContent('Organizers');
    expect(links[5]).toHaveTextContent('Tasks');
    expect(links[5]).toHaveAttribute('href', '/portal/tasks');
  });

  it('shows each task with a checkbox named by its title, its priority, status, engagement and due date', async () => {
    server.use(tasksAre(someTasks()).handler);
    renderTasks();
    const review = await screen.findByRole('article', { name: 'Review the draft financial statements' });
    const checkbox = within(review).getByRole('checkbox', { name: 'Review the draft financial statements' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Read the draft and list any questions before the review meeting.');
    expect(within(review).getByText('Medium priority')).toBeInTheDocument();
    expect(within(review).getByText('Pending')).toBeInTheDocument();
    expect(review).toHaveTextContent('2025 Annual Financial Statements & ITR14');
    expect(review).toHaveTextContent(/Due \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(within(taskOf('Update the fixed asset register')).getByText('In Progress')).toBeInTheDocument();
    expect(within(taskOf('Send the monthly payroll report')).getByText('No due date')).toBeInTheDocument();
    expect(within(taskOf('Send the monthly payroll report')).getByText('Low priority')).toBeInTheDocument();
    expect(screen.getByText(/^5 tasks/)).toBeInTheDocument();
    // A client is not shown their own name on every task.
    expect(review).not.toHaveTextContent('Sipho Dlamini');
  });

  it('marks an overdue task in red with a warning icon and the word Overdue, and no other', async () => {
    server.use(tasksAre(someTasks()).handler);
    renderTasks();
    const overdue = await screen.findByRole('article', { name: 'Upload bank statements' });
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(overdue.querySelector('[data-icon="alert-triangle"]')).not.toBeNull();
    expect(overdue).toHaveAttribute('data-overdue', 'true');
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    // Past its due date but completed: not overdue.
    expect(within(taskOf('Sign the engagement letter')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('· 1 overdue')).toBeInTheDocument();
  });

  it('strikes through the titles of completed tasks only, and ticks their checkboxes', async () => {
    server.use(tasksAre(someTasks()).handler);
    renderTasks();
    const done = await screen.findByRole('checkbox', { name: 'Sign the engagement letter' });
    expect(done).toBeChecked();
    expect(screen.getByText('Sign the engagement letter').tagName).toBe('S');
    expect(taskOf('Sign the engagement letter')).toHaveTextContent(/Completed \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(screen.getByText('Review the draft financial statements').tagName).not.toBe('S');
    expect(document.querySelectorAll('article s')).toHaveLength(1);
  });

  it('filters by status and priority and searches title and description in any case, without asking the server again', async () => {
    const { handler, requests } = tasksAre(someTasks());
    server.use(handler);
    renderTasks();
    await screen.findByRole('article', { name: 'Upload bank statements' });
    const titles = () => screen.queryAllByRole('article').map((article) => article.querySelector('label')?.textContent);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In Progress');
    expect(titles()).toEqual(['Update the fixed asset register']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(titles()).toEqual(['Sign the engagement letter']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(titles()).toEqual(['Upload bank statements', 'Sign the engagement letter']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(titles()).toEqual(['Upload bank statements']);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'All');
    // "EMP201" is only in the payroll report's description.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'emp201');
    expect(titles()).toEqual(['Send the monthly payroll report']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'FIXED ASSET');
    expect(titles()).toEqual(['Update the fixed asset register']);
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'Low');
    expect(screen.getByText('No tasks found')).toBeInTheDocument();
    expect(screen.getByText(/Try adjusting your search or filters/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('offers the statuses and priorities of docs/product.md#task-status in the filters', async () => {
    server.use(tasksAre([]).handler);
    renderTasks();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await screen.findByText('No tasks found');
    expect(options('Status')).toEqual(['All', 'Pending', 'In Progress', 'Completed']);
    expect(options('Priority')).toEqual(['All', 'High', 'Medium', 'Low']);
  });

  it('ticks a task off at once, then confirms with a toast; the server’s answer stands', async () => {
    const reply = gate();
    const updates = updatesSucceed(reply.opened);
    server.use(tasksAre(someTasks()).handler, updates.handler);
    renderTasks();
    const checkbox = await screen.findByRole('checkbox', { name: 'Review the draft financial statements' });
    await userEvent.click(checkbox);
    // Before the server has answered: ticked and struck through already.
    expect(checkbox).toBeChecked();
    expect(screen.getByText('Review the draft financial statements').tagName).toBe('S');
    expect(updates.requests).toEqual([{ id: 'task-1', status: 'COMPLETED' }]);
    reply.open();
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(taskOf('Review the draft financial statements')).toHaveTextContent('Completed 25 Feb 2026');
    expect(within(taskOf('Review the draft financial statements')).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('counts a ticked task on its engagement’s card without fetching the engagements again', async () => {
    const engagements = engagementsAre([engagementCard({ id: 'engagement-1' })]);
    server.use(engagements.handler, tasksAre(someTasks()).handler, updatesSucceed().handler);
    renderPortalAs(client(), '/portal/engagements');
    const card = await screen.findByRole('article', { name: '2025 Annual Financial Statements & ITR14' });
    expect(card).toHaveTextContent('1 of 4 completed');
    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Tasks' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Review the draft financial statements' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Engagements' }));
    expect(await screen.findByRole('article', { name: '2025 Annual Financial Statements & ITR14' })).toHaveTextContent('2 of 4 completed');
    expect(engagements.requests).toHaveLength(1);
  });

  it('reopens a completed task as pending', async () => {
    const updates = updatesSucceed();
    server.use(tasksAre(someTasks()).handler, updates.handler);
    renderTasks();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sign the engagement letter' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(updates.requests).toEqual([{ id: 'task-3', status: 'PENDING' }]);
    expect(screen.getByRole('checkbox', { name: 'Sign the engagement letter' })).not.toBeChecked();
    expect(screen.getByText('Sign the engagement letter').tagName).not.toBe('S');
    // Its due date has passed: reopened, it is overdue again.
    expect(within(taskOf('Sign the engagement letter')).getByText('Overdue')).toBeInTheDocument();
  });

  it('says so and puts the task back when the server refuses the change', async () => {
    const reply = gate();
    server.use(
      tasksAre(someTasks()).handler,
      graphql.mutation('UpdateTaskStatus', async () => {
        await reply.opened;
        return graphqlError('Not found', { code: 'NOT_FOUND' });
      }),
    );
    renderTasks();
    const checkbox = await screen.findByRole('checkbox', { name: 'Upload bank statements' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    reply.open();
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Upload bank statements' })).not.toBeChecked());
    expect(screen.getByText('Upload bank statements').tagName).not.toBe('S');
    expect(within(taskOf('Upload bank statements')).getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByText('Task updated successfully')).not.toBeInTheDocument();
  });

  it('shows staff whose task each one is', async () => {
    server.use(tasksAre([taskItem()]).handler);
    renderTasks(advisor());
    expect(await screen.findByRole('article', { name: 'Review the draft financial statements' })).toHaveTextContent('Sipho Dlamini');
  });

  it('shows the failure state and the toast when the list cannot be fetched, and Try again asks again', async () => {
    let fail = true;
    server.use(
      graphql.query('Tasks', () =>
        fail
          ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
          : HttpResponse.json({ data: { tasks: [taskItem()] } }),
      ),
    );
    renderTasks();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch tasks.');
    // A 503 is an outage that passes: said in the client's words rather than the status text.
    expect(
      await screen.findByText("Failed to fetch tasks: We can't reach our records right now. Please try again in a minute."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Review the draft financial statements' })).toBeInTheDocument();
  });
});
