import type { PaymentProvider, StartPaymentMutation } from '../../../graphql/generated';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { isServiceUnavailable } from '../../../lib/service-unavailable';
import { paymentMethodLabels } from './invoice-labels';

/*
 * Sending the browser to a payment provider as startPayment answers (docs/billing.md#paying-online):
 * a form posted (PayFast) or a page opened (Yoco); and what to say when it could not start.
 */

export type PaymentRedirect = StartPaymentMutation['startPayment'];

/** Far more than PayFast's form holds (about 15 fields): an answer beyond it is not one to post. */
const MAX_FIELDS = 50;

/**
 * Whether the answer is one to follow: a GET or a POST to a web address (never javascript: or
 * the like), with a bounded form. The server writes it, but it leads the browser off the site.
 */
export function isFollowable(redirect: PaymentRedirect): boolean {
  if (redirect.method !== 'GET' && redirect.method !== 'POST') return false;
  if (redirect.fields.length > MAX_FIELDS) return false;
  try {
    return ['https:', 'http:'].includes(new URL(redirect.url).protocol);
  } catch {
    return false;
  }
}

/** Opens the provider's page. An object, so a test can watch it: jsdom cannot leave the page. */
export const browserNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Why the payment could not start, in the server's words: nothing owed, the provider's least
 * amount, or the provider not reached (a 503 like our own outages, but the server says which).
 */
export function startFailure(error: unknown, provider: PaymentProvider): string {
  const name = paymentMethodLabels[provider];
  if (isServiceUnavailable(error)) return messageInAnswer(error) ?? `${name} did not answer. Please try again in a few minutes.`;
  const named = fieldErrorsOf(error).map((fieldError) => fieldError.message);
  return formFailureMessage(error, `${name} could not be opened. Please try again.`) ?? named.join(' ');
}

/** The first error's message, whether Apollo read the answer as GraphQL errors or as a failed request's body. */
function messageInAnswer(error: unknown): string | undefined {
  const failed = error as { graphQLErrors?: { message?: unknown }[]; networkError?: { result?: { errors?: { message?: unknown }[] } } };
  const message = failed.graphQLErrors?.[0]?.message ?? failed.networkError?.result?.errors?.[0]?.message;
  return typeof message === 'string' && message ? message : undefined;
}
