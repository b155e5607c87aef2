// The countable facts of SPEC §2, §3, §5 and §9 that the firm's content must keep.
import {
  aboutStats,
  clientCompanies,
  contactInfo,
  faqItems,
  figures,
  firm,
  footerBottomLinks,
  footerColumns,
  homeStats,
  industriesCta,
  industriesHero,
  industryImpactStats,
  isListHeading,
  isNavItemActive,
  mainNav,
  preferredTimeChoices,
  sectors,
  loadAllSectors,
  serviceChoices,
  services,
  servicesCta,
  teamMembers,
  timelineEvents,
  values,
  discussButtonLabel,
  director,
} from './index';

describe('marketing figures (SPEC §9)', () => {
  it('holds every figure exactly as the spec writes it', () => {
    expect(figures).toEqual({
      clientsServed: '200+',
      taxSavings: 'R16m+',
      clientRetention: '96%',
      yearsExperienceAbout: '10+',
      yearsExperienceHome: '25+',
      industriesServed: '8+',
      sectorsDisplayed: '7',
      staff: '12',
    });
    expect(firm.staffCount).toBe(12);
    expect(firm.copyright).toBe('© 2024 Khanya Tax & Advisory. All rights reserved.');
  });

  it('shows 25+ years on Home and 10+ years on About and Industries', () => {
    expect(homeStats.map((s) => s.value)).toEqual(['200+', 'R16m+', '96%', '25+']);
    expect(aboutStats.map((s) => s.value)).toEqual(['200+', 'R16m+', '96%', '10+']);
    expect(industryImpactStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '7 Industry Sectors',
      '200+ Clients Served',
      'R16m+ Tax Savings Generated',
      '10+ Years Experience',
    ]);
  });

  it('keeps the business hours and response promises', () => {
    expect(firm.businessHours.display).toBe('Monday to Friday 8:00 AM to 5:00 PM SAST, Saturday by appointment, Sunday closed');
    expect(firm.responsePromises.formResponseHours).toBe(2);
    expect(firm.responsePromises.emailResponseHours).toBe(24);
    expect(firm.responsePromises.consultationMinutes).toBe(30);
    expect(contactInfo.emailResponseLine).toBe('We typically respond within 24 hours');
    expect(firm.offices.map((o) => o.city)).toEqual(['Midrand', 'Bloemfontein']);
  });
});

describe('home and about content (SPEC §2, §3)', () => {
  it('names twelve client companies, each with an industry label', () => {
    expect(clientCompanies).toHaveLength(12);
    for (const company of clientCompanies) {
      expect(company.name.trim()).not.toBe('');
      expect(company.industry.trim()).not.toBe('');
    }
  });

  it('has the six timeline years in order', () => {
    expect(timelineEvents.map((e) => e.year)).toEqual(['2017', '2018', '2019', '2020', '2022', '2024']);
  });

  it('has four team members and the four values', () => {
    expect(teamMembers).toHaveLength(4);
    expect(values.map((v) => v.title)).toEqual(['Excellence', 'Integrity', 'Partnership', 'Innovation']);
  });
});

describe('services (SPEC §3 Service)', () => {
  it('has the four services with 9, 12, 8 and 8 features, all project-priced', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Tax Services',
      'Management Consulting & Advisory',
      'Internal & External Audit',
      'Assurance Consulting',
    ]);
    expect(services.map((s) => s.features.length)).toEqual([9, 12, 8, 8]);
    expect(services.every((s) => s.pricing === 'Project-based pricing')).toBe(true);
  });

  it('calls the head office from Call Now', () => {
    expect(servicesCta.secondary).toEqual({ label: 'Call Now', href: firm.headOffice.phone.href, icon: 'phone' });
    expect(firm.headOffice.phone.href).toMatch(/^tel:\+2711\d{7}$/);
  });
});

describe('industries (SPEC §2 Industries, §3 Sector)', () => {
  it('keeps the hero line and the call to action', () => {
    expect(industriesHero.heading).toBe('Industries We Serve');
    expect(industriesHero.lead).toBe(
      'Deep sector expertise across diverse industries, ensuring specialized knowledge for your unique challenges and opportunities.',
    );
    expect(industriesCta.heading).toBe("Don't See Your Industry?");
    expect(discussButtonLabel('Hospitality')).toBe('Discuss Your Hospitality Needs');
  });

  it('lists eight sectors, the seven named ones first and in order', () => {
    expect(sectors).toHaveLength(8);
    expect(sectors.slice(0, 7).map((s) => s.name)).toEqual([
      'Energy & Utilities',
      'Hospitality',
      'Property Development',
      'Solar and Energy',
      'Construction',
      'Trucking & Logistics',
      'Non-Profit Organizations',
    ]);
  });

  it.each(sectors.map((s) => [s.name, s.slug] as const))('%s has 19–32 challenges and 20–31 solutions', async (_, slug) => {
    const sector = (await loadAllSectors()).find((candidate) => candidate.slug === slug)!;
    expect(sector.challenges.length).toBeGreaterThanOrEqual(19);
    expect(sector.challenges.length).toBeLessThanOrEqual(32);
    expect(sector.solutions.length).toBeGreaterThanOrEqual(20);
    expect(sector.solutions.length).toBeLessThanOrEqual(31);
    expect(isListHeading(sector.challenges[0] ?? '')).toBe(true);
    expect(sector.challenges.filter(isListHeading).length).toBeGreaterThanOrEqual(3);
    expect(isListHeading(sector.solutions[0] ?? '')).toBe(true);
    expect(sector.solutions.filter(isListHeading).length).toBeGreaterThanOrEqual(3);
    expect(sector.icon).not.toMatch(/^[\w-]+$/);
  });
});

describe('contact (SPEC §2 Contact, §5)', () => {
  it('has four FAQ items stating the promises and figures', () => {
    expect(faqItems).toHaveLength(4);
    const answers = faqItems.map((f) => f.answer).join('\n');
    expect(answers).toContain('within 2 hours during business hours');
    expect(answers).toContain('complimentary 30-minute consultation');
    expect(answers).toContain('8+ industries');
    expect(answers).toMatch(/encrypted transmission, secure client portals .*strict access controls/);
  });

  it('offers the spec’s service and preferred-time choices', () => {
    expect(serviceChoices.map((c) => c.value)).toEqual(['accounting', 'bookkeeping', 'management-consulting', 'taxation', 'secretarial']);
    expect(serviceChoices.map((c) => c.label)).toEqual(['Accounting', 'Bookkeeping', 'Management Consulting', 'Taxation', 'Secretarial']);
    expect(preferredTimeChoices).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
  });
});

describe('director (SPEC §3 Director profile)', () => {
  it('is the managing director with a LinkedIn link and a tel link', () => {
    expect(director.title).toBe('Managing Director');
    expect(director.linkedIn).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    expect(director.phone.href).toMatch(/^tel:\+27/);
  });
});

describe('navigation (SPEC §2 Shared frame)', () => {
  it('lists the header items in order', () => {
    expect(mainNav.map((i) => [i.label, i.href])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Industries', '/industries'],
      ['Director', '/director'],
      ['Contact', '/contact'],
      ['Sign In', '/portal'],
    ]);
  });

  it('marks Home current only on the root and others by prefix, ignoring case', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/about')).toBe(false);
    expect(isNavItemActive('/portal', '/Portal/Documents')).toBe(true);
    expect(isNavItemActive('/about', '/services')).toBe(false);
  });

  it('builds the footer columns with dead links as href null', () => {
    const columns = Object.fromEntries(footerColumns.map((c) => [c.title, c.links]));
    expect(Object.keys(columns)).toEqual(['Services', 'About', 'Support']);
    expect(columns.Services).toEqual(services.map((s) => ({ label: s.title, href: '/services' })));
    expect(columns.About).toEqual([
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/about' },
      { label: 'Director Profile', href: '/director' },
      { label: 'Careers', href: null },
    ]);
    expect(columns.Support).toEqual([
      { label: 'Contact', href: '/contact' },
      { label: 'Sign In', href: '/portal' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: null },
    ]);
    expect(footerBottomLinks).toEqual([
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: null },
      { label: 'Security', href: null },
    ]);
    expect(firm.socialLinks).toHaveLength(2);
    expect(firm.socialLinks.every((l) => l.href === null)).toBe(true);
  });
});
