import type { z } from 'zod';
import { exampleEngagement, exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { engagementRecord } from './engagement.record';
import type { engagementInputSchema } from '../../../../validation/engagements';

/**
 * The client's engagement for her 2026 return. Days are kept as the instant of their SAST
 * midnight: 1 March 2026 is 2026-02-28T22:00Z. R 3 000.00 plus 15% VAT is R 3 450.00, the fee
 * of the letter she signed, paid since.
 */
export const engagementExample: z.input<typeof engagementRecord> = {
  id: exampleIds.engagement,
  clientId: exampleIds.client,
  serviceId: exampleIds.service,
  assignedTo: exampleIds.advisor,
  title: exampleEngagement.title,
  description: 'The ITR12 for the 2026 tax year (1 March 2025 to 28 February 2026), filed as a provisional taxpayer.',
  status: 'active',
  startDate: '2026-02-28T22:00:00.000Z',
  dueDate: exampleEngagement.dueDate,
  completedAt: null,
  totalAmount: exampleEngagement.totalAmount,
  paidAmount: exampleEngagement.totalAmount,
  createdAt: exampleTimes.created,
  updatedAt: exampleTimes.updated,
};

/**
 * POST /api/engagements and PUT /api/engagements/{id}: the same engagement as staff send it, days
 * as SAST days. paidAmount is left out: the payments on its invoices move it.
 */
export const engagementInputExample: z.input<typeof engagementInputSchema> = {
  clientId: exampleIds.client,
  serviceId: exampleIds.service,
  advisorId: exampleIds.advisor,
  title: exampleEngagement.title,
  description: 'The ITR12 for the 2026 tax year (1 March 2025 to 28 February 2026), filed as a provisional taxpayer.',
  status: 'active',
  startDate: '2026-03-01',
  dueDate: '2027-01-19',
  totalAmount: exampleEngagement.totalAmount,
};

/** The events of her engagement (webhooks): made by an administrator in March, a task on it started in November. */
export const engagementEventExamples: EventExamples<'engagement.created' | 'engagement.updated'> = {
  'engagement.created': {
    id: 'evt_-CLP79jjxb5Z4TjH-2etsTdTLN',
    type: 'engagement.created',
    timestamp: exampleTimes.created,
    data: {
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      advisorId: exampleIds.advisor,
      serviceId: exampleIds.service,
      status: 'active',
      createdById: exampleIds.admin,
      createdAt: exampleTimes.created,
    },
  },
  'engagement.updated': {
    id: 'evt__ijp-2MtIa-4AvOSSAbK3cyAcv',
    type: 'engagement.updated',
    timestamp: exampleTimes.updated,
    data: {
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      advisorId: exampleIds.advisor,
      status: 'active',
      change: { kind: 'task_status', taskId: exampleIds.task, from: 'pending', to: 'in_progress' },
      updatedById: exampleIds.advisor,
      updatedAt: exampleTimes.updated,
    },
  },
};
