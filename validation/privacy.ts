import { z } from 'zod';

/** Where an erasure request stands (POPIA s24: the firm decides, and says why when it refuses). */
export const erasureRequestStatusValues = ['pending', 'approved', 'declined'] as const;
export type ErasureRequestStatus = (typeof erasureRequestStatusValues)[number];

const optionalReason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(2000, 'Reason must be at most 2000 characters')
  .nullish()
  .transform((value) => (value ? value : null));

/** A client's request to erase their personal information; the reason is theirs to give or not. */
export const erasureRequestFormSchema = z.object({ reason: optionalReason });

/** The same, where the whole input may be left out (`requestErasure` without arguments). */
export const erasureRequestSchema = erasureRequestFormSchema.default({ reason: null });

/** An administrator declining a request must say why: the client is told. */
export const declineErasureSchema = z.object({
  reason: z
    .string({ error: 'Reason is required when declining a request' })
    .trim()
    .min(1, 'Reason is required when declining a request')
    .max(2000, 'Reason must be at most 2000 characters'),
});

/** The administrators' list: every request, or those in one state. */
export const erasureRequestFilterSchema = z.object({
  status: z.enum(erasureRequestStatusValues, 'Status must be pending, approved or declined').nullish(),
});

export type ErasureRequestInput = z.input<typeof erasureRequestFormSchema>;
export type ErasureRequestValues = z.output<typeof erasureRequestFormSchema>;
export type DeclineErasureInput = z.input<typeof declineErasureSchema>;
