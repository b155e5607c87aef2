import type { ServiceArea } from '../../../graphql/generated';
import { serviceTitle, serviceTone, serviceWithSpaces } from './service-label';

const services: ServiceArea[] = ['ACCOUNTING', 'BOOKKEEPING', 'MANAGEMENT_CONSULTING', 'TAXATION', 'SECRETARIAL'];

describe('service labels', () => {
  it('replaces hyphens with spaces for the dashboard', () => {
    expect(serviceWithSpaces('MANAGEMENT_CONSULTING')).toBe('management consulting');
    expect(serviceWithSpaces('TAXATION')).toBe('taxation');
  });

  it('title-cases and drops hyphens for the tracker', () => {
    expect(serviceTitle('MANAGEMENT_CONSULTING')).toBe('Management Consulting');
    expect(serviceTitle('ACCOUNTING')).toBe('Accounting');
  });

  it('says Not specified when there is no service', () => {
    expect(serviceTitle(null)).toBe('Not specified');
    expect(serviceWithSpaces(null)).toBe('Not specified');
  });

  it('gives each of the five services its own colour, and none the neutral one', () => {
    const tones = services.map((service) => serviceTone(service));
    expect(new Set(tones).size).toBe(services.length);
    expect(tones).not.toContain('neutral');
  });

  it('shows a missing service in the neutral colour', () => {
    expect(serviceTone(null)).toBe('neutral');
  });
});
