import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createWebhookEndpointSchema, type CreateWebhookEndpointInput, type CreateWebhookEndpointValues } from '@validation/webhooks';
import { fieldErrorsOf } from '../../../../lib/graphql-errors';
import type { WebhookEndpointRowFragment } from '../../../../graphql/generated';
import { eventNameOf, eventValueOf } from './event-names';

export const emptyEndpoint: CreateWebhookEndpointInput = { url: '', description: '', events: [] };

/** An endpoint's values as the form holds them. */
export function endpointFormValues(endpoint: WebhookEndpointRowFragment): CreateWebhookEndpointInput {
  return {
    url: endpoint.url,
    description: endpoint.description ?? '',
    events: endpoint.events.map(eventValueOf).filter((type) => type !== 'webhook.test'),
  };
}

/** The checked values as the mutations take them (the events as GraphQL names them). */
export function endpointInput(values: CreateWebhookEndpointValues) {
  return { url: values.url, description: values.description, events: values.events.map(eventNameOf) };
}

/**
 * The add and edit forms: the shared zod schema checks before anything is sent; what the server
 * refuses (a private address, say) goes beneath the field it names, and what was typed stays.
 */
export function useEndpointForm(defaultValues: CreateWebhookEndpointInput) {
  const form = useForm<CreateWebhookEndpointInput, unknown, CreateWebhookEndpointValues>({
    resolver: zodResolver(createWebhookEndpointSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  /** Puts the server's field messages under their fields; answers whether there were any. */
  function showServerErrors(error: unknown): boolean {
    const errors = fieldErrorsOf(error);
    for (const { path, message } of errors) {
      const field = path.split('.')[0];
      if (field === 'url' || field === 'description' || field === 'events') form.setError(field, { type: 'server', message });
    }
    return errors.length > 0;
  }
  return { ...form, showServerErrors };
}
