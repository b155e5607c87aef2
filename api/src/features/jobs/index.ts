import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { Job } from './job.entity';
import { JobSeries } from './job-series.entity';
import { EngagementJobSeriesResolver, JobSeriesEdgeResolver, JobSeriesResolver } from './job-series.resolver';
import { JobActionsResolver, JobAutomationsResolver } from './job-automations.resolver';
import { jobSeriesRoutes } from './job-series.routes';
import { jobSeriesOperations } from './job-series.openapi';
import type { JobSeriesService } from './job-series.service';
import type { JobAutomationsService } from './job-automations.service';
import { JobStageAutomation } from './job-stage-automation.entity';
import { JobStageAction } from './job-stage-action.entity';
import { EngagementJobsResolver, UserJobsResolver } from './job-edges.resolver';
import { JobsResolver } from './jobs.resolver';
import { jobRoutes, jobTemplateRoutes } from './jobs.routes';
import { jobOperations, jobTemplateOperations } from './jobs.openapi';
import type { createJobLoaders } from './jobs.loaders';
import type { JobsService } from './jobs.service';

declare module '../../context/services' {
  interface Services {
    jobs: JobsService;
    jobSeries: JobSeriesService;
    jobAutomations: JobAutomationsService;
  }
  interface Loaders extends ReturnType<typeof createJobLoaders> {}
}

export const jobsFeature: FeatureModule = {
  name: 'jobs',
  entities: [Job, JobSeries, JobStageAutomation, JobStageAction],
  resolvers: [
    JobsResolver,
    EngagementJobsResolver,
    UserJobsResolver,
    JobSeriesResolver,
    JobSeriesEdgeResolver,
    EngagementJobSeriesResolver,
    JobAutomationsResolver,
    JobActionsResolver,
  ],
  restMounts: [
    { path: '/jobs', operations: jobOperations, scope: 'jobs', routers: ({ services }) => [jobRoutes(services)] },
    { path: '/job-series', operations: jobSeriesOperations, scope: 'jobs', routers: ({ services }) => [jobSeriesRoutes(services)] },
    { path: '/job-templates', operations: jobTemplateOperations, scope: 'jobs', routers: ({ services }) => [jobTemplateRoutes(services)] },
  ],
  // Each active series makes its periods' jobs as they draw near (JobSeriesService.makeDueJobs), and
  // a job whose stage waited for something now done moves on (JobAutomationsService.sweep), in case
  // the event that finished it was missed.
  jobs: [
    reminderJob(
      'recurring-jobs',
      (services) => ({
        sendDue: async () => (await services.jobSeries.makeDueJobs()) + (await services.jobAutomations.sweep()),
      }),
      'Recurring jobs made or moved on',
    ),
  ],
};

export { Job } from './job.entity';
export { jobTitle } from './job-view';
