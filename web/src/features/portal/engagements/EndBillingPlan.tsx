import { useState } from 'react';
import { useEndBillingPlanMutation, type BillingPlanSummaryFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { ConfirmDialog, type Confirmation } from '../../../components/ConfirmDialog';
import { toast } from '../../../components/toast-store';
import { scheduleCharges } from './billing-plan-labels';

interface EndBillingPlanProps {
  plan: BillingPlanSummaryFragment;
  engagementTitle: string;
  /** Opened at once: the deferred button was pressed before this code came. */
  defaultOpen?: boolean;
}

/**
 * Ends a billing plan once confirmed (`endBillingPlan`): nothing is billed after today, and the
 * invoices it made stay as they are. The answer updates the plan on the card (one cache record).
 */
export function EndBillingPlan({ plan, engagementTitle, defaultOpen = false }: EndBillingPlanProps) {
  const [end] = useEndBillingPlanMutation();
  const confirmation = (): Confirmation => ({
    title: 'End this billing plan?',
    description: (
      <>
        {engagementTitle}: {scheduleCharges(plan.schedule).join('; ')}. Nothing more is billed after today; the invoices it made stay as
        they are. An ended plan cannot be restarted: a newly signed letter with fees starts a new one.
      </>
    ),
    keepLabel: 'Keep billing',
    confirmLabel: 'End billing plan',
    busyLabel: 'Ending…',
    failure: 'The billing plan could not be ended. It still bills. Please try again.',
    run: async () => {
      const { data } = await end({ variables: { id: plan.id } });
      if (!data) throw new Error('No answer');
      toast({ title: 'Billing plan ended', description: engagementTitle, variant: 'success' });
    },
  });
  const [confirming, setConfirming] = useState<Confirmation | null>(() => (defaultOpen ? confirmation() : null));
  return (
    <>
      <Button
        $variant="outline"
        $size="sm"
        aria-label={`End billing plan: ${engagementTitle}`}
        onClick={() => setConfirming(confirmation())}
      >
        End billing plan
      </Button>
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
