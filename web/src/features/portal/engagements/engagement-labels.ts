import { fullNameOf } from '@validation/people';
import { enumName, type EnumName } from '@validation/enum-names';
import { engagementStatusValues, type EngagementStatusValue } from '@validation/engagement-values';
import type { BadgeTone } from '../../../components/Badge';

export const engagementStatusLabels: Record<EnumName<EngagementStatusValue>, string> = {
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  ON_HOLD: 'On Hold',
  CANCELLED: 'Cancelled',
};

/**
 * A colour per status (docs/product.md#engagement-status): under way in blue, done in green,
 * waiting in amber, stopped in red.
 */
export const engagementStatusTones: Record<EnumName<EngagementStatusValue>, BadgeTone> = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  ON_HOLD: 'warning',
  CANCELLED: 'danger',
};

// The filter compares with engagements as GraphQL gives them, so its options carry GraphQL's names.
export const engagementStatusOptions = engagementStatusValues.map((value) => ({
  value: enumName(value),
  label: engagementStatusLabels[enumName(value)],
}));

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  return person ? fullNameOf(person) : null;
}
