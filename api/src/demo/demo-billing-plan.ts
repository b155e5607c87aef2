import { BillingPlan } from '../features/billing/billing-plan.entity';
import { billingPeriodsDue, periodName } from '../features/billing/billing-periods';
import { EngagementLetter } from '../features/engagement-letters/engagement-letter.entity';
import { addDays } from '../../../validation/tax-calendar/calendar-days';
import { southAfricanDateAndTime, southAfricanInstant, todayInSouthAfrica } from '../../../validation/south-africa-time';
import type { DemoContext } from './context';
import { demoBookkeepingFees, demoBookkeepingSignedAt, demoLetterIds } from './demo-engagement-letters';
import type { DemoInvoice } from './demo-invoices';
import { demoEngagementIds } from './demo-portal';
import { demoId } from './ids';
import { insertMissing } from './insert-missing';

/** The demo client's monthly bookkeeping retainer: the plan his signed letter started. */
export const demoBillingPlanId = demoId('billing-plan', 'dlamini-bookkeeping-vat');

/** Days after its billing day that the client's EFT for a month comes in. */
const PAID_AFTER_DAYS = 3;

/**
 * The retainer that bills itself (docs/billing.md#fees-that-bill-themselves): the plan started
 * when the demo client signed the bookkeeping letter 110 days ago, from the letter's own copy of
 * its fees, issuing in the name of the advisor who sent it. Its invoices are seeded with the
 * others (demo-invoices.ts, from demoRetainerInvoices).
 */
export async function seedDemoBillingPlan({ manager, now, users }: DemoContext): Promise<BillingPlan> {
  const letter = await manager.findOneByOrFail(EngagementLetter, { id: demoLetterIds.bookkeepingSigned });
  const signedAt = letter.signedAt ?? demoBookkeepingSignedAt(now);
  await insertMissing(manager, BillingPlan, [
    {
      id: demoBillingPlanId,
      engagementId: demoEngagementIds.bookkeeping,
      clientId: users.client,
      letterId: letter.id,
      issuerId: users.advisor,
      schedule: letter.feeSchedule ?? demoBookkeepingFees,
      status: 'active',
      startedOn: southAfricanDateAndTime(signedAt).date,
      endedOn: null,
      endedById: null,
      createdAt: signedAt,
      updatedAt: signedAt,
    },
  ]);
  return manager.findOneByOrFail(BillingPlan, { id: demoBillingPlanId });
}

/**
 * The retainer's invoices: one for each period the plan has due today, exactly what the
 * billing-plans job would have made (so its first round after start bills nothing), each issued
 * on its billing day just after midnight as the job's round would. Each is paid by EFT a few days
 * later, but the latest, which is issued and not due yet.
 */
export function demoRetainerInvoices(plan: BillingPlan, now: Date, advisorId: string): DemoInvoice[] {
  const today = todayInSouthAfrica(now);
  const periods = billingPeriodsDue(plan, today).filter((period) => period !== 'once');
  const startedAt = southAfricanInstant(plan.startedOn, '00:00')!;
  return periods.map((period, index): DemoInvoice => {
    const billingDay = `${period}-${String(plan.schedule.dayOfMonth).padStart(2, '0')}`;
    // The round a few minutes after midnight; never before the letter was signed, nor after now.
    const round = southAfricanInstant(billingDay, '00:05')!;
    const issuedAt = new Date(Math.min(Math.max(round.getTime(), startedAt.getTime()), now.getTime()));
    const latest = index === periods.length - 1;
    const receivedOn = addDays(billingDay, PAID_AFTER_DAYS);
    return {
      key: `dlamini-bookkeeping-${period}`,
      clientId: plan.clientId,
      engagementId: plan.engagementId,
      issuedAt,
      lines: plan.schedule.monthlyLines,
      notes: periodName(period),
      createdById: null,
      issuerId: plan.issuerId ?? advisorId,
      overdueRound: null,
      run: { planId: plan.id, period },
      payments: latest
        ? []
        : [
            {
              key: `dlamini-bookkeeping-${period}-eft`,
              method: 'eft',
              amountCents: 'total',
              receivedOn,
              recordedAt: southAfricanInstant(receivedOn, '11:20')!,
              providerPaymentId: null,
              feeCents: null,
              recordedById: advisorId,
            },
          ],
    };
  });
}
