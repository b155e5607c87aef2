import type { ValueTransformer } from 'typeorm';
import type { FeeSchedule } from '../../../../validation/billing/fee-schedule';

/**
 * A fee schedule as read from its JSON column (templates, letters, billing plans): one kept
 * before fees per return existed reads as having none, so every reader sees the whole shape.
 */
export const feeScheduleTransformer: ValueTransformer = {
  to: (schedule: FeeSchedule | null | undefined) => schedule,
  from: (kept: Partial<FeeSchedule> | null | undefined): FeeSchedule | null | undefined =>
    kept && ({ ...kept, perReturnLines: kept.perReturnLines ?? [] } as FeeSchedule),
};
