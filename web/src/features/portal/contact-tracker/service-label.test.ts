import { serviceTitle, serviceTone, serviceWithSpaces } from './service-label';

const services = ['accounting', 'bookkeeping', 'management-consulting', 'taxation', 'secretarial'];

describe('service labels', () => {
  it('replaces hyphens with spaces for the dashboard', () => {
    expect(serviceWithSpaces('management-consulting')).toBe('management consulting');
    expect(serviceWithSpaces('taxation')).toBe('taxation');
  });

  it('title-cases and drops hyphens for the tracker', () => {
    expect(serviceTitle('management-consulting')).toBe('Management Consulting');
    expect(serviceTitle('accounting')).toBe('Accounting');
  });

  it('says Not specified when there is no service', () => {
    expect(serviceTitle(null)).toBe('Not specified');
    expect(serviceTitle('')).toBe('Not specified');
    expect(serviceWithSpaces(null)).toBe('Not specified');
  });

  it('gives each of the five services its own colour, and none the neutral one', () => {
    const tones = services.map(serviceTone);
    expect(new Set(tones).size).toBe(services.length);
    expect(tones).not.toContain('neutral');
  });

  it('shows a missing or unknown service in the neutral colour', () => {
    expect(serviceTone(null)).toBe('neutral');
    expect(serviceTone('astrology')).toBe('neutral');
  });
});
