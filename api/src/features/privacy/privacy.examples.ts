import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { declineErasureSchema, erasureRequestFormSchema } from '../../../../validation/privacy';
import type { erasureRequestRecord } from './erasure-request.record';

/** POST /api/privacy/erasure-request: the example client's reason, hers to give or not. */
export const erasureRequestFormExample: z.input<typeof erasureRequestFormSchema> = {
  reason: 'I have moved my tax affairs to another practitioner and no longer need the portal.',
};

/** Her request as made, waiting for an administrator (the lists show pending requests first). */
export const erasureRequestExample: z.input<typeof erasureRequestRecord> = {
  id: 'ed7f5fe6-65d9-4287-bda5-9fe9c29cc876',
  userId: exampleIds.client,
  status: 'pending',
  reason: erasureRequestFormExample.reason ?? null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-18T12:04:33.000Z',
};

/** POST …/{id}/approve: decided by the administrator; her personal information is erased. */
export const approvedErasureRequestExample: z.input<typeof erasureRequestRecord> = {
  ...erasureRequestExample,
  status: 'approved',
  decidedBy: exampleIds.admin,
  decidedAt: '2026-11-20T07:45:10.000Z',
};

/** POST …/{id}/decline: why, which the client is told. */
export const declineErasureExample: z.input<typeof declineErasureSchema> = {
  reason:
    'We must keep the records of your 2026 tax return for five years after it is submitted to SARS (Tax Administration Act, section 29). Ask again once that period has passed.',
};

/** The request declined, with that reason. */
export const declinedErasureRequestExample: z.input<typeof erasureRequestRecord> = {
  ...erasureRequestExample,
  status: 'declined',
  decisionReason: declineErasureExample.reason,
  decidedBy: exampleIds.admin,
  decidedAt: '2026-11-20T07:45:10.000Z',
};
