import type { EntityManager } from 'typeorm';
import { centsToDecimal } from '../../../../validation/billing/money';
import { Engagement } from '../engagements';

/** engagements.paidAmount is decimal(10,2): what it can hold. */
const MOST_PAID = '99999999.99';

/**
 * A payment on an invoice of an engagement adds to the engagement's paid amount, in the
 * transaction that records the payment (docs/billing.md#an-engagements-paid-amount). The
 * specification's column stays where every list, filter and sort already reads it; this is its
 * only writer once an engagement exists, so it is what was paid before the portal billed the
 * engagement plus every payment since. One UPDATE adds in the database, so payments recorded at
 * once on two instances both count. Its updatedAt moves, so a sync sees the engagement changed.
 */
export async function addToEngagementPaid(manager: EntityManager, engagementId: string | null, cents: number): Promise<void> {
  if (engagementId === null || cents === 0) return;
  const sum = 'ROUND(paidAmount + CAST(:paid AS DECIMAL(10,2)), 2)';
  await manager
    .createQueryBuilder()
    .update(Engagement)
    .set({ paidAmount: () => `CASE WHEN ${sum} > ${MOST_PAID} THEN ${MOST_PAID} ELSE ${sum} END` })
    .where('id = :id', { id: engagementId })
    .setParameter('paid', centsToDecimal(cents))
    .execute();
}
