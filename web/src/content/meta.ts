// Each public page's <title>, description and canonical path (SPEC §2 route table).
import { figures, firm } from './firm';

export interface PageMetaText {
  /** The canonical path of the page, joined to `siteOrigin` for canonical and og:url. */
  path: string;
  title: string;
  description: string;
}

export type PublicPageKey = 'home' | 'about' | 'services' | 'industries' | 'director' | 'contact' | 'privacy' | 'notFound';

export const pageMeta: Record<PublicPageKey, PageMetaText> = {
  home: {
    path: '/',
    title: `${firm.name} | Tax, Accounting and Advisory in South Africa`,
    description:
      'Tax, accounting, audit and advisory services for South African businesses, from offices in Midrand and Bloemfontein. Book a complimentary 30-minute consultation.',
  },
  about: {
    path: '/about',
    title: `About Us | ${firm.name}`,
    description: `Our story, our journey since ${firm.foundedYear}, our leadership team and the values behind ${figures.clientsServed} client relationships across South Africa.`,
  },
  services: {
    path: '/services',
    title: `Services | ${firm.name}`,
    description:
      'Tax services, management consulting and advisory, internal and external audit, and assurance consulting for South African businesses, with project-based pricing.',
  },
  industries: {
    path: '/industries',
    title: `Industries We Serve | ${firm.name}`,
    description:
      'Sector expertise in energy and utilities, hospitality, property development, solar, construction, logistics, non-profits and the public sector.',
  },
  director: {
    path: '/director',
    title: `Thandiwe Nkosi CA(SA), Managing Director | ${firm.name}`,
    description:
      'The professional experience, education, certifications and achievements of Thandiwe Nkosi CA(SA), chartered accountant, registered auditor and founder of Khanya.',
  },
  contact: {
    path: '/contact',
    title: `Contact Us | ${firm.name}`,
    description:
      'Send us a message or schedule a complimentary consultation. Offices in Midrand and Bloemfontein, open Monday to Friday 8:00 AM to 5:00 PM SAST.',
  },
  privacy: {
    path: '/privacy',
    title: `Privacy Policy | ${firm.name}`,
    description:
      'Our POPIA privacy notice: what personal information we collect, why, who we share it with, how long we keep it, how we protect it, and your rights to access, correction, objection and erasure.',
  },
  notFound: {
    path: '/404',
    title: `Page Not Found | ${firm.name}`,
    description: 'The page you were looking for could not be found.',
  },
};

/** The catch-all page (SPEC §2 route table). */
export const notFoundContent = {
  eyebrow: 'Error 404',
  heading: 'We Couldn’t Find That Page',
  lead: 'The page you were looking for may have moved or no longer exists. Let us point you in the right direction.',
  homeLink: { label: 'Back to Home', href: '/' },
  contactLink: { label: 'Contact Us', href: '/contact' },
  suggestionsHeading: 'Popular pages',
} as const;

/** The loading placeholder of a section that has not scrolled into view yet. */
export const lazySectionLoadingLabel = 'Loading section…';
