import type { MailMessage } from '../../shared/mailer';

/** To the administrator who registered an endpoint (or every administrator): it was switched off. */
export function endpointDisabledEmail(
  endpoint: { url: string; description: string | null },
  failingSince: Date,
  days: number,
  publicUrl: string,
): Pick<MailMessage, 'subject' | 'text'> {
  const name = endpoint.description ? `${endpoint.description} (${endpoint.url})` : endpoint.url;
  return {
    subject: `Webhook endpoint disabled: ${new URL(endpoint.url).host}`,
    text: [
      'Hello,',
      '',
      `Every delivery to the webhook endpoint ${name} has failed since ${failingSince.toISOString()},`,
      `for more than ${days} ${days === 1 ? 'day' : 'days'}, so the portal has disabled it: no more events are sent to it.`,
      'The deliveries that were still waiting were marked failed; each can be sent again from its delivery log.',
      '',
      `Once the receiver works again, enable the endpoint in the Admin Panel, Integrations: ${publicUrl}/portal/admin?tab=integrations`,
      '',
      'Khanya Tax & Advisory client portal',
    ].join('\n'),
  };
}
