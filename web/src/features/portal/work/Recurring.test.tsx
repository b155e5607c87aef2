import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  JobSeriesListQuery,
  JobSeriesListQueryVariables,
  JobSeriesStatus,
  NewJobChoicesQuery,
  SeriesCardFragment,
  UpdateJobSeriesMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { templateStagesAre } from './work-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const lerato = { __typename: 'User' as const, id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' };
const thabo = { __typename: 'User' as const, id: 'advisor-2', firstName: 'Thabo', lastName: 'Nkosi' };

function series(overrides: Partial<SeriesCardFragment> = {}): SeriesCardFragment {
  return {
    __typename: 'JobSeries',
    id: 'series-emp',
    title: 'EMP201: monthly PAYE, UIF and SDL',
    templateKey: 'emp201',
    status: 'ACTIVE',
    leadDays: 7,
    priority: 'MEDIUM',
    startsOn: '2030-01-01',
    engagement: { __typename: 'Engagement', id: 'engagement-2', title: 'Payroll' },
    client: { __typename: 'User', id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' },
    assignee: lerato,
    reviewer: null,
    upcoming: [
      { __typename: 'JobSeriesPeriod', periodKey: 'emp201:2030-01', label: 'Jan 2030', makesOn: '2030-01-24', skipped: false },
      { __typename: 'JobSeriesPeriod', periodKey: 'emp201:2030-02', label: 'Feb 2030', makesOn: '2030-02-21', skipped: true },
    ],
    ...overrides,
  };
}

/** The series list answering `current()`, and the mutations changing it as the API would; what was sent, kept. */
function seriesApi(initial: SeriesCardFragment[]) {
  let current = initial;
  const asked: JobSeriesListQueryVariables[] = [];
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const change = (id: string, next: (each: SeriesCardFragment) => SeriesCardFragment) => {
    current = current.map((each) => (each.id === id ? next(each) : each));
    return current.find((each) => each.id === id);
  };
  const handlers = [
    graphql.query<JobSeriesListQuery, JobSeriesListQueryVariables>('JobSeriesList', ({ variables }) => {
      asked.push(variables);
      const nodes = current.filter((each) => !variables.status || each.status === variables.status);
      return HttpResponse.json({
        data: {
          jobSeriesList: {
            __typename: 'JobSeriesConnection',
            totalCount: nodes.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes,
          },
        },
      });
    }),
    graphql.mutation('SetJobSeriesStatus', ({ variables }) => {
      sent.push({ operation: 'SetJobSeriesStatus', variables });
      const status = variables.status as JobSeriesStatus;
      return HttpResponse.json({
        data: {
          setJobSeriesStatus: change(variables.id as string, (each) => ({
            ...each,
            status,
            upcoming: status === 'ENDED' ? [] : each.upcoming,
          })),
        },
      });
    }),
    graphql.mutation('SkipJobSeriesPeriod', ({ variables }) => {
      sent.push({ operation: 'SkipJobSeriesPeriod', variables });
      return HttpResponse.json({
        data: {
          skipJobSeriesPeriod: change(variables.id as string, (each) => ({
            ...each,
            upcoming: each.upcoming.map((period) => (period.periodKey === variables.periodKey ? { ...period, skipped: true } : period)),
          })),
        },
      });
    }),
    graphql.mutation('RestoreJobSeriesPeriod', ({ variables }) => {
      sent.push({ operation: 'RestoreJobSeriesPeriod', variables });
      return HttpResponse.json({
        data: {
          restoreJobSeriesPeriod: change(variables.id as string, (each) => ({
            ...each,
            upcoming: each.upcoming.map((period) => (period.periodKey === variables.periodKey ? { ...period, skipped: false } : period)),
          })),
        },
      });
    }),
    graphql.mutation<Record<string, unknown>, UpdateJobSeriesMutationVariables>('UpdateJobSeries', ({ variables }) => {
      sent.push({ operation: 'UpdateJobSeries', variables });
      return HttpResponse.json({
        data: {
          updateJobSeries: change(variables.id, (each) => ({
            ...each,
            leadDays: variables.input.leadDays ?? each.leadDays,
            assignee: variables.input.assignedTo === 'advisor-2' ? thabo : each.assignee,
          })),
        },
      });
    }),
    graphql.query<NewJobChoicesQuery>('NewJobChoices', () => HttpResponse.json({ data: { engagements: [], advisors: [lerato, thabo] } })),
    templateStagesAre(),
  ];
  return { handlers, asked, sent };
}

async function openRecurring(path = '/portal/work?view=recurring') {
  renderPortalAs(advisor(), path);
  const list = await screen.findByRole('list', { name: 'Recurring series' });
  return within(await within(list).findByRole('article', { name: 'EMP201: monthly PAYE, UIF and SDL' }));
}

describe('the Recurring tab', () => {
  it('shows each series with its client, lead, people and next periods, filtered by the board’s work and assignee', async () => {
    const api = seriesApi([series()]);
    server.use(...api.handlers);
    const card = await openRecurring('/portal/work?view=recurring&template=emp201&assignee=me');
    expect(card.getByText('Running')).toBeInTheDocument();
    expect(card.getByText('Sipho Dlamini: Payroll')).toBeInTheDocument();
    expect(card.getByText('7 days before its period ends')).toBeInTheDocument();
    expect(card.getByText('job made 24 Jan 2030')).toBeInTheDocument();
    expect(card.getByText('Skipped')).toBeInTheDocument();
    expect(api.asked[0]).toMatchObject({ templateKey: 'emp201', assignedTo: 'advisor-1', status: null });
    // A series has no due date: the Due filter is not offered here.
    expect(screen.queryByLabelText('Due')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Series'), 'Paused');
    await waitFor(() => expect(api.asked.at(-1)).toMatchObject({ status: 'PAUSED' }));
    expect(await screen.findByText('No recurring series match. Start one with New job and Repeat for every period.')).toBeInTheDocument();
  });

  it('skips a period and makes a skipped one after all, pauses and resumes', async () => {
    const api = seriesApi([series()]);
    server.use(...api.handlers);
    const card = await openRecurring();
    await userEvent.click(card.getByRole('button', { name: 'Skip Jan 2030' }));
    expect(await screen.findByText('No job will be made for Jan 2030.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Make it after all: Feb 2030' }));
    expect(await screen.findByText('Feb 2030’s job will be made on its day.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Pause' }));
    expect(await card.findByText('Paused')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Resume' }));
    expect(await card.findByText('Running')).toBeInTheDocument();
    expect(api.sent.map(({ operation, variables }) => [operation, variables.periodKey ?? variables.status])).toEqual([
      ['SkipJobSeriesPeriod', 'emp201:2030-01'],
      ['RestoreJobSeriesPeriod', 'emp201:2030-02'],
      ['SetJobSeriesStatus', 'PAUSED'],
      ['SetJobSeriesStatus', 'ACTIVE'],
    ]);
  });

  it('asks before ending a series, and says so when the server refuses', async () => {
    const api = seriesApi([series()]);
    let refuse = true;
    server.use(
      graphql.mutation('SetJobSeriesStatus', () =>
        refuse ? graphqlError('This series has ended; start a new one for more of its work', { code: 'CONFLICT' }) : undefined,
      ),
      ...api.handlers,
    );
    const card = await openRecurring();
    await userEvent.click(card.getByRole('button', { name: 'End series' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End this series?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'End series' }));
    expect(await dialog.findByText('This series has ended; start a new one for more of its work')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'End series' }));
    expect(await screen.findByText('Series ended')).toBeInTheDocument();
    expect(await card.findByText('Ended')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('changes a series for the jobs it makes, and its open jobs when ticked; a wrong lead is named', async () => {
    const api = seriesApi([series()]);
    server.use(...api.handlers);
    const card = await openRecurring();
    await userEvent.click(card.getByRole('button', { name: 'Change' }));
    const form = within(await screen.findByRole('form', { name: 'Change series' }));
    await waitFor(() => expect(form.getByLabelText('Assignee')).toBeEnabled());
    expect(form.getByLabelText('Assignee')).toHaveDisplayValue('Lerato Mokoena');
    const lead = form.getByLabelText('Days before each period ends that its job is made');
    await userEvent.clear(lead);
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Days before the period ends must be a whole number')).toBeInTheDocument();
    await userEvent.type(lead, '10');
    await userEvent.selectOptions(form.getByLabelText('Assignee'), 'Thabo Nkosi');
    await userEvent.click(form.getByRole('checkbox', { name: /Also change its open jobs/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Series changed')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        operation: 'UpdateJobSeries',
        variables: {
          id: 'series-emp',
          input: { assignedTo: 'advisor-2', reviewerId: null, priority: 'MEDIUM', leadDays: 10, applyToOpenJobs: true },
        },
      },
    ]);
    expect(await card.findByText('10 days before its period ends')).toBeInTheDocument();
  });
});
