import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import AboutPage from './AboutPage';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('About page (SPEC §2 About)', () => {
  beforeEach(() => {
    renderWithProviders(<AboutPage />, { path: '/about' });
  });

  it('has one h1 and its own title', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Khanya Tax & Advisory');
    expect(document.title).toBe('About Us | Khanya Tax & Advisory');
  });

  it('shows 200+, R16m+, 96% and 10+ years of experience', () => {
    for (const [value, label] of [
      ['200+', 'Clients Served'],
      ['R16m+', 'Tax Savings Generated'],
      ['96%', 'Client Retention Rate'],
      ['10+', 'Years of Experience'],
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('tells Our Story and Our Journey, milestone by milestone', () => {
    expect(section('Our Story').getByText(/founded in 2017 by Thandiwe Nkosi/)).toBeInTheDocument();
    const journey = section('Our Journey');
    expect(journey.getAllByRole('listitem').map((item) => item.textContent?.slice(0, 4))).toEqual([
      '2017',
      '2018',
      '2019',
      '2020',
      '2022',
      '2024',
    ]);
    expect(journey.getByRole('heading', { name: 'Bloemfontein Branch Opens' })).toBeInTheDocument();
  });

  it('introduces the leadership team with photo, name, title and bio', () => {
    const team = section('Leadership Team');
    expect(team.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lerato Mokoena',
      'Johan Botha',
      'Anele Mthembu',
      'Refilwe Tau',
    ]);
    const photo = team.getByRole('img', { name: 'Portrait of Johan Botha, Special Projects Lead' });
    expect(photo).toHaveAttribute('src', '/images/team/johan-botha.svg');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(team.getByText('Special Projects Lead')).toBeInTheDocument();
    expect(team.getByText(/NERSA tariff applications, cost-of-supply studies/)).toBeInTheDocument();
  });

  it('lists the four values', () => {
    expect(
      section('Our Values')
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Excellence', 'Integrity', 'Partnership', 'Innovation']);
  });

  it('closes with Schedule Consultation (to /contact) and View Our Services (to /services)', () => {
    const cta = section('Ready to Work With Us?');
    expect(cta.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(cta.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
  });
});
