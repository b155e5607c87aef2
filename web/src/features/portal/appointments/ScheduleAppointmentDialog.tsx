import { useEffect, useState } from 'react';
import { enumName } from '@validation/enum-names';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import {
  APPOINTMENT_DURATION,
  DEFAULT_MEETING_TYPE,
  meetingTypeValues,
  scheduleAppointmentSchema,
  type ScheduleAppointmentValues,
} from '@validation/appointments';
import {
  useAppointmentAdvisorsQuery,
  useAppointmentClientsQuery,
  useScheduleAppointmentMutation,
  type ScheduleAppointmentInput,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { meetingTypeLabels, personName } from './appointment-labels';
import { addAppointmentToLists } from './appointments-cache';
import { WhenFields } from './WhenFields';
import { failureToastText } from '../../../lib/service-unavailable';

type ScheduleForm = z.input<typeof scheduleAppointmentSchema>;

const emptyForm = {
  title: '',
  description: '',
  date: '',
  time: '',
  duration: APPOINTMENT_DURATION.default,
  meetingType: DEFAULT_MEETING_TYPE,
  location: '',
  advisorId: '',
  clientId: '',
} satisfies ScheduleForm;
const formFields = Object.keys(emptyForm) as (keyof ScheduleForm)[];
const isFormField = (path: string): path is keyof ScheduleForm => (formFields as string[]).includes(path);

/**
 * "Schedule Appointment" (docs/product.md#appointments, docs/product.md#appointment-fields,
 * docs/product.md#errors): title, optional description, a SAST day and slot, duration, meeting type
 * (a location only in person) and the advisor; staff also choose the client. On success the form is
 * reset and the appointment joins the lists from the cache; on failure what was typed stays.
 */
export function ScheduleAppointmentDialog({ staff, now, defaultOpen = false }: { staff: boolean; now: Date; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [scheduleAppointment, { loading }] = useScheduleAppointmentMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    getFieldState,
    formState: { errors },
  } = useForm<ScheduleForm, unknown, ScheduleAppointmentValues>({
    resolver: zodResolver(scheduleAppointmentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const clientId = watch('clientId');
  const choices = useAppointmentAdvisorsQuery({ variables: { clientId: staff && clientId ? clientId : null }, skip: !open });
  const clients = useAppointmentClientsQuery({ skip: !open || !staff }).data?.appointmentClients ?? [];
  const advisors = choices.data?.advisors ?? [];
  const suggested = choices.data?.suggestedAdvisorId ?? '';

  // The suggested advisor is chosen until the user picks another one.
  useEffect(() => {
    if (suggested && !getFieldState('advisorId').isDirty) setValue('advisorId', suggested);
  }, [suggested, getFieldState, setValue]);

  const clear = () => reset({ ...emptyForm, advisorId: suggested });

  const submit = handleSubmit(async (values) => {
    const input: ScheduleAppointmentInput = {
      title: values.title,
      description: values.description,
      date: values.date,
      time: values.time,
      duration: values.duration,
      meetingType: enumName(values.meetingType),
      location: values.location,
      advisorId: values.advisorId ?? null,
      clientId: staff ? (values.clientId ?? null) : null,
    };
    try {
      await scheduleAppointment({
        variables: { input },
        update(cache, { data }) {
          if (data) addAppointmentToLists(cache, data.scheduleAppointment);
        },
      });
    } catch (error) {
      for (const { path, message } of fieldErrorsOf(error)) {
        if (isFormField(path)) setError(path, { type: 'server', message });
      }
      toast({ ...failureToastText(error, 'Failed to schedule appointment', 'Error'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Success', description: 'Appointment scheduled successfully', variant: 'success' });
    clear();
    setOpen(false);
  });

  const meetingType = watch('meetingType');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Icon name="plus" size={18} />
          Schedule Appointment
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule Appointment</DialogTitle>
          <DialogDescription>Choose a day and time (South African time) to meet {staff ? 'a client' : 'your advisor'}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Schedule Appointment">
          <TextField label="Title" required disabled={loading} error={errors.title?.message} {...register('title')} />
          <TextAreaField
            label="Description (optional)"
            rows={3}
            disabled={loading}
            error={errors.description?.message}
            {...register('description')}
          />
          <WhenFields
            date={register('date')}
            time={register('time')}
            duration={register('duration', { valueAsNumber: true })}
            chosenDate={watch('date')}
            errors={{ date: errors.date?.message, time: errors.time?.message, duration: errors.duration?.message }}
            disabled={loading}
            now={now}
          />
          <Pair>
            <SelectField label="Meeting type" disabled={loading} error={errors.meetingType?.message} {...register('meetingType')}>
              {meetingTypeValues.map((value) => (
                <option key={value} value={value}>
                  {meetingTypeLabels[enumName(value)]}
                </option>
              ))}
            </SelectField>
            <SelectField label="Advisor" disabled={loading} error={errors.advisorId?.message} {...register('advisorId')}>
              {advisors.length === 0 && <option value="">{choices.loading ? 'Loading advisors…' : 'No advisor available'}</option>}
              {advisors.map((advisor) => (
                <option key={advisor.id} value={advisor.id}>
                  {personName(advisor)}
                </option>
              ))}
            </SelectField>
          </Pair>
          {meetingType === 'in_person' && (
            <TextField label="Location" disabled={loading} error={errors.location?.message} {...register('location')} />
          )}
          {staff && (
            <SelectField label="Client" required disabled={loading} error={errors.clientId?.message} {...register('clientId')}>
              <option value="">Choose a client</option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {personName(client)}
                </option>
              ))}
            </SelectField>
          )}
          <Actions>
            <Button $variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? 'Scheduling…' : 'Schedule Appointment'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
