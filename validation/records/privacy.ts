import { z } from 'zod';
import { erasureRequestStatusValues } from '../privacy';

/**
 * An erasure request as REST answers it (/api/privacy/erasure-request,
 * /api/admin/erasure-requests), in the order the JSON carries it. record-shapes.test.ts compares
 * it with the GraphQL type ErasureRequest.
 */
export const erasureRequestRecord = z.strictObject({
  id: z.string().describe('The request id'),
  userId: z.string().describe('Who asked (a user id; after an approval, the erased account)'),
  status: z.enum(erasureRequestStatusValues).describe('pending, approved or declined'),
  reason: z.string().nullable().describe("The client's reason, if they gave one"),
  decisionReason: z.string().nullable().describe('Why it was declined'),
  decidedBy: z.string().nullable().describe('The administrator who decided (a user id)'),
  decidedAt: z.iso.datetime().nullable().describe('When it was decided'),
  createdAt: z.iso.datetime().describe('When it was asked'),
});
