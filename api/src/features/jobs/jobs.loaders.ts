import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import { Task, orderTasksForList, whereTaskVisible } from '../tasks';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { staffRoles } from '../../accounts/roles';
import { hasAnyRole } from '../../auth/viewer';
import { orderByDue, visibleJobs } from './job-access';
import { seriesViews, visibleSeries } from './job-series-reading';
import { actionView } from './job-automation-view';
import { JobStageAction } from './job-stage-action.entity';
import type { JobSeriesView } from './job-series-view';
import { jobView, type JobView } from './job-view';

interface JobLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
  now: Date;
}

/**
 * The graph's job edges, one statement per list whatever its length, each applying the job
 * list's own rule (job-access.ts): Engagement.jobs, User.jobs (the jobs of a client) and Job.tasks
 * (open jobs only, soonest due first, as the list answers them by default); JobSeries.jobs (all
 * its jobs, the latest period first); Job.series and Engagement.jobSeries (staff only).
 */
export function createJobLoaders({ dataSource, viewer, access, now }: JobLoaderDeps) {
  const today = todayInSouthAfrica(now);
  const load = async (signedIn: Viewer, where: string, parameters: Record<string, unknown>) => {
    const jobs = await orderByDue(visibleJobs(dataSource, signedIn).andWhere('job.completedAt IS NULL').andWhere(where, parameters))
      .addOrderBy('job.id', 'ASC')
      .getMany();
    return jobs.map((job) => jobView(job, signedIn, today));
  };

  return {
    jobsByEngagementId: new DataLoader<string, JobView[]>(async (engagementIds) => {
      if (!viewer) return engagementIds.map(() => []);
      const jobs = await load(viewer, 'job.engagementId IN (:...engagementIds)', { engagementIds });
      return groupUnder(engagementIds, jobs, (job) => [job.engagementId]);
    }),

    jobsByUserId: new DataLoader<string, JobView[]>(async (userIds) => {
      const followable = [...(await access.followable(userIds))];
      if (!viewer || followable.length === 0) return userIds.map(() => []);
      const jobs = await load(viewer, 'engagement.clientId IN (:...people)', { people: followable });
      return groupUnder(userIds, jobs, (job) => [job.clientId]);
    }),

    jobsBySeriesId: new DataLoader<string, JobView[]>(async (seriesIds) => {
      if (!viewer) return seriesIds.map(() => []);
      const jobs = await visibleJobs(dataSource, viewer)
        .andWhere('job.seriesId IN (:...seriesIds)', { seriesIds })
        .orderBy('job.periodKey', 'DESC')
        .addOrderBy('job.id', 'ASC')
        .getMany();
      return groupUnder(
        seriesIds,
        jobs.map((job) => jobView(job, viewer, today)),
        (job) => [job.seriesId],
      );
    }),

    jobSeriesById: new DataLoader<string, JobSeriesView | null>(async (ids) => {
      if (!viewer || !hasAnyRole(viewer, staffRoles)) return ids.map(() => null);
      const rows = await visibleSeries(dataSource, viewer).andWhere('series.id IN (:...ids)', { ids }).getMany();
      const views = new Map((await seriesViews(dataSource, rows, now)).map((series) => [series.id, series]));
      return ids.map((id) => views.get(id) ?? null);
    }),

    jobSeriesByEngagementId: new DataLoader<string, JobSeriesView[]>(async (engagementIds) => {
      if (!viewer || !hasAnyRole(viewer, staffRoles)) return engagementIds.map(() => []);
      const rows = await visibleSeries(dataSource, viewer)
        .andWhere('series.engagementId IN (:...engagementIds)', { engagementIds })
        .orderBy('series.createdAt', 'DESC')
        .addOrderBy('series.id', 'ASC')
        .getMany();
      return groupUnder(engagementIds, await seriesViews(dataSource, rows, now), (series) => [series.engagementId]);
    }),

    actionsByJobId: new DataLoader<string, ReturnType<typeof actionView>[]>(async (jobIds) => {
      // Only for the jobs a staff member was shown: the job's own resolver checked it.
      if (!viewer || !hasAnyRole(viewer, staffRoles)) return jobIds.map(() => []);
      const actions = await dataSource
        .getRepository(JobStageAction)
        .find({ where: { jobId: In([...jobIds]) }, order: { createdAt: 'ASC', position: 'ASC' } });
      return groupUnder(jobIds, actions.map(actionView), (action) => [action.jobId]);
    }),

    tasksByJobId: new DataLoader<string, Task[]>(async (jobIds) => {
      if (!viewer) return jobIds.map(() => []);
      const query = dataSource
        .getRepository(Task)
        .createQueryBuilder('task')
        .innerJoinAndSelect('task.engagement', 'engagement')
        .where('task.jobId IN (:...jobIds)', { jobIds });
      const tasks = await orderTasksForList(whereTaskVisible(query, viewer)).getMany();
      return groupUnder(jobIds, tasks, (task) => [task.jobId]);
    }),
  };
}
