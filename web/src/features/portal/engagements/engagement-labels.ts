import { fullNameOf } from '@validation/people';
import { engagementStatusValues, type EngagementStatusValue } from '@validation/engagements';
import type { BadgeTone } from '../../../components/Badge';

export const engagementStatusLabels: Record<EngagementStatusValue, string> = {
  active: 'Active',
  completed: 'Completed',
  on_hold: 'On Hold',
  cancelled: 'Cancelled',
};

/**
 * A colour per status (docs/product.md#engagement-status): under way in blue, done in green,
 * waiting in amber, stopped in red.
 */
export const engagementStatusTones: Record<EngagementStatusValue, BadgeTone> = {
  active: 'info',
  completed: 'success',
  on_hold: 'warning',
  cancelled: 'danger',
};

export const engagementStatusOptions = engagementStatusValues.map((value) => ({ value, label: engagementStatusLabels[value] }));

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  return person ? fullNameOf(person) : null;
}
