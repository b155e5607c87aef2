import { enumName, storedValueOf } from '@validation/enum-names';
import { engagementInputFieldValues, engagementStatusValues, type EngagementInput, type EngagementValues } from '@validation/engagements';
import { southAfricanDayOf, todayInSouthAfrica } from '@validation/south-africa-time';
import type { EngagementCardFragment, EngagementInput as EngagementMutationInput } from '../../../graphql/generated';
import type { EngagementViewer } from './engagement-viewer';

/*
 * The staff engagement form (docs/product.md#engagements) and how it crosses to the shared schema
 * and to GraphQL. The form holds what its inputs hold: text throughout, the status in its stored
 * spelling (`on_hold`) that engagementInputSchema checks, days as the SAST days the date inputs
 * write, and amounts as typed; the schema turns blanks into null.
 */

/** Every field of the form, each also a path the server may name in a BAD_USER_INPUT error: the schema's own list. */
export const engagementFormFields = engagementInputFieldValues satisfies readonly (keyof EngagementInput)[];

export interface EngagementForm {
  clientId: string;
  serviceId: string;
  /** '' for "Not assigned". */
  advisorId: string;
  title: string;
  description: string;
  status: (typeof engagementStatusValues)[number];
  startDate: string;
  /** '' for none. */
  dueDate: string;
  /** '' when no amount was agreed. */
  totalAmount: string;
  paidAmount: string;
}

/** An amount from the API as the field shows it: cents always written, "" for none. */
const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

/**
 * A new engagement's form: starting today (in South Africa), active, nothing paid. An advisor's
 * engagements are their own, so theirs starts assigned to them; an administrator chooses.
 */
export function newEngagementForm(viewer: EngagementViewer, now: Date): EngagementForm {
  return {
    clientId: '',
    serviceId: '',
    advisorId: viewer.admin ? '' : viewer.id,
    title: '',
    description: '',
    status: 'active',
    startDate: todayInSouthAfrica(now),
    dueDate: '',
    totalAmount: '',
    paidAmount: amountText(0),
  };
}

/** The form of an engagement as its card shows it: its days as SAST days, its status as stored. */
export function engagementFormOf(engagement: EngagementCardFragment): EngagementForm {
  return {
    clientId: engagement.client?.id ?? '',
    serviceId: engagement.service?.id ?? '',
    advisorId: engagement.advisor?.id ?? '',
    title: engagement.title,
    description: engagement.description ?? '',
    status: storedValueOf(engagementStatusValues, engagement.status) ?? 'active',
    startDate: southAfricanDayOf(engagement.startDate) ?? '',
    dueDate: engagement.dueDate ? (southAfricanDayOf(engagement.dueDate) ?? '') : '',
    totalAmount: amountText(engagement.totalAmount),
    // Shown, not sent: payments move it. Null only for a viewer who may not see the money, who may not edit it either.
    paidAmount: amountText(engagement.paidAmount ?? 0),
  };
}

/**
 * What createEngagement and updateEngagement are sent: the checked values, the status as GraphQL
 * spells it. An edit leaves the paid amount out: payments on its invoices move it, even while the
 * dialog is open.
 */
export function engagementMutationInput(values: EngagementValues, editing: boolean): EngagementMutationInput {
  return {
    clientId: values.clientId,
    serviceId: values.serviceId,
    advisorId: values.advisorId,
    title: values.title,
    description: values.description,
    status: enumName(values.status),
    startDate: values.startDate,
    dueDate: values.dueDate,
    totalAmount: values.totalAmount,
    paidAmount: editing ? null : values.paidAmount,
  };
}
