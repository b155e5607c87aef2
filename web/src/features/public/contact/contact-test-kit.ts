// Shared steps of the contact tests: fill the forms the way a visitor does, and record requests.
import type { BoundFunctions, queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../../test/msw-server';

export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  service?: string;
  message: string;
  /** Ticks the consent box unless false. */
  consent?: boolean;
}

export const thabo: Enquiry = {
  firstName: 'Thabo',
  lastName: 'Molefe',
  email: 'thabo@molefe-transport.co.za',
  phone: '+27 82 555 0199',
  company: 'Molefe Transport (Pty) Ltd',
  service: 'taxation',
  message: 'We need help with a SARS verification of our VAT201 returns.',
};

/** The page (`screen`) or a part of it (`within(dialog)`). */
export type Scope = BoundFunctions<typeof queries>;

export function textbox(scope: Scope, name: string) {
  return scope.getByRole('textbox', { name });
}

export async function fillEnquiry(user: UserEvent, scope: Scope, enquiry: Enquiry) {
  if (enquiry.firstName) await user.type(textbox(scope, 'First Name'), enquiry.firstName);
  await user.type(textbox(scope, 'Last Name'), enquiry.lastName);
  await user.type(textbox(scope, 'Email Address'), enquiry.email);
  if (enquiry.phone) await user.type(textbox(scope, 'Phone Number'), enquiry.phone);
  if (enquiry.company) await user.type(textbox(scope, 'Company Name'), enquiry.company);
  if (enquiry.service) await user.selectOptions(scope.getByRole('combobox', { name: 'Service of Interest' }), enquiry.service);
  await user.type(textbox(scope, 'Message'), enquiry.message);
  if (enquiry.consent !== false) await user.click(consentBox(scope));
}

/** The required consent box of both forms (POPIA), named by its label. */
export function consentBox(scope: Scope) {
  return scope.getByRole('checkbox', { name: /^I agree that Khanya may use these details to respond to my enquiry/ });
}

/** Answers POST /api/contact with `status` and `body`, and keeps every request body it saw. */
export function answerContact(status: number, body: JsonBodyType, { waitFor }: { waitFor?: Promise<void> } = {}) {
  const received: unknown[] = [];
  server.use(
    http.post('/api/contact', async ({ request }) => {
      received.push(await request.json());
      if (waitFor) await waitFor;
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

/** A promise the test settles when it wants the server to answer. */
export function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
