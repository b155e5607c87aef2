import { lazy, type ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { DeferredDialogButton } from '../../../components/deferred-dialog';

const loadDialog = () => import('./ScheduleAppointmentDialog');
const ScheduleAppointmentDialog = lazy(() => loadDialog().then((module) => ({ default: module.ScheduleAppointmentDialog })));

/**
 * The "Schedule Appointment" button, with the dialog's code (its form, zod and the booking rules)
 * fetched when someone means to use it and opened on press: the appointments list draws and
 * responds without it.
 */
export function DeferredScheduleAppointmentDialog(props: Omit<ComponentProps<typeof ScheduleAppointmentDialog>, 'defaultOpen'>) {
  return (
    <DeferredDialogButton
      prefetch={() => void loadDialog().catch(() => undefined)}
      button={(trigger) => (
        <Button {...trigger}>
          <Icon name="plus" size={18} />
          Schedule Appointment
        </Button>
      )}
    >
      <ScheduleAppointmentDialog {...props} defaultOpen />
    </DeferredDialogButton>
  );
}
