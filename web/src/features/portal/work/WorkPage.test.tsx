import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { JobCardFragment } from '../../../graphql/generated';
import { renderPortalAs } from '../portal-test-kit';
import { columnsOf, job, listIs, moves, templateStagesAre, workloadIs } from './work-test-kit';

const thisMonth = () => todayInSouthAfrica(new Date()).slice(0, 7);
const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });

describe('the work board', () => {
  it('shows a column per stage with its count, and each card’s job, client, due date and assignee', async () => {
    const board = columnsOf(() => [
      job(),
      job({ id: 'job-emp', title: 'EMP201 Feb 2027', templateKey: 'emp201', stage: 'REVIEW', isOverdue: true, assignee: null }),
    ]);
    server.use(board.handler, templateStagesAre());
    renderPortalAs(advisor(), '/portal/work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: /Waiting for client/ });
    const card = await within(waiting).findByRole('article');
    expect(card).toHaveTextContent('VAT201 May–Jun 2027');
    expect(card).toHaveTextContent('Sipho Dlamini');
    expect(card).toHaveTextContent('Due 30 Jul 2027');
    expect(card).toHaveTextContent('Assigned to Lerato Mokoena');
    const review = screen.getByRole('region', { name: /Review/ });
    expect(await within(review).findByText('Overdue')).toBeInTheDocument();
    expect(within(review).getByText('Nobody assigned')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Done/ })).getByText('No jobs here.')).toBeInTheDocument();
    expect(board.asked.map((variables) => variables.stage).sort()).toEqual([
      'CLIENT_APPROVAL',
      'DONE',
      'PREPARING',
      'REVIEW',
      'SUBMITTED',
      'WAITING_FOR_CLIENT',
    ]);
  });

  it('moves a card with its Move to list, offering only its template’s stages, and shows it in its new column', async () => {
    let current: JobCardFragment = job({ id: 'job-emp', title: 'EMP201 Feb 2027', templateKey: 'emp201' });
    const board = columnsOf(() => [current]);
    const move = moves(({ stage }) => (current = { ...current, stage, stageName: 'Preparing' }));
    server.use(board.handler, templateStagesAre(), move.handler);
    renderPortalAs(advisor(), '/portal/work');
    const waiting = await screen.findByRole('region', { name: /Waiting for client/ });
    const list = await within(waiting).findByLabelText('Move to');
    await waitFor(() => expect(within(list).queryByRole('option', { name: 'Submitted to SARS' })).toBeInTheDocument());
    // An EMP201 has no Client approval stage.
    expect(within(list).queryByRole('option', { name: 'Client approval' })).not.toBeInTheDocument();
    await userEvent.selectOptions(list, 'PREPARING');
    expect(await screen.findByText('EMP201 Feb 2027 is now in Preparing.')).toBeInTheDocument();
    expect(move.asked).toEqual([{ id: 'job-emp', stage: 'PREPARING' }]);
    const preparing = screen.getByRole('region', { name: /Preparing/ });
    expect(await within(preparing).findByText('EMP201 Feb 2027')).toBeInTheDocument();
  });

  it('keeps its filters in the address and asks for what they say', async () => {
    const board = columnsOf(() => []);
    server.use(board.handler, templateStagesAre(), listIs([job()]));
    renderPortalAs(advisor(), '/portal/work?template=vat201-b&assignee=me&due=overdue');
    await screen.findByRole('region', { name: /Waiting for client/ });
    await waitFor(() => expect(board.asked.length).toBeGreaterThanOrEqual(6));
    expect(board.asked[0]).toMatchObject({ templateKey: 'vat201-b', assignedTo: 'advisor-1', due: 'OVERDUE' });
    expect(screen.getByLabelText('Work')).toHaveValue('vat201-b');
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'VAT201 May–Jun 2027' })).toBeInTheDocument();
  });

  it('shows the workload per person and the jobs done per service and month', async () => {
    server.use(
      templateStagesAre(),
      workloadIs({
        people: [
          { __typename: 'WorkloadPerson', userId: 'advisor-1', name: 'Lerato Mokoena', open: 12, dueThisWeek: 3, overdue: 2 },
          { __typename: 'WorkloadPerson', userId: null, name: 'Nobody', open: 1, dueThisWeek: 0, overdue: 0 },
        ],
        done: [
          { __typename: 'WorkloadMonth', serviceId: 'service-tax', serviceName: 'Tax Compliance & Advisory', month: thisMonth(), done: 7 },
        ],
      }),
    );
    renderPortalAs(advisor(), '/portal/work?view=workload');
    const people = await screen.findByRole('table', { name: 'Open jobs per person' });
    expect(within(people).getByRole('row', { name: /Lerato Mokoena/ })).toHaveTextContent('Lerato Mokoena1232');
    expect(within(people).getByRole('row', { name: /Nobody/ })).toHaveTextContent('Nobody100');
    const done = screen.getByRole('table', { name: 'Jobs done per service and month, the last twelve months' });
    const row = within(done).getByRole('row', { name: /Tax Compliance/ });
    // Twelve months, this one last.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([...Array.from({ length: 11 }, () => '0'), '7']);
    // The board's filters are not the workload's.
    expect(screen.queryByLabelText('Work')).not.toBeInTheDocument();
  });

  it('is for staff: a client is sent to the dashboard', async () => {
    renderPortalAs(sessionUser(), '/portal/work');
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
  });
});
