import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { person } from '../../shared/personal-data';
import {
  archiveOnly,
  choiceField,
  describeRecord,
  idField,
  instantField,
  integerField,
  moneyField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Engagement } from './engagement.entity';
import { engagementStatusValues } from '../../../../validation/engagements';

export const EngagementStatusKind = enumOf(engagementStatusValues);
export type EngagementStatusKind = (typeof engagementStatusValues)[number];
registerEnumType(EngagementStatusKind, { name: 'EngagementStatus', description: 'ACTIVE (the default), COMPLETED, ON_HOLD or CANCELLED' });

const SEES_MONEY =
  'null to an advisor who reaches the engagement only through a task assigned to them (engagements.resolver.ts); REST lists only engagements the viewer sees whole';
const FROM_THE_AMOUNTS = 'REST callers compute it from the amounts';
const NO_SCREEN = 'no screen reads it through the graph';

/**
 * An engagement, as both APIs, the OpenAPI document and the "My data" archive show it
 * (docs/product.md#engagements-record). Kept on erasure with its amounts and dates (SARS: five
 * years of records).
 */
export const engagementDescription = describeRecord({
  name: 'Engagement',
  description: "A piece of the firm's work for a client under one of its services: its dates, amounts, payment progress and tasks",
  entity: Engagement,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The engagement id', { privacy: privacy.exported }),
    clientId: referenceField('The client the engagement is for (a user id)', { privacy: privacy.notPersonal, graphqlEdge: 'client' }),
    serviceId: referenceField('The firm service the engagement is for', { privacy: privacy.notPersonal, graphqlEdge: 'service' }),
    assignedTo: referenceField('The advisor running it (a user id); null when none is assigned', {
      nullable: true,
      privacy: privacy.notPersonal,
      graphqlEdge: 'advisor',
    }),
    title: textField('What the engagement is, such as "2025 annual financial statements"', { privacy: privacy.exported }),
    description: textField('More about the engagement', { nullable: true, privacy: privacy.exported }),
    service: archiveOnly((engagement: Engagement) => engagement.service?.name ?? null),
    status: choiceField(
      engagementStatusValues,
      EngagementStatusKind,
      'Where the work stands: active (the default), completed, on hold or cancelled',
      {
        privacy: privacy.exported,
      },
    ),
    advisor: archiveOnly((engagement: Engagement) => person(engagement.advisor)),
    startDate: instantField('When it started', { privacy: privacy.exported }),
    dueDate: instantField('When it is due; shown as "Not set" when empty', { nullable: true, privacy: privacy.exported }),
    completedAt: instantField('When it was completed', { nullable: true, privacy: privacy.exported }),
    totalAmount: moneyField('Rand (ZAR), to the cent; null when no amount was agreed', { nullable: true, privacy: privacy.exported }),
    paidAmount: moneyField(
      'Rand (ZAR) paid so far, to the cent: what was paid before the firm billed it in the portal plus every payment on its invoices',
      { privacy: privacy.exported, nullInGraphQL: SEES_MONEY },
    ),
    outstandingAmount: moneyField('Rand (ZAR) still to be paid: totalAmount less paidAmount, never below 0', {
      computedBy: 'payment-progress.ts',
      notInRest: FROM_THE_AMOUNTS,
      nullInGraphQL: SEES_MONEY,
    }),
    paymentProgress: integerField('paidAmount / totalAmount as a whole percentage; empty unless totalAmount > 0', {
      computedBy: 'payment-progress.ts',
      notInRest: FROM_THE_AMOUNTS,
      nullInGraphQL: SEES_MONEY,
    }),
    createdAt: instantField('When the record was created', { privacy: privacy.exported, notInGraphQL: NO_SCREEN }),
    updatedAt: instantField('When it last changed', { privacy: privacy.exported }),
  },
});

/** An engagement as REST answers it (GET /api/engagements), in the order the JSON carries it. */
export const engagementRecord = restShapeOf(engagementDescription);
