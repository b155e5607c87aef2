import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { Job } from './job.entity';
import { JobSeries } from './job-series.entity';
import { EngagementJobSeriesResolver, JobSeriesEdgeResolver, JobSeriesResolver } from './job-series.resolver';
import { jobSeriesRoutes } from './job-series.routes';
import { jobSeriesOperations } from './job-series.openapi';
import type { JobSeriesService } from './job-series.service';
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
  }
  interface Loaders extends ReturnType<typeof createJobLoaders> {}
}

export const jobsFeature: FeatureModule = {
  name: 'jobs',
  entities: [Job, JobSeries],
  resolvers: [
    JobsResolver,
    EngagementJobsResolver,
    UserJobsResolver,
    JobSeriesResolver,
    JobSeriesEdgeResolver,
    EngagementJobSeriesResolver,
  ],
  restMounts: [
    { path: '/jobs', operations: jobOperations, scope: 'jobs', routers: ({ services }) => [jobRoutes(services)] },
    { path: '/job-series', operations: jobSeriesOperations, scope: 'jobs', routers: ({ services }) => [jobSeriesRoutes(services)] },
    { path: '/job-templates', operations: jobTemplateOperations, scope: 'jobs', routers: ({ services }) => [jobTemplateRoutes(services)] },
  ],
  // Each active series makes its periods' jobs as they draw near (JobSeriesService.makeDueJobs).
  jobs: [reminderJob('recurring-jobs', (services) => ({ sendDue: () => services.jobSeries.makeDueJobs() }), 'Recurring jobs made')],
};
