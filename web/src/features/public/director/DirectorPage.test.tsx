import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import DirectorPage from './DirectorPage';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Director page (SPEC §2 Director)', () => {
  beforeEach(() => {
    renderWithProviders(<DirectorPage />, { path: '/director' });
  });

  it('opens with the photo, name, title Managing Director and bio', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thandiwe Nkosi CA(SA)');
    const hero = section('Thandiwe Nkosi CA(SA)');
    expect(hero.getByText('Managing Director')).toBeInTheDocument();
    expect(hero.getByText(/founded Khanya Tax & Advisory in 2017/)).toBeInTheDocument();
    const photo = hero.getByRole('img', { name: /Portrait of Thandiwe Nkosi/ });
    expect(photo).toHaveAttribute('src', '/images/director.svg');
    expect(photo).toHaveAttribute('width', '360');
    expect(photo).toHaveAttribute('height', '450');
    expect(document.title).toBe('Thandiwe Nkosi CA(SA), Managing Director | Khanya Tax & Advisory');
  });

  it('offers Email, Call and LinkedIn', () => {
    const hero = section('Thandiwe Nkosi CA(SA)');
    expect(hero.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:thandiwe.nkosi@khanya-advisory.co.za');
    expect(hero.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+27113124581');
    const linkedIn = hero.getByRole('link', { name: 'LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/thandiwe-nkosi-ca-sa');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists experience with title, company, period and description', () => {
    const experience = section('Professional Experience');
    const roles = experience.getAllByRole('listitem');
    expect(roles).toHaveLength(4);
    expect(within(roles[1]).getByRole('heading', { name: 'Tax Manager' })).toBeInTheDocument();
    expect(roles[1]).toHaveTextContent('Meridian Advisory Partners, Sandton');
    expect(roles[1]).toHaveTextContent('2013 – 2017');
    expect(roles[1]).toHaveTextContent(/led SARS audit and dispute engagements/);
  });

  it('shows education, certifications, areas of expertise and key achievements', () => {
    expect(section('Education').getByText('Master of Commerce in South African and International Taxation')).toBeInTheDocument();
    expect(section('Certifications').getAllByRole('listitem')).toHaveLength(6);
    expect(section('Areas of Expertise').getByText('CIDB grading and tender readiness')).toBeInTheDocument();
    expect(section('Key Achievements').getByText(/R16m\+ in tax savings/)).toBeInTheDocument();
  });

  it('ends with Schedule Consultation (to /contact) and Meet the Team (to /about)', () => {
    const band = section('Work With Thandiwe Nkosi');
    expect(band.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(band.getByRole('link', { name: 'Meet the Team' })).toHaveAttribute('href', '/about');
  });
});
