import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import ContactPage from './ContactPage';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Contact page (SPEC §2 Contact)', () => {
  beforeEach(() => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
  });

  it('has one h1, its own title, and the Schedule Consultation button in the hero', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Contact Us | Khanya Tax & Advisory');
    const hero = section('Let’s Talk About Your Business');
    expect(hero.getByRole('button', { name: 'Schedule Consultation' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('holds the Get In Touch form with its seven fields', () => {
    const form = within(screen.getByRole('form', { name: 'Get In Touch' }));
    for (const name of ['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Company Name', 'Message']) {
      expect(form.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(form.getByRole('combobox', { name: 'Service of Interest' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('gives both offices with addresses, tel: and mailto: links, hours and the 24-hour e-mail promise', () => {
    const info = section('Contact Information');
    expect(info.getByRole('heading', { name: 'Midrand Head Office' })).toBeInTheDocument();
    expect(info.getByRole('heading', { name: 'Bloemfontein Branch' })).toBeInTheDocument();
    expect(info.getByText('14 New Road, Halfway House')).toBeInTheDocument();
    expect(info.getByText('21 Kellner Street, Westdene')).toBeInTheDocument();
    for (const link of info.getAllByRole('link', { name: '+27 11 312 4580' })) expect(link).toHaveAttribute('href', 'tel:+27113124580');
    for (const link of info.getAllByRole('link', { name: '+27 51 430 2215' })) expect(link).toHaveAttribute('href', 'tel:+27514302215');
    expect(info.getAllByRole('link', { name: 'info@khanya-advisory.co.za' })[0]).toHaveAttribute(
      'href',
      'mailto:info@khanya-advisory.co.za',
    );
    expect(info.getByText('We typically respond within 24 hours')).toBeInTheDocument();
    expect(info.getByText('Monday – Friday')).toBeInTheDocument();
    expect(info.getByText('8:00 AM – 5:00 PM SAST')).toBeInTheDocument();
    expect(info.getByText('Saturday')).toBeInTheDocument();
    expect(info.getByText('By appointment')).toBeInTheDocument();
    expect(info.getByText('Sunday')).toBeInTheDocument();
    expect(info.getByText('Closed')).toBeInTheDocument();
  });

  it('answers the four frequently asked questions', () => {
    const faq = section('Frequently Asked Questions');
    expect(faq.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(faq.getByText(/within 2 hours during business hours/)).toBeInTheDocument();
    expect(faq.getByText(/complimentary 30-minute consultation/)).toBeInTheDocument();
    expect(faq.getByText(/8\+ industries/)).toBeInTheDocument();
    expect(faq.getByText(/encrypted transmission, secure client portals .*strict access controls/)).toBeInTheDocument();
  });

  it('ends with a call button and an e-mail button', () => {
    const band = section('Prefer to Speak to Someone?');
    expect(band.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+27113124580');
    expect(band.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:info@khanya-advisory.co.za');
  });
});
