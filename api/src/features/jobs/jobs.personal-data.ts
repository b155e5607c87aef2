import type { DataSource } from 'typeorm';
import { records, type DataSection } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { periodOfKey } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf } from '../../../../validation/jobs/job-templates';
import { Job } from './job.entity';
import { jobDescription } from './job.record';
import { jobSeriesDescription } from './job-series.record';
import { jobStageActionDescription, jobStageAutomationDescription } from './job-automation.record';

/**
 * How POPIA treats each column: in the descriptions (job.record.ts, job-series.record.ts). Erasure
 * keeps jobs and their series with their engagements; a series holds nothing of a person but ids.
 */
export const jobsColumns = [
  personalDataOf(jobDescription),
  personalDataOf(jobSeriesDescription),
  personalDataOf(jobStageAutomationDescription),
  personalDataOf(jobStageActionDescription),
];

/** jobs.json: the jobs for the person as a client, and those they do or review, with what each is for. */
export const jobsSection = (dataSource: DataSource): DataSection => ({
  key: 'jobs',
  file: 'jobs.json',
  label: 'Jobs',
  explains: 'Every piece of recurring work the firm does for you (each return for each period), where it stands and when it is due.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Job)
        .createQueryBuilder('job')
        .innerJoinAndSelect('job.engagement', 'engagement')
        .where('(engagement.clientId = :id OR job.assignedTo = :id OR job.reviewerId = :id)', { id }),
    (jobs) =>
      jobs.map((job) =>
        archiveRecordOf(jobDescription, job, {
          work: jobTemplateOf(job.templateKey)?.clientName ?? job.templateKey,
          period: periodOfKey(job.periodKey).label,
          engagement: job.engagement.title,
        }),
      ),
  ),
});
