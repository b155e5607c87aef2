import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import { Task, orderTasksForList, whereTaskVisible } from '../tasks';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { orderByDue, visibleJobs } from './job-access';
import { jobView, type JobView } from './job-view';

interface JobLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
  now: Date;
}

/**
 * The graph's job edges, one statement per list whatever its length, each applying the job
 * list's own rule (job-access.ts): Engagement.jobs, User.jobs (the jobs of a client) and Job.tasks.
 * Open jobs only, soonest due first, as the list answers them by default.
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
