import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { todayInSouthAfrica } from '@validation/contact';
import { renderWithProviders } from '../../../test/render';
import ContactPage from './ContactPage';
import { answerContact, consentBox, deferred, fillEnquiry, textbox, thabo, type Scope } from './contact-test-kit';

const FUTURE_DATE = '2099-03-15';

async function openDialog(user: UserEvent) {
  renderWithProviders(<ContactPage />, { path: '/contact' });
  await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
  // The dialog's code arrives on demand, so it appears a moment after the click.
  return within(await screen.findByRole('dialog', { name: 'Schedule a Consultation' }));
}

async function fillConsultation(user: UserEvent, dialog: Scope, { date = FUTURE_DATE, time = '10:00', consent = true } = {}) {
  await fillEnquiry(user, dialog, { ...thabo, consent });
  await user.type(dialog.getByLabelText(/Preferred Date/), date);
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Preferred Time' }), time);
}

const submit = (dialog: Scope) => dialog.getByRole('button', { name: 'Schedule Consultation' });

describe('Schedule Consultation dialog: validation (SPEC §5)', () => {
  it('opens from the hero as a labelled dialog', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/complimentary 30-minute consultation/);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
  });

  it('requires a phone number, a preferred date and a preferred time, with the spec’s messages', async () => {
    const received = answerContact(201, {});
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    await user.click(submit(dialog));

    expect(await dialog.findByText('Phone number is required for consultations')).toBeInTheDocument();
    expect(dialog.getByText('Preferred date is required')).toBeInTheDocument();
    expect(dialog.getByText('Preferred time is required')).toBeInTheDocument();
    expect(dialog.getByText('First name is required')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('requires the consent box, naming it beneath the box, and sends nothing until it is ticked', async () => {
    const received = answerContact(201, { id: 'c8' });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog, { consent: false });

    await user.click(submit(dialog));

    const message = 'Consent is required: please tick the box to agree that we may use these details to respond';
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(consentBox(dialog)).toHaveAccessibleDescription(message);
    expect(dialog.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(received).toEqual([]);

    await user.click(consentBox(dialog));
    await user.click(submit(dialog));
    expect(await screen.findByText('Consultation Request Sent')).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ consent: true })]);
  });

  it('refuses a 101-character first name', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(textbox(dialog, 'First Name'));
    await user.paste('B'.repeat(101));
    await user.click(submit(dialog));
    expect(await dialog.findByText('First name must be at most 100 characters')).toBeInTheDocument();
  });

  it('offers dates from today and the six preferred times', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const date = dialog.getByLabelText(/Preferred Date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', todayInSouthAfrica(new Date()));
    const times = dialog.getByRole('combobox', { name: 'Preferred Time' }).querySelectorAll('option');
    expect([...times].map((option) => option.value)).toEqual(['', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
  });

  it('refuses a date in the past', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog, { date: '2020-01-06' });
    await user.click(submit(dialog));
    expect(await dialog.findByText('Preferred date cannot be in the past')).toBeInTheDocument();
  });
});

describe('Schedule Consultation dialog: sending (SPEC §4, §7, §8)', () => {
  it('posts the consultation, confirms it, and closes the dialog', async () => {
    const received = answerContact(201, { id: 'c9' });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog);

    await user.click(submit(dialog));

    expect(await screen.findByText('Consultation Request Sent')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 2 hours to confirm your consultation.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received).toEqual([
      {
        type: 'scheduled_consultation',
        firstName: 'Thabo',
        lastName: 'Molefe',
        email: 'thabo@molefe-transport.co.za',
        phone: '+27 82 555 0199',
        company: 'Molefe Transport (Pty) Ltd',
        service: 'taxation',
        preferredDate: FUTURE_DATE,
        preferredTime: '10:00',
        message: thabo.message,
        consent: true,
        website: '',
      },
    ]);
  });

  it('opens again with an empty form after a request was sent', async () => {
    answerContact(201, { id: 'c10' });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog);
    await user.click(submit(dialog));
    await screen.findByText('Consultation Request Sent');

    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));

    const again = within(screen.getByRole('dialog'));
    expect(textbox(again, 'First Name')).toHaveValue('');
    expect(again.getByLabelText(/Preferred Date/)).toHaveValue('');
  });

  it('reads Scheduling... and is disabled while the request is in flight', async () => {
    const server = deferred();
    answerContact(201, { id: 'c11' }, { waitFor: server.promise });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog);

    await user.click(submit(dialog));

    expect(await dialog.findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    server.release();
    expect(await screen.findByText('Consultation Request Sent')).toBeInTheDocument();
  });

  it('keeps the dialog and its values open on failure, with the server’s message', async () => {
    answerContact(429, { message: 'Too many requests. Please try again in a few minutes.' });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog);

    await user.click(submit(dialog));

    expect(await screen.findByText('Failed to Schedule Consultation')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(textbox(dialog, 'Phone Number')).toHaveValue(thabo.phone);
    expect(dialog.getByLabelText(/Preferred Date/)).toHaveValue(FUTURE_DATE);
    expect(submit(dialog)).toBeEnabled();
  });

  it('puts the field errors of a 400 answer beneath their fields', async () => {
    answerContact(400, {
      message: 'Invalid input',
      errors: [{ path: 'preferredDate', message: 'We are closed on that day' }],
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fillConsultation(user, dialog);

    await user.click(submit(dialog));

    expect(await dialog.findByText('We are closed on that day')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Preferred Date/)).toHaveAttribute('aria-invalid', 'true');
  });
});
