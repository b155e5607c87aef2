import type { EnumName } from '@validation/enum-names';
import type { EngagementLetterStatusValue } from '@validation/engagement-letter-values';
import type { BadgeTone } from '../../../components/Badge';

/*
 * How a letter's status reads and its badge colour (docs/product.md#engagement-letters), for the
 * letter list, the letter page and the engagement card. No zod here: the lists load this on their
 * first screen.
 */

export const letterStatusLabels: Record<EnumName<EngagementLetterStatusValue>, string> = {
  SENT: 'Waiting for signature',
  VIEWED: 'Opened',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

/** Waiting for the client in amber, done in green, refused in red, taken back in grey. */
export const letterStatusTones: Record<EnumName<EngagementLetterStatusValue>, BadgeTone> = {
  SENT: 'gold',
  VIEWED: 'info',
  SIGNED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'neutral',
};

/** Sent and viewed letters still wait for the client: they may sign, decline, or staff may withdraw them. */
export const isLetterWaiting = (status: EnumName<EngagementLetterStatusValue>): boolean => status === 'SENT' || status === 'VIEWED';
