import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { createRescheduleAppointmentSchema, type RescheduleAppointmentValues } from '@validation/appointments';
import { southAfricanDateAndTime } from '@validation/south-africa-time';
import { useRescheduleAppointmentMutation, type AppointmentCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { WhenFields } from './WhenFields';

const rescheduleSchema = createRescheduleAppointmentSchema();
type RescheduleForm = z.input<typeof rescheduleSchema>;
const isFormField = (path: string): path is 'date' | 'time' | 'duration' => ['date', 'time', 'duration'].includes(path);

/** The appointment's current day, slot and duration, as the form shows them (in SAST). */
function currentWhen(appointment: AppointmentCardFragment): RescheduleForm {
  return { ...southAfricanDateAndTime(new Date(appointment.scheduledAt)), duration: appointment.duration };
}

interface RescheduleAppointmentDialogProps {
  appointment: AppointmentCardFragment | null;
  onClose: () => void;
  now: Date;
}

/**
 * Reschedule: the Schedule dialog's date, time and duration, filled in with the appointment's
 * own. Saving moves it to the new (future) slot; it is scheduled again until the advisor confirms.
 */
export function RescheduleAppointmentDialog({ appointment, onClose, now }: RescheduleAppointmentDialogProps) {
  const [reschedule, { loading }] = useRescheduleAppointmentMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<RescheduleForm, unknown, RescheduleAppointmentValues>({
    resolver: zodResolver(rescheduleSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (appointment) reset(currentWhen(appointment));
  }, [appointment, reset]);

  const submit = handleSubmit(async ({ date, time, duration }) => {
    if (!appointment) return;
    try {
      // The answer carries the same id: the cache updates the card, and the page re-sorts the lists.
      await reschedule({ variables: { id: appointment.id, input: { date, time, duration } } });
    } catch (error) {
      for (const { path, message } of fieldErrorsOf(error)) {
        if (isFormField(path)) setError(path, { type: 'server', message });
      }
      toast({ title: 'Error', description: 'Failed to reschedule appointment', variant: 'destructive' });
      return;
    }
    toast({ title: 'Success', description: 'Appointment rescheduled successfully', variant: 'success' });
    onClose();
  });

  return (
    <Dialog open={!!appointment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule Appointment</DialogTitle>
          <DialogDescription>{appointment ? `Choose a new day and time for ${appointment.title}.` : ''}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reschedule Appointment">
          <WhenFields
            date={register('date')}
            time={register('time')}
            duration={register('duration', { valueAsNumber: true })}
            chosenDate={watch('date') ?? ''}
            errors={{ date: errors.date?.message, time: errors.time?.message, duration: errors.duration?.message }}
            disabled={loading}
            now={now}
          />
          <Actions>
            <Button $variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? 'Saving…' : 'Reschedule'}
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
