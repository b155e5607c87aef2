import { graphql, HttpResponse } from 'msw';
import { builtInJobTemplates } from '@validation/jobs/job-templates';
import { jobStageNames } from '@validation/jobs/job-stages';
import { enumName } from '@validation/enum-names';
import type {
  JobCardFragment,
  JobColumnQuery,
  JobColumnQueryVariables,
  JobListQuery,
  JobTemplateStagesQuery,
  JobWorkloadQuery,
  MoveJobMutation,
  MoveJobMutationVariables,
} from '../../../graphql/generated';

/** A job as the board's queries answer it. */
export function job(overrides: Partial<JobCardFragment> = {}): JobCardFragment {
  return {
    __typename: 'Job',
    id: 'job-vat',
    title: 'VAT201 May–Jun 2027',
    periodLabel: 'May–Jun 2027',
    templateKey: 'vat201-b',
    stage: 'WAITING_FOR_CLIENT',
    stageName: 'Waiting for client',
    dueDate: '2027-07-30',
    dueDateMissing: null,
    isOverdue: false,
    priority: 'MEDIUM',
    client: { __typename: 'User', id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' },
    assignee: { __typename: 'User', id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' },
    actions: [],
    ...overrides,
  };
}

/** The built-in templates' stages, as the server answers them. */
export const templateStagesAre = () =>
  graphql.query<JobTemplateStagesQuery>('JobTemplateStages', () =>
    HttpResponse.json({
      data: {
        jobTemplates: builtInJobTemplates.map((template) => ({
          __typename: 'JobTemplate' as const,
          key: template.key,
          name: template.name,
          stages: template.stages.map(({ stage, name }) => ({
            __typename: 'JobTemplateStage' as const,
            stage: enumName(stage),
            name: name ?? jobStageNames[stage],
          })),
        })),
      },
    }),
  );

/** The board's columns from `jobs`, each column its stage's; what each column asked, kept in `asked`. */
export function columnsOf(jobs: () => JobCardFragment[]) {
  const asked: JobColumnQueryVariables[] = [];
  const handler = graphql.query<JobColumnQuery, JobColumnQueryVariables>('JobColumn', ({ variables }) => {
    asked.push(variables);
    const nodes = jobs().filter((each) => each.stage === variables.stage);
    return HttpResponse.json({
      data: {
        jobs: {
          __typename: 'JobConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    });
  });
  return { handler, asked };
}

export const listIs = (nodes: JobCardFragment[]) =>
  graphql.query<JobListQuery>('JobList', () =>
    HttpResponse.json({
      data: {
        jobs: {
          __typename: 'JobConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    }),
  );

/** moveJob, answering the job in its new stage; the moves asked for kept in `moves`. */
export function moves(onMove: (variables: MoveJobMutationVariables) => JobCardFragment) {
  const asked: MoveJobMutationVariables[] = [];
  const handler = graphql.mutation<MoveJobMutation, MoveJobMutationVariables>('MoveJob', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { moveJob: onMove(variables) } });
  });
  return { handler, asked };
}

/** The workload tab's counts. */
export const workloadIs = (jobWorkload: Omit<JobWorkloadQuery['jobWorkload'], '__typename'>) =>
  graphql.query<JobWorkloadQuery>('JobWorkload', () =>
    HttpResponse.json({ data: { jobWorkload: { __typename: 'JobWorkload', ...jobWorkload } } }),
  );
