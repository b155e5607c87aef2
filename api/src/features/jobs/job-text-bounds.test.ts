import 'reflect-metadata';
import { RoleName } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { jobStageValues } from '../../../../validation/jobs/job-stages';
import { builtInJobTemplates } from '../../../../validation/jobs/job-templates';
import { jobView } from './job-view';
import type { Job } from './job.entity';
import {
  DUE_DATE_MISSING_MAX_LENGTH,
  JOB_PROGRESS_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  PERIOD_LABEL_MAX_LENGTH,
  periodKeysOfEveryForm,
} from './job-text-bounds';

const advisor: Viewer = { id: 'advisor', email: 'sipho.ndlovu@example.co.za', firstName: 'Sipho', roles: [RoleName.ADVISOR] };

// Only the rules whose day SARS announces can be without one; the others' days are always computed.
const waitsForSars = (periodKey: string) => periodKey.startsWith('itr12') || periodKey.startsWith('emp501');

/** What both APIs show of a job of `templateKey` for `periodKey` in `stage`, not yet due where its season is not announced. */
const viewOf = (templateKey: string, periodKey: string, stage: Job['stage']) => {
  const dueDate = waitsForSars(periodKey) ? null : '2027-03-31';
  const job = { templateKey, periodKey, stage, dueDate, completedAt: null, engagement: { clientId: 'client' } } as Job;
  return jobView(job, advisor, '2027-03-01');
};

describe('the texts a job is shown with', () => {
  // Every stage with the keys of the year the bounds were worked out in; the first and last years a
  // key may name, and another leap year, with one stage.
  const keys = [2028, 1995, 2000, 9998].flatMap((year) =>
    periodKeysOfEveryForm(year).map((periodKey) => ({ periodKey, stages: year === 2028 ? jobStageValues : jobStageValues.slice(0, 1) })),
  );
  // Every built-in template, and a key no template has any more (jobs.templateKey, 40 characters).
  const templateKeys = [...builtInJobTemplates.map((template) => template.key), 'x'.repeat(40)];

  it('never outgrow the lengths the OpenAPI document states, and reach them', () => {
    const longest = { title: 0, periodLabel: 0, progress: 0, dueDateMissing: 0 };
    for (const templateKey of templateKeys) {
      for (const { periodKey, stages } of keys) {
        for (const stage of stages) {
          const view = viewOf(templateKey, periodKey, stage);
          longest.title = Math.max(longest.title, view.title.length);
          longest.periodLabel = Math.max(longest.periodLabel, view.periodLabel.length);
          longest.progress = Math.max(longest.progress, view.progress.length);
          longest.dueDateMissing = Math.max(longest.dueDateMissing, view.dueDateMissing?.length ?? 0);
        }
      }
    }
    expect(longest).toEqual({
      title: JOB_TITLE_MAX_LENGTH,
      periodLabel: PERIOD_LABEL_MAX_LENGTH,
      progress: JOB_PROGRESS_MAX_LENGTH,
      dueDateMissing: DUE_DATE_MISSING_MAX_LENGTH,
    });
  });

  it('names the longest of each', () => {
    expect(viewOf('itr12', 'itr12-non-provisional:2027', 'done').periodLabel).toBe('2027 tax year (Mar 2026–Feb 2027)');
    expect(PERIOD_LABEL_MAX_LENGTH).toBe('2027 tax year (Mar 2026–Feb 2027)'.length);
    expect(viewOf('emp501', 'emp501-interim:2027', 'done').dueDateMissing).toBe(
      'The interim EMP501 window for the 2027 tax year is not set yet',
    );
    expect(DUE_DATE_MISSING_MAX_LENGTH).toBe('The interim EMP501 window for the 2027 tax year is not set yet'.length);
  });
});
