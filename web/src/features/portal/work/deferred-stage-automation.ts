import { deferredDialog } from '../../../components/deferred-dialog';

/* "Change" on a stage of the Automations tab: its form's code is fetched when first wanted (or on a hover of the button), not with the tab. */
export const { Deferred: DeferredStageAutomationDialog, prefetch: prefetchStageAutomationDialog } = deferredDialog(
  () => import('./StageAutomationDialog').then((module) => module.StageAutomationDialog),
  (props) => props.editing !== null,
);
