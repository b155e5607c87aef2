// The firm's identity, offices, hours, promises and every marketing figure (SPEC §2, §9).
// Pages read figures from `figures` so each number is written once.
import { firmIdentity } from '@validation/firm-identity';
import type { BusinessHours, Office, ResponsePromises, SocialLink } from './types';

/**
 * Every marketing figure of SPEC §9, by meaning. The two "years" figures disagree on purpose:
 * the spec displays 10+ on About and Industries and 25+ on Home and Services. Likewise seven
 * sectors are displayed on Industries although the list holds eight, and the FAQ says 8+.
 */
export const figures = {
  clientsServed: '200+',
  taxSavings: 'R16m+',
  clientRetention: '96%',
  yearsExperienceAbout: '10+',
  yearsExperienceHome: '25+',
  industriesServed: '8+',
  sectorsDisplayed: '7',
  staff: '12',
} as const;

/** Where the public site lives: canonical links and Open Graph URLs are built on it. */
export const siteOrigin = 'https://www.khanya-advisory.co.za';

export const headOffice: Office = {
  id: 'midrand',
  name: 'Midrand Head Office',
  kind: 'Head Office',
  city: 'Midrand',
  province: 'Gauteng',
  // The head office's address, telephone and e-mail are printed on engagement letters too.
  addressLines: [...firmIdentity.headOffice.addressLines],
  phone: { ...firmIdentity.headOffice.phone },
  email: firmIdentity.headOffice.email,
  openedYear: 2017,
  mapHref: 'https://www.google.com/maps/search/?api=1&query=14+New+Road+Halfway+House+Midrand+1685',
};

export const branchOffice: Office = {
  id: 'bloemfontein',
  name: 'Bloemfontein Branch',
  kind: 'Branch',
  city: 'Bloemfontein',
  province: 'Free State',
  addressLines: ['Suite 3, Kellner Park', '21 Kellner Street, Westdene', 'Bloemfontein, 9301'],
  phone: { display: '+27 51 430 2215', href: 'tel:+27514302215' },
  email: 'info@khanya-advisory.co.za',
  openedYear: 2020,
  mapHref: 'https://www.google.com/maps/search/?api=1&query=21+Kellner+Street+Westdene+Bloemfontein+9301',
};

/** Midrand first: the head office leads every list of offices. */
export const offices: Office[] = [headOffice, branchOffice];

export const emails = {
  general: firmIdentity.headOffice.email,
  consultations: 'consultations@khanya-advisory.co.za',
} as const;

/** Where contact-form and consultation submissions are announced (admin System tab, SPEC §2). */
export const notificationEmail = 'enquiries@khanya-advisory.co.za';

export const businessHours: BusinessHours = {
  timeZone: 'Africa/Johannesburg',
  rows: [
    { days: 'Monday – Friday', hours: '8:00 AM – 5:00 PM SAST', opens: '08:00', closes: '17:00' },
    { days: 'Saturday', hours: 'By appointment', opens: null, closes: null },
    { days: 'Sunday', hours: 'Closed', opens: null, closes: null },
  ],
  display: 'Monday to Friday 8:00 AM to 5:00 PM SAST, Saturday by appointment, Sunday closed',
};

export const responsePromises: ResponsePromises = {
  formResponseHours: 2,
  emailResponseHours: 24,
  consultationMinutes: 30,
  formResponseText: 'We respond to form enquiries within 2 hours during business hours.',
  emailResponseText: 'We typically respond within 24 hours',
  consultationText: 'Your first 30-minute consultation is complimentary.',
};

export const socialLinks: SocialLink[] = [
  { label: 'Khanya Tax & Advisory on LinkedIn', icon: 'linkedin', href: null },
  { label: 'Khanya Tax & Advisory on Facebook', icon: 'facebook', href: null },
];

export const firm = {
  name: firmIdentity.name,
  shortName: 'Khanya',
  tagline: 'Expert tax, accounting and advisory services that keep South African businesses compliant, informed and growing.',
  foundedYear: 2017,
  staffCount: 12,
  founder: 'Thandiwe Nkosi CA(SA)',
  offices,
  headOffice,
  branchOffice,
  emails,
  notificationEmail,
  businessHours,
  responsePromises,
  socialLinks,
  copyright: '© 2024 Khanya Tax & Advisory. All rights reserved.',
  figures,
} as const;
