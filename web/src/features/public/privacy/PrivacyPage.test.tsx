import { screen, within } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION } from '@validation/privacy-notice';
import { renderWithProviders } from '../../../test/render';
import PrivacyPage from './PrivacyPage';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Privacy Policy page (POPIA notice)', () => {
  beforeEach(() => {
    renderWithProviders(<PrivacyPage />, { path: '/privacy' });
  });

  it('has one h1, its own title and canonical link, and the date the notice took effect', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Privacy Policy']);
    expect(document.title).toBe('Privacy Policy | Khanya Tax & Advisory');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.khanya-advisory.co.za/privacy');
    expect(PRIVACY_NOTICE_VERSION).toBe('2026-11-01');
    expect(screen.getByText('Effective 1 November 2026')).toBeInTheDocument();
  });

  it('lists every section first, each link reaching its section', () => {
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it, and on what basis',
      'Who we share it with',
      'Transfers outside South Africa',
      'How long we keep it',
      'How we protect it',
      'Your rights',
      'Complaints',
      'Changes to this notice',
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('names the Information Officer, the SARS retention period, and the rights with the portal’s own entry points', () => {
    expect(section('Who we are').getByText(/Our Information Officer is Thandiwe Nkosi/)).toBeInTheDocument();
    expect(section('Who we share it with').getByText(/South African Revenue Service \(SARS\)/)).toBeInTheDocument();
    expect(section('Who we share it with').getByText(/Companies and Intellectual Property Commission \(CIPC\)/)).toBeInTheDocument();
    expect(section('How long we keep it').getByText(/SARS requires tax records to be kept for five years/)).toBeInTheDocument();
    const rights = section('Your rights');
    for (const right of [
      /^Access: .*download their data/,
      /^Correction:/,
      /^Objection:/,
      /^Erasure: .*request erasure from Profile, Privacy/,
    ]) {
      expect(rights.getByText(right)).toBeInTheDocument();
    }
    expect(rights.getByRole('link', { name: 'privacy@khanya-advisory.co.za' })).toHaveAttribute(
      'href',
      'mailto:privacy@khanya-advisory.co.za',
    );
  });

  it('gives the Information Regulator’s contact for complaints', () => {
    const complaints = section('Complaints');
    expect(complaints.getByText('Information Regulator (South Africa)')).toBeInTheDocument();
    expect(complaints.getByText('Complaints: POPIAComplaints@inforegulator.org.za')).toBeInTheDocument();
    expect(complaints.getByText('Website: https://inforegulator.org.za')).toBeInTheDocument();
  });
});
