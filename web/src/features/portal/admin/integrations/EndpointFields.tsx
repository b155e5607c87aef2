import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import type { CreateWebhookEndpointInput } from '@validation/webhooks';
import { FieldMessage, TextField } from '../../../../components/Field';
import { EventCheckboxes } from './EventCheckboxes';

/** The fields an endpoint is added and edited with, each with its own error beneath it. */
export function EndpointFields({
  idPrefix,
  register,
  control,
  errors,
  disabled,
}: {
  idPrefix: string;
  register: UseFormRegister<CreateWebhookEndpointInput>;
  control: Control<CreateWebhookEndpointInput>;
  errors: FieldErrors<CreateWebhookEndpointInput>;
  disabled: boolean;
}) {
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  return (
    <>
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.example.com/khanya"
        required
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField label="Description (optional)" autoComplete="off" error={errors.description?.message} {...register('description')} />
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <Events aria-invalid={!!eventsError} aria-describedby={eventsError ? `${idPrefix}-events-error` : undefined}>
            <legend>Events</legend>
            <EventCheckboxes selected={field.value ?? []} onChange={field.onChange} disabled={disabled} />
            {eventsError && (
              <FieldMessage id={`${idPrefix}-events-error`} role="alert">
                {eventsError}
              </FieldMessage>
            )}
          </Events>
        )}
      />
    </>
  );
}

const Events = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
