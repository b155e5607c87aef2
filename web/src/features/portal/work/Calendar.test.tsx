import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  JobColumnQueryVariables,
  JobDueDaysQuery,
  JobDueDaysQueryVariables,
  JobsDueOnQuery,
  JobsDueOnQueryVariables,
  NewJobChoicesQuery,
} from '../../../graphql/generated';
import { renderPortalAs } from '../portal-test-kit';
import { columnsOf, job, templateStagesAre } from './work-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const sipho = { __typename: 'User' as const, id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' };
const ayesha = { __typename: 'User' as const, id: 'client-2', firstName: 'Ayesha', lastName: 'Patel' };

const choicesAre = () =>
  graphql.query<NewJobChoicesQuery>('NewJobChoices', () =>
    HttpResponse.json({
      data: {
        engagements: [
          { __typename: 'Engagement', id: 'engagement-1', title: 'Payroll', client: sipho },
          { __typename: 'Engagement', id: 'engagement-2', title: 'VAT', client: ayesha },
          { __typename: 'Engagement', id: 'engagement-3', title: 'ITR14', client: sipho },
        ],
        advisors: [],
      },
    }),
  );

describe('the Calendar tab', () => {
  it('counts the jobs due on each day of the month, lists a day’s jobs, and turns the month', async () => {
    const month = todayInSouthAfrica(new Date()).slice(0, 7);
    const seventh = `${month}-07`;
    const asked: JobDueDaysQueryVariables[] = [];
    const dayAsked: JobsDueOnQueryVariables[] = [];
    server.use(
      templateStagesAre(),
      choicesAre(),
      graphql.query<JobDueDaysQuery, JobDueDaysQueryVariables>('JobDueDays', ({ variables }) => {
        asked.push(variables);
        const days = variables.from.startsWith(month)
          ? [{ __typename: 'JobDueDay' as const, day: seventh, jobs: 3, overdue: 1, done: 0 }]
          : [];
        return HttpResponse.json({ data: { jobDueDays: days } });
      }),
      graphql.query<JobsDueOnQuery, JobsDueOnQueryVariables>('JobsDueOn', ({ variables }) => {
        dayAsked.push(variables);
        return HttpResponse.json({
          data: {
            jobs: {
              __typename: 'JobConnection',
              totalCount: 1,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              nodes: [job({ title: 'EMP201 of the month', dueDate: seventh, isOverdue: true })],
            },
          },
        });
      }),
    );
    renderPortalAs(advisor(), '/portal/work?view=calendar&template=emp201');
    const grid = await screen.findByRole('table', { name: /^Jobs due in / });
    const day = await within(grid).findByRole('button', { name: /: 3 jobs due, 1 overdue$/ });
    expect(asked[0]).toMatchObject({ from: `${month}-01`, templateKey: 'emp201', assignedTo: null });
    // The Due filter is the calendar's own days: it is not offered here.
    expect(screen.queryByLabelText('Due')).not.toBeInTheDocument();

    await userEvent.click(day);
    const list = await screen.findByRole('region', { name: /^Due / });
    expect(await within(list).findByText('EMP201 of the month')).toBeInTheDocument();
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(dayAsked[0]).toMatchObject({ day: seventh, templateKey: 'emp201' });

    await userEvent.click(screen.getByRole('button', { name: /^Next month, / }));
    await waitFor(() => expect(asked.at(-1)?.from).not.toBe(`${month}-01`));
    expect(screen.queryByRole('region', { name: /^Due / })).not.toBeInTheDocument();
  });

  it('filters the board by client', async () => {
    const board = columnsOf(() => [job()]);
    server.use(board.handler, templateStagesAre(), choicesAre());
    renderPortalAs(advisor(), '/portal/work');
    const client = await screen.findByLabelText('Client');
    await waitFor(() =>
      expect(
        within(client)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All clients', 'Ayesha Patel', 'Sipho Dlamini']),
    );
    await userEvent.selectOptions(client, 'Ayesha Patel');
    await waitFor(() => expect(board.asked.some((variables: JobColumnQueryVariables) => variables.clientId === 'client-2')).toBe(true));
    expect(client).toHaveDisplayValue('Ayesha Patel');
  });
});
