import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { billingPlanStatusValues } from '../../../../validation/billing/billing-plan-input';
import { BillingPlanRun } from './billing-plan-run.entity';
import { BillingPlan } from './billing-plan.entity';
import { FeeScheduleType, feeScheduleRecord } from './fee-schedule.record';

export const BillingPlanStatusKind = enumOf(billingPlanStatusValues);
export type BillingPlanStatusKind = (typeof billingPlanStatusValues)[number];
registerEnumType(BillingPlanStatusKind, { name: 'BillingPlanStatus', description: 'ACTIVE: bills what falls due; ENDED: bills no more' });

// The firm's billing arrangement, kept with the invoices it made (docs/billing.md#retention): the
// fees agreed are the client's in the signed letter, which "My data" exports with its fee schedule.
const KEPT = { privacy: privacy.notPersonal } as const;
const TERMS = KEPT;

/** A billing plan (docs/billing.md#fees-that-bill-themselves), as both APIs and the OpenAPI document show it. */
export const billingPlanDescription = describeRecord({
  name: 'BillingPlan',
  description: 'What an engagement bills by itself from a signed letter’s fee schedule: once-off fees, then a monthly retainer',
  entity: BillingPlan,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The plan id', KEPT),
    engagementId: referenceField('The engagement billed', { ...KEPT, graphqlEdge: 'engagement' }),
    clientId: referenceField('The client billed (a user id)', { ...KEPT, graphqlEdge: 'client' }),
    letterId: referenceField('The signed letter it came from; null once that letter is gone', { nullable: true, ...KEPT }),
    issuerId: referenceField('Whose name its invoices are issued in (who sent the letter); null: its invoices wait as drafts', {
      nullable: true,
      ...KEPT,
      graphqlEdge: 'issuer',
    }),
    schedule: customField(feeScheduleRecord, () => FeeScheduleType, 'What it bills, as the signed letter said', TERMS),
    status: choiceField(billingPlanStatusValues, BillingPlanStatusKind, 'active or ended', KEPT),
    startedOn: dayField('The day the letter was signed (YYYY-MM-DD, SAST)', KEPT),
    endedOn: dayField('The day staff ended it; nothing is billed after it', { nullable: true, ...KEPT }),
    endedById: referenceField('The staff member who ended it', { nullable: true, ...KEPT, graphqlEdge: 'endedBy' }),
    createdAt: instantField('When it started', KEPT),
    updatedAt: instantField('When it last changed', KEPT),
  },
});
export const billingPlanRecord = restShapeOf(billingPlanDescription);

@RecordObjectType(billingPlanDescription)
export class BillingPlanType {}

/** A period a plan billed (BillingPlan.runs). */
export const billingPlanRunDescription = describeRecord({
  name: 'BillingPlanRun',
  description: 'A period a billing plan billed, and the invoice it made',
  entity: BillingPlanRun,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The run id', KEPT),
    planId: referenceField('The plan', { ...KEPT, notInGraphQL: 'read through BillingPlan.runs' }),
    period: textField('once for the once-off fees, YYYY-MM for a month’s, return:<job id> for a return’s', KEPT),
    returnTitle: textField('A return’s run: the job’s title when it was billed (ITR14 2026); null for the other periods', {
      nullable: true,
      ...KEPT,
    }),
    invoiceId: referenceField('The invoice it made; null once that draft was deleted', { nullable: true, ...KEPT, graphqlEdge: 'invoice' }),
    createdAt: instantField('When it billed', KEPT),
  },
});

@RecordObjectType(billingPlanRunDescription)
export class BillingPlanRunType {}
