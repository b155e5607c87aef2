import { RecordObjectType } from '../../records/graphql-object-type';
import { dayField, describeRecord, integerField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';

const COUNTED = { computedBy: 'JobsService.dueDays, one grouped statement' } as const;

/** One day of the calendar of due dates (docs/jobs.md#the-calls): how many jobs are due on it. */
export const jobDueDayDescription = describeRecord({
  name: 'JobDueDay',
  description: 'A day on which jobs the viewer sees are due, with how many',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    day: dayField('The day (YYYY-MM-DD, SAST)', COUNTED),
    jobs: integerField('How many jobs are due on it (with the filters given)', COUNTED),
    overdue: integerField('How many of them are not done and the day has passed', COUNTED),
    done: integerField('How many of them are done (counted only with includeDone)', COUNTED),
  },
});
export const jobDueDayRecord = restShapeOf(jobDueDayDescription);

@RecordObjectType(jobDueDayDescription)
export class JobDueDayType {}

export interface JobDueDay {
  day: string;
  jobs: number;
  overdue: number;
  done: number;
}
