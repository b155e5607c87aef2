import styled from 'styled-components';
import type { AppointmentCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';

interface CancelAppointmentDialogProps {
  appointment: AppointmentCardFragment | null;
  onClose: () => void;
  onCancel: (appointment: AppointmentCardFragment) => Promise<boolean>;
  cancelling: boolean;
}

/** Cancelling cannot be undone, so it is asked once more. */
export function CancelAppointmentDialog({ appointment, onClose, onCancel, cancelling }: CancelAppointmentDialogProps) {
  const cancel = async () => {
    if (appointment && (await onCancel(appointment))) onClose();
  };
  return (
    <Dialog open={!!appointment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel Appointment</DialogTitle>
          <DialogDescription>
            {appointment ? `${appointment.title} will be cancelled and the other party told. This cannot be undone.` : ''}
          </DialogDescription>
        </DialogHeader>
        <Actions>
          <Button $variant="ghost" onClick={onClose}>
            Keep Appointment
          </Button>
          <Button $variant="danger" disabled={cancelling} onClick={() => void cancel()}>
            {cancelling ? 'Cancelling…' : 'Cancel Appointment'}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
