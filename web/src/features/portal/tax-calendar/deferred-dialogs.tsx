import { deferredDialog, deferredDialogButton } from '../../../components/deferred-dialog';
import { Icon } from '../../../components/Icon';
import { DeclareButton } from './tax-calendar-layout';

/*
 * The administrators' form dialogs, their code (the forms, zod and the shared rules) fetched when
 * someone first means to use one (hover, focus or touch of what opens it), not with the calendar,
 * which advisors read without ever changing it.
 */

export const { Deferred: DeferredChangeDueDateDialog, prefetch: prefetchChangeDueDateDialog } = deferredDialog(
  () => import('./ChangeDueDateDialog').then((module) => module.ChangeDueDateDialog),
  (props) => props.deadline !== null,
);

export const { Deferred: DeferredFilingSeasonDialog, prefetch: prefetchFilingSeasonDialog } = deferredDialog(
  () => import('./FilingSeasonDialog').then((module) => module.FilingSeasonDialog),
  (props) => props.draft !== null,
);

const DeclareHolidayButton = deferredDialogButton<object>(() =>
  import('./DeclareHolidayDialog').then((module) => module.DeclareHolidayDialog),
);

/** "Declare a public holiday": the button, and its dialog once pressed. */
export function DeferredDeclareHolidayDialog() {
  return (
    <DeclareHolidayButton
      dialogProps={{}}
      button={(trigger) => (
        <DeclareButton {...trigger}>
          <Icon name="plus" size={18} />
          Declare a public holiday
        </DeclareButton>
      )}
    />
  );
}
