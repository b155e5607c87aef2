import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { GetInTouchForm } from './GetInTouchForm';
import { answerContact, consentBox, deferred, fillEnquiry, textbox, thabo } from './contact-test-kit';

function renderForm() {
  renderWithProviders(
    <>
      <h2 id="get-in-touch">Get In Touch</h2>
      <GetInTouchForm headingId="get-in-touch" />
    </>,
  );
  return screen.getByRole('form', { name: 'Get In Touch' });
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('Get In Touch form: validation (SPEC §5)', () => {
  it('names every missing required field beneath it when sent empty, and sends nothing', async () => {
    const received = answerContact(201, {});
    const user = userEvent.setup();
    renderForm();

    await user.click(sendButton());

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(textbox(screen, 'First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(screen, 'First Name')).toHaveAccessibleDescription('First name is required');
    expect(textbox(screen, 'Phone Number')).toHaveAttribute('aria-invalid', 'false');
    expect(received).toEqual([]);
  });

  it('refuses a 101-character first name with a field error', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, { ...thabo, firstName: '' });
    await user.click(textbox(screen, 'First Name'));
    await user.paste('A'.repeat(101));

    await user.click(sendButton());

    expect(await screen.findByText('First name must be at most 100 characters')).toBeInTheDocument();
  });

  it('refuses an address that is not an e-mail address', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, { ...thabo, email: 'thabo-at-molefe' });
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('validates again as the visitor corrects a field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(sendButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();

    await user.type(textbox(screen, 'First Name'), 'T');

    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('refuses to send without the consent box ticked, says so beneath it, and keeps what was typed', async () => {
    const received = answerContact(201, {});
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, { ...thabo, consent: false });

    await user.click(sendButton());

    const message = 'Consent is required: please tick the box to agree that we may use these details to respond';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(consentBox(screen)).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox(screen)).toHaveAccessibleDescription(message);
    expect(consentBox(screen)).toHaveAttribute('name', 'consent');
    expect(textbox(screen, 'Message')).toHaveValue(thabo.message);
    expect(received).toEqual([]);

    await user.click(consentBox(screen));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('links the Privacy Policy from the consent label in a new tab, so nothing typed is lost', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('offers "Select a service" and the five services', () => {
    renderForm();
    const options = screen.getByRole('combobox', { name: 'Service of Interest' }).querySelectorAll('option');
    expect([...options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a service'],
      ['accounting', 'Accounting'],
      ['bookkeeping', 'Bookkeeping'],
      ['management-consulting', 'Management Consulting'],
      ['taxation', 'Taxation'],
      ['secretarial', 'Secretarial'],
    ]);
  });
});

describe('Get In Touch form: sending (SPEC §4, §7, §8)', () => {
  it('posts the parsed values with the honeypot, thanks the visitor and empties the form', async () => {
    const received = answerContact(201, { id: 'c1' });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, { ...thabo, firstName: '  Thabo ' });

    await user.click(sendButton());

    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you within 2 hours.")).toBeInTheDocument();
    expect(received).toEqual([
      {
        type: 'get_in_touch',
        firstName: 'Thabo',
        lastName: 'Molefe',
        email: 'thabo@molefe-transport.co.za',
        phone: '+27 82 555 0199',
        company: 'Molefe Transport (Pty) Ltd',
        service: 'taxation',
        message: 'We need help with a SARS verification of our VAT201 returns.',
        consent: true,
        website: '',
      },
    ]);
    expect(textbox(screen, 'First Name')).toHaveValue('');
    expect(textbox(screen, 'Message')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Service of Interest' })).toHaveValue('');
    expect(consentBox(screen)).not.toBeChecked();
  });

  it('leaves out blank optional fields', async () => {
    const received = answerContact(201, { id: 'c2' });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, { ...thabo, phone: undefined, company: undefined, service: undefined });
    await user.click(sendButton());
    await screen.findByText('Message Sent Successfully');
    expect(received[0]).not.toHaveProperty('phone');
    expect(received[0]).not.toHaveProperty('company');
    expect(received[0]).not.toHaveProperty('service');
  });

  it('sends the hidden honeypot field along when a bot fills it in', async () => {
    const received = answerContact(201, { id: 'c3' });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<GetInTouchForm headingId="x" />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot as HTMLInputElement, 'https://spam.example');
    await fillEnquiry(user, screen, thabo);

    await user.click(sendButton());

    await screen.findByText('Message Sent Successfully');
    expect(received[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('reads Sending... and is disabled while the request is in flight', async () => {
    const server = deferred();
    answerContact(201, { id: 'c4' }, { waitFor: server.promise });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, thabo);

    await user.click(sendButton());

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    server.release();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says our records cannot be reached on a 503, and keeps what was typed', async () => {
    answerContact(503, { message: 'The service is briefly unavailable. Please try again shortly.' });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, thabo);

    await user.click(sendButton());

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText("We can't reach our records right now. Please try again in a minute.")).toBeInTheDocument();
    expect(textbox(screen, 'First Name')).toHaveValue('Thabo');
    expect(textbox(screen, 'Message')).toHaveValue(thabo.message);
    expect(sendButton()).toBeEnabled();
  });

  it('shows the server’s message when it refuses, and keeps what was typed', async () => {
    answerContact(429, { message: 'Too many requests. Please try again in a few minutes.' });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, thabo);

    await user.click(sendButton());

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in a few minutes.')).toBeInTheDocument();
    expect(textbox(screen, 'First Name')).toHaveValue('Thabo');
    expect(textbox(screen, 'Message')).toHaveValue(thabo.message);
    expect(sendButton()).toBeEnabled();
  });

  it('puts the field errors of a 400 answer beneath their fields', async () => {
    answerContact(400, {
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'This e-mail domain does not accept mail' }],
    });
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user, screen, thabo);

    await user.click(sendButton());

    expect(await screen.findByText('This e-mail domain does not accept mail')).toBeInTheDocument();
    expect(textbox(screen, 'Email Address')).toHaveAccessibleDescription('This e-mail domain does not accept mail');
    expect(screen.getByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Invalid input')).toBeInTheDocument();
    expect(textbox(screen, 'Email Address')).toHaveValue(thabo.email);
  });
});
