import { useCallback } from 'react';
import { useCancelAppointmentMutation, useConfirmAppointmentMutation, type AppointmentCardFragment } from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';

/**
 * Confirm and Cancel with their toasts. Each answer carries the appointment's id, so the card
 * updates through the normalised cache; no list is fetched again.
 */
export function useAppointmentActions() {
  const [confirmMutation, confirming] = useConfirmAppointmentMutation();
  const [cancelMutation, cancelling] = useCancelAppointmentMutation();

  const confirm = useCallback(
    async (appointment: AppointmentCardFragment, meetingUrl: string | null): Promise<boolean> => {
      try {
        await confirmMutation({ variables: { id: appointment.id, meetingUrl } });
        toast({ title: 'Success', description: 'Appointment confirmed', variant: 'success' });
        return true;
      } catch {
        toast({ title: 'Error', description: 'Failed to confirm appointment', variant: 'destructive' });
        return false;
      }
    },
    [confirmMutation],
  );

  const cancel = useCallback(
    async (appointment: AppointmentCardFragment): Promise<boolean> => {
      try {
        await cancelMutation({ variables: { id: appointment.id } });
        toast({ title: 'Success', description: 'Appointment cancelled', variant: 'success' });
        return true;
      } catch {
        toast({ title: 'Error', description: 'Failed to cancel appointment', variant: 'destructive' });
        return false;
      }
    },
    [cancelMutation],
  );

  return { confirm, cancel, confirming: confirming.loading, cancelling: cancelling.loading };
}
