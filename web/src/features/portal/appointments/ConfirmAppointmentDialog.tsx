import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { confirmAppointmentSchema, type ConfirmAppointmentInput } from '@validation/appointments';
import type { AppointmentCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';

interface ConfirmAppointmentDialogProps {
  appointment: AppointmentCardFragment | null;
  onClose: () => void;
  onConfirm: (appointment: AppointmentCardFragment, meetingUrl: string | null) => Promise<boolean>;
  confirming: boolean;
}

/**
 * The advisor confirms a video meeting here, with its link (which the client's Join Meeting
 * opens); it can also be added later. Other meetings are confirmed straight from the card.
 */
export function ConfirmAppointmentDialog({ appointment, onClose, onConfirm, confirming }: ConfirmAppointmentDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConfirmAppointmentInput>({
    resolver: zodResolver(confirmAppointmentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { meetingUrl: '' },
  });
  useEffect(() => {
    if (appointment) reset({ meetingUrl: appointment.meetingUrl ?? '' });
  }, [appointment, reset]);

  const submit = handleSubmit(async ({ meetingUrl }) => {
    if (appointment && (await onConfirm(appointment, meetingUrl || null))) onClose();
  });
  const adding = appointment?.status === 'CONFIRMED';

  return (
    <Dialog open={!!appointment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adding ? 'Add Meeting Link' : 'Confirm Appointment'}</DialogTitle>
          <DialogDescription>
            {appointment ? `The client joins ${appointment.title} from this link. You can also add it later.` : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={adding ? 'Add Meeting Link' : 'Confirm Appointment'}>
          <TextField
            label="Meeting link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.meetingUrl?.message}
            {...register('meetingUrl')}
          />
          <Actions>
            <Button $variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={confirming}>
              {confirming ? 'Saving…' : adding ? 'Save Link' : 'Confirm'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
