import { z } from 'zod';
import { Int } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { customField, describeRecord, referenceField, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { columnLength } from '../../records/column-bounds';
import { User } from '../../accounts/user.entity';
import { RECORD_ID_LENGTH, count as countOf } from '../../../../validation/answer-bounds';
import { FirmService } from '../firm-services';
import { WORKLOAD_MAX_PEOPLE, WORKLOAD_MAX_SERVICES, WORKLOAD_MONTHS } from './job-workload';

const COUNTED = { computedBy: 'job-workload.ts, from the jobs the viewer sees' } as const;
const count = (description: string) => customField(countOf(), () => Int, description, COUNTED);
const ID = { ...COUNTED, maxLength: RECORD_ID_LENGTH } as const;
/** A person's first and last names (job-workload.ts), or "A former staff member" or "Nobody", shorter. */
const NAME_MAX_LENGTH = columnLength(User, 'firstName') + ' '.length + columnLength(User, 'lastName');

export const workloadPersonDescription = describeRecord({
  name: 'WorkloadPerson',
  description: 'One staff member’s open jobs, as the work board’s workload counts them',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    userId: referenceField('The staff member (a user id); null for the jobs nobody is assigned', { nullable: true, ...ID }),
    name: textField('Their name, or "Nobody"', { ...COUNTED, maxLength: NAME_MAX_LENGTH }),
    open: count('Their jobs not yet done'),
    dueThisWeek: count('Of those, the ones due from today to Sunday (SAST)'),
    overdue: count('Of those, the ones due before today'),
  },
});
export const workloadPersonRecord = restShapeOf(workloadPersonDescription);

@RecordObjectType(workloadPersonDescription)
export class WorkloadPersonType {}

export const workloadMonthDescription = describeRecord({
  name: 'WorkloadMonth',
  description: 'How many jobs of one firm service were done in one month',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    serviceId: referenceField('The firm service of the jobs’ engagements', ID),
    serviceName: textField('Its name', { ...COUNTED, maxLength: columnLength(FirmService, 'name') }),
    month: textField('The month, YYYY-MM (SAST)', { ...COUNTED, maxLength: 'YYYY-MM'.length }),
    done: count('The jobs completed that month'),
  },
});
export const workloadMonthRecord = restShapeOf(workloadMonthDescription);

@RecordObjectType(workloadMonthDescription)
export class WorkloadMonthType {}

export const jobWorkloadDescription = describeRecord({
  name: 'JobWorkload',
  description: 'The workload of the jobs the viewer sees: per person, per service and month',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    people: customField(
      z.array(workloadPersonRecord).max(WORKLOAD_MAX_PEOPLE + 1),
      () => [WorkloadPersonType],
      `Per staff member, the most open jobs first (the ${WORKLOAD_MAX_PEOPLE} with the most); Nobody last`,
      COUNTED,
    ),
    done: customField(
      z.array(workloadMonthRecord).max(WORKLOAD_MAX_SERVICES * WORKLOAD_MONTHS),
      () => [WorkloadMonthType],
      `Per firm service and month, the jobs done in the last twelve months (this one included); months with none left out; the ${WORKLOAD_MAX_SERVICES} services with the most done`,
      COUNTED,
    ),
  },
});
export const jobWorkloadRecord = restShapeOf(jobWorkloadDescription);

@RecordObjectType(jobWorkloadDescription)
export class JobWorkloadType {}
