import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import ServicesPage from './ServicesPage';

const section = (name: string) => within(screen.getByRole('region', { name }));
const serviceCard = (title: string) => within(screen.getByRole('article', { name: title }));

describe('Services page (SPEC §2 Services)', () => {
  it('has one h1 and its own title', () => {
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Services | Khanya Tax & Advisory');
    expect(screen.getByRole('region', { name: 'Professional Services Tailored to Your Business' })).toHaveTextContent(
      '25+ years of combined experience',
    );
  });

  it('shows the four services, each with project-based pricing', () => {
    renderWithProviders(<ServicesPage />, { path: '/services' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tax Services',
      'Management Consulting & Advisory',
      'Internal & External Audit',
      'Assurance Consulting',
    ]);
    cards.forEach((card) => expect(card).toHaveTextContent('Project-based pricing'));
  });

  it('lists the four process steps and the four reasons to choose the firm', () => {
    renderWithProviders(<ServicesPage />, { path: '/services' });
    expect(
      section('Our Service Process')
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Discovery', 'Strategy', 'Implementation', 'Optimization']);
    expect(
      section('Why Choose Khanya')
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Comprehensive Expertise', 'Business Transformation Focus', 'Data-Driven Methodologies', 'Trusted Partnership']);
  });

  it('closes with Schedule Consultation (to /contact) and Call Now (a tel: link)', () => {
    renderWithProviders(<ServicesPage />, { path: '/services' });
    const cta = section('Ready to Transform Your Business?');
    expect(cta.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(cta.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+27113124580');
  });
});

describe('a service card’s feature list (SPEC §4, §9)', () => {
  it('shows the first three features and offers the rest', () => {
    renderWithProviders(<ServicesPage />, { path: '/services' });
    const tax = serviceCard('Tax Services');
    expect(tax.getAllByRole('listitem')).toHaveLength(3);
    expect(tax.getByText('VAT registration, VAT201 returns and VAT refund reviews')).toBeInTheDocument();
    expect(tax.queryByText('SARS audits, verifications, objections and appeals')).not.toBeInTheDocument();
    expect(tax.getByRole('button', { name: '+ 6 more features' })).toHaveAttribute('aria-expanded', 'false');
    expect(serviceCard('Management Consulting & Advisory').getByRole('button', { name: '+ 9 more features' })).toBeInTheDocument();
    expect(serviceCard('Assurance Consulting').getByRole('button', { name: '+ 5 more features' })).toBeInTheDocument();
  });

  it('expands to every feature, then collapses with "- Show less"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesPage />, { path: '/services' });
    const tax = serviceCard('Tax Services');

    await user.click(tax.getByRole('button', { name: '+ 6 more features' }));
    expect(tax.getAllByRole('listitem')).toHaveLength(9);
    expect(tax.getByText('SARS audits, verifications, objections and appeals')).toBeInTheDocument();
    const less = tax.getByRole('button', { name: '- Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(tax.getAllByRole('listitem')).toHaveLength(3);
    expect(tax.getByRole('button', { name: '+ 6 more features' })).toBeInTheDocument();
  });

  it('opens one card without opening the others', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesPage />, { path: '/services' });
    await user.click(serviceCard('Internal & External Audit').getByRole('button', { name: '+ 5 more features' }));
    expect(serviceCard('Internal & External Audit').getAllByRole('listitem')).toHaveLength(8);
    expect(serviceCard('Assurance Consulting').getAllByRole('listitem')).toHaveLength(3);
  });
});
