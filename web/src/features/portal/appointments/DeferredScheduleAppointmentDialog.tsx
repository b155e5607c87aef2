import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { deferredDialogButton } from '../../../components/deferred-dialog';
import type { ScheduleAppointmentDialog } from './ScheduleAppointmentDialog';

type Props = Omit<ComponentProps<typeof ScheduleAppointmentDialog>, 'defaultOpen'>;

const ScheduleButton = deferredDialogButton<Props>(() =>
  import('./ScheduleAppointmentDialog').then((module) => module.ScheduleAppointmentDialog),
);

/**
 * The "Schedule Appointment" button, with the dialog's code (its form, zod and the booking rules)
 * fetched when someone means to use it and opened on press: the appointments list draws and
 * responds without it.
 */
export function DeferredScheduleAppointmentDialog(props: Props) {
  return (
    <ScheduleButton
      dialogProps={props}
      button={(trigger) => (
        <Button {...trigger}>
          <Icon name="plus" size={18} />
          Schedule Appointment
        </Button>
      )}
    />
  );
}
