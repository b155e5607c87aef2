import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { deferredDialogButton } from '../../../components/deferred-dialog';
import type { EndBillingPlan } from './EndBillingPlan';

type Props = Omit<ComponentProps<typeof EndBillingPlan>, 'defaultOpen'>;

const EndButton = deferredDialogButton<Props>(() => import('./EndBillingPlan').then((module) => module.EndBillingPlan));

/**
 * "End billing plan", with its confirmation's code fetched when someone means to press it: the
 * engagements grid, which clients read far more often than staff end a plan, draws without it.
 */
export function DeferredEndBillingPlan(props: Props) {
  return (
    <EndButton
      dialogProps={props}
      button={(trigger) => (
        <Button $variant="outline" $size="sm" aria-label={`End billing plan: ${props.engagementTitle}`} {...trigger}>
          End billing plan
        </Button>
      )}
    />
  );
}
