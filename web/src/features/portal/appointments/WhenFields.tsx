import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { APPOINTMENT_DURATION } from '@validation/appointments';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { SelectField, TextField } from '../../../components/Field';
import { slotChoices } from './appointment-timing';

interface WhenFieldsProps {
  date: UseFormRegisterReturn<'date'>;
  time: UseFormRegisterReturn<'time'>;
  duration: UseFormRegisterReturn<'duration'>;
  /** The date currently chosen, to mark today's passed slots. */
  chosenDate: string;
  errors: { date?: string; time?: string; duration?: string };
  disabled?: boolean;
  now: Date;
}

/**
 * Date, time and duration, shared by Schedule and Reschedule (docs/product.md#appointment-fields):
 * days before today (in SAST) cannot be picked, the 21 slots run from 08:00 to 18:00, and today's
 * passed slots are unavailable.
 */
export function WhenFields({ date, time, duration, chosenDate, errors, disabled, now }: WhenFieldsProps) {
  return (
    <Row>
      <TextField label="Date" type="date" min={todayInSouthAfrica(now)} required disabled={disabled} error={errors.date} {...date} />
      <SelectField label="Time (SAST)" required disabled={disabled} error={errors.time} {...time}>
        <option value="">Select a time</option>
        {slotChoices(chosenDate, now).map(({ time: slot, passed }) => (
          <option key={slot} value={slot} disabled={passed}>
            {slot}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={APPOINTMENT_DURATION.min}
        max={APPOINTMENT_DURATION.max}
        step={15}
        disabled={disabled}
        error={errors.duration}
        {...duration}
      />
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;
