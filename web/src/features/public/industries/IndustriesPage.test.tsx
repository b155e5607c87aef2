import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import IndustriesPage from './IndustriesPage';

const section = (name: string) => within(screen.getByRole('region', { name }));
// A header's name is its whole visible text: the sector's name, then its description.
const sectorButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

function renderIndustries() {
  renderWithProviders(<IndustriesPage />, { path: '/industries' });
}

describe('Industries page (SPEC §2 Industries)', () => {
  it('opens with Industries We Serve and its line', () => {
    renderIndustries();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Industries We Serve');
    expect(
      screen.getByText(
        'Deep sector expertise across diverse industries, ensuring specialized knowledge for your unique challenges and opportunities.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Industries We Serve | Khanya Tax & Advisory');
  });

  it('lists the eight sectors closed, each header with its name and description', () => {
    renderIndustries();
    const names = [
      'Energy & Utilities',
      'Hospitality',
      'Property Development',
      'Solar and Energy',
      'Construction',
      'Trucking & Logistics',
      'Non-Profit Organizations',
      'Public Sector & Municipalities',
    ];
    for (const name of names) expect(sectorButton(name)).toHaveAttribute('aria-expanded', 'false');
    expect(sectorButton('Hospitality')).toHaveAccessibleName(/hotels, lodges, guest houses/);
    expect(screen.queryByRole('heading', { name: 'Common Challenges' })).not.toBeInTheDocument();
  });

  it('opens a sector into Common Challenges and Our Solutions, with grouping sub-headings and a Discuss button', async () => {
    const user = userEvent.setup();
    renderIndustries();
    await user.click(sectorButton('Construction'));

    expect(sectorButton('Construction')).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('region', { name: /^Construction/ }));
    expect(panel.getByRole('heading', { name: 'Common Challenges', level: 4 })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Our Solutions', level: 4 })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Tenders & CIDB', level: 5 })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Tender & CIDB Support', level: 5 })).toBeInTheDocument();
    expect(panel.getByText('Retention money locked up for months after practical completion')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Discuss Your Construction Needs' })).toHaveAttribute('href', '/contact');
  });

  it('keeps at most one sector open', async () => {
    const user = userEvent.setup();
    renderIndustries();
    await user.click(sectorButton('Hospitality'));
    await user.click(sectorButton('Solar and Energy'));

    expect(sectorButton('Hospitality')).toHaveAttribute('aria-expanded', 'false');
    expect(sectorButton('Solar and Energy')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: /^Discuss Your .* Needs$/ }).map((link) => link.textContent)).toEqual([
      'Discuss Your Solar and Energy Needs',
    ]);
  });

  it('collapses the open sector when its header is chosen again', async () => {
    const user = userEvent.setup();
    renderIndustries();
    await user.click(sectorButton('Hospitality'));
    await user.click(sectorButton('Hospitality'));

    expect(sectorButton('Hospitality')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^Discuss Your .* Needs$/ })).not.toBeInTheDocument();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderIndustries();
    sectorButton('Trucking & Logistics').focus();
    await user.keyboard('{Enter}');
    expect(sectorButton('Trucking & Logistics')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the three cross-industry cards and the impact figures as displayed', () => {
    renderIndustries();
    expect(
      section('Cross-Industry Expertise')
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Regulatory Compliance', 'International Operations', 'Technology Integration']);
    const impact = section('Industry Impact');
    for (const text of ['7', 'Industry Sectors', '200+', 'Clients Served', 'R16m+', 'Tax Savings Generated', '10+', 'Years Experience']) {
      expect(impact.getByText(text)).toBeInTheDocument();
    }
  });

  it("closes with Don't See Your Industry? and its two links", () => {
    renderIndustries();
    const cta = section("Don't See Your Industry?");
    expect(cta.getByRole('link', { name: 'Discuss Your Industry' })).toHaveAttribute('href', '/contact');
    expect(cta.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });
});
