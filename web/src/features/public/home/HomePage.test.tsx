import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { clientCompanies } from '../../../content/home';
import HomePage from './HomePage';

function renderHome() {
  renderWithProviders(<HomePage />);
}

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));

describe('Home page (SPEC §2 Home)', () => {
  it('has one h1 and its own title', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clarity for Your Finances, Confidence for Your Business');
    expect(document.title).toBe('Khanya Tax & Advisory | Tax, Accounting and Advisory in South Africa');
  });

  it('leads with Book a Consultation (to /contact) and View Our Services (to /services)', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  });

  it('names twelve client companies, each with its industry', () => {
    renderHome();
    const clients = section('Trusted by Businesses Across South Africa');
    const cards = clients.getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(clients.getByRole('heading', { name: 'Mokoena Civil Works (Pty) Ltd' })).toBeInTheDocument();
    clientCompanies.forEach((company, index) => {
      expect(cards[index]).toHaveTextContent(company.name);
      expect(cards[index]).toHaveTextContent(company.industry);
    });
  });

  it('shows the three service cards, each linking to /services', () => {
    renderHome();
    const services = section('How We Help');
    expect(services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Accounting Services',
      'Taxation Services',
      'Management Consulting',
    ]);
    const links = services.getAllByRole('link', { name: /Learn More/ });
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/services'));
  });

  it('shows the figures 200+, R16m+, 96% and 25+ years', () => {
    renderHome();
    const stats = section('Results That Speak for Themselves');
    for (const text of ['200+', 'R16m+', '96%', '25+', 'Clients Served', 'Tax Savings', 'Client Retention']) {
      expect(stats.getByText(text)).toBeInTheDocument();
    }
  });

  it('links to the About and Director pages', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'View Director Profile' })).toHaveAttribute('href', '/director');
    expect(screen.getByRole('img', { name: /Portrait of Thandiwe Nkosi/ })).toHaveAttribute('src', '/images/director.svg');
  });

  it('ends with both offices, phone and e-mail links and the business hours', () => {
    renderHome();
    const contact = section('Visit or Call Us');
    expect(contact.getByRole('heading', { name: 'Midrand Head Office' })).toBeInTheDocument();
    expect(contact.getByRole('heading', { name: 'Bloemfontein Branch' })).toBeInTheDocument();
    expect(contact.getByRole('link', { name: '+27 11 312 4580' })).toHaveAttribute('href', 'tel:+27113124580');
    expect(contact.getByRole('link', { name: '+27 51 430 2215' })).toHaveAttribute('href', 'tel:+27514302215');
    expect(contact.getByRole('link', { name: 'consultations@khanya-advisory.co.za' })).toHaveAttribute(
      'href',
      'mailto:consultations@khanya-advisory.co.za',
    );
    expect(contact.getByText('8:00 AM – 5:00 PM SAST')).toBeInTheDocument();
    expect(contact.getByText('By appointment')).toBeInTheDocument();
    expect(contact.getByText('Closed')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
