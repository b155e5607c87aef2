import type { SystemStatusDetailsFragment } from '../../../../graphql/generated';

type MailStatus = SystemStatusDetailsFragment['mail'];

/** The Email Notifications card's headline for the transport in use. */
export function mailHeadline(mail: MailStatus): string {
  if (mail.mode === 'OUTBOX') return 'Outbox mode: e-mails are saved as files';
  return mail.ok ? 'SMTP verified' : 'SMTP check failed';
}

/** How long the oldest unsent e-mail has waited: "None", "45 seconds", "12 minutes", "3 hours". */
export function formatWaitingAge(seconds: number | null): string {
  if (seconds === null) return 'None';
  const [amount, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.floor(seconds / 60), 'minute'] : [Math.floor(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "development" → "Development". */
export function capitalise(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}

/** "0.42 ms", or "—" when the database did not answer. */
export function formatLatency(latencyMs: number | null): string {
  if (latencyMs === null) return '—';
  return `${latencyMs < 10 ? latencyMs.toFixed(2) : Math.round(latencyMs)} ms`;
}
