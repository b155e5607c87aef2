import { In, MoreThanOrEqual, type DataSource } from 'typeorm';
import type { FiledReturns } from '../features/billing/billing-plans.service';
import { Job, jobTitle } from '../features/jobs';
import type { JobStageValue } from '../../../validation/jobs/job-stages';

/** A return is filed once its job reaches one of these (a job may skip Submitted on its way to Done). */
export const FILED_STAGES: readonly JobStageValue[] = ['submitted', 'done'];

/**
 * The jobs as fees per return see them (docs/billing.md#fees-that-bill-themselves). Here, between
 * the two features, because billing may not know jobs: jobs know engagement letters, which know
 * billing.
 */
export function filedReturnsOf(dataSource: DataSource): FiledReturns {
  const jobs = () => dataSource.getRepository(Job);
  return {
    async filedSince(engagementId, since) {
      // MySQL keeps the moment a job moved to the second: a return filed in the second the letter
      // was signed counts.
      const second = new Date(Math.floor(since.getTime() / 1000) * 1000);
      const filed = await jobs().find({
        where: { engagementId, stage: In([...FILED_STAGES]), stageChangedAt: MoreThanOrEqual(second) },
        order: { stageChangedAt: 'ASC', id: 'ASC' },
      });
      return filed.map((job) => ({ jobId: job.id, title: jobTitle(job) }));
    },
    async engagementOf(jobId) {
      return (await jobs().findOne({ where: { id: jobId }, select: { id: true, engagementId: true } }))?.engagementId ?? null;
    },
  };
}
