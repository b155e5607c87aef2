import type { FeatureModule } from '../../context/feature-module';
import { Job } from './job.entity';
import { EngagementJobsResolver, UserJobsResolver } from './job-edges.resolver';
import { JobsResolver } from './jobs.resolver';
import { jobRoutes, jobTemplateRoutes } from './jobs.routes';
import { jobOperations, jobTemplateOperations } from './jobs.openapi';
import type { createJobLoaders } from './jobs.loaders';
import type { JobsService } from './jobs.service';

declare module '../../context/services' {
  interface Services {
    jobs: JobsService;
  }
  interface Loaders extends ReturnType<typeof createJobLoaders> {}
}

export const jobsFeature: FeatureModule = {
  name: 'jobs',
  entities: [Job],
  resolvers: [JobsResolver, EngagementJobsResolver, UserJobsResolver],
  restMounts: [
    { path: '/jobs', operations: jobOperations, scope: 'jobs', routers: ({ services }) => [jobRoutes(services)] },
    { path: '/job-templates', operations: jobTemplateOperations, scope: 'jobs', routers: ({ services }) => [jobTemplateRoutes(services)] },
  ],
};
