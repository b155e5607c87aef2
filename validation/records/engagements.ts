import { z } from 'zod';
import { engagementStatusValues } from '../engagements';

/**
 * An engagement as REST answers it (GET /api/engagements), in the order the JSON carries it.
 * engagementJson (api/src/features/engagements/engagements.routes.ts) is built from this list;
 * record-shapes.test.ts compares it with the GraphQL type Engagement.
 */
export const engagementRecord = z.strictObject({
  id: z.string().describe('The engagement id'),
  clientId: z.string().describe('The client the engagement is for (a user id)'),
  serviceId: z.string().describe('The firm service the engagement is for'),
  assignedTo: z.string().nullable().describe('The advisor running it (a user id); null when none is assigned'),
  title: z.string().describe('What the engagement is, such as "2025 annual financial statements"'),
  description: z.string().nullable().describe('More about the engagement'),
  status: z.enum(engagementStatusValues).describe('active (the default), completed, on_hold or cancelled'),
  startDate: z.iso.datetime().describe('When it started'),
  dueDate: z.iso.datetime().nullable().describe('When it is due; shown as "Not set" when empty'),
  completedAt: z.iso.datetime().nullable().describe('When it was completed'),
  totalAmount: z.number().nullable().describe('Rand (ZAR), to the cent; null when no amount was agreed'),
  paidAmount: z.number().describe('Rand (ZAR) paid so far, to the cent'),
  createdAt: z.iso.datetime().describe('When the record was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
