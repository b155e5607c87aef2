// Header, drawer and footer navigation (SPEC §2 Shared frame).
import { serviceTitles } from './service-titles';
import type { FooterColumn, MaybeLink, NavItem } from './types';

export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Industries', href: '/industries' },
  { label: 'Director', href: '/director' },
  { label: 'Contact', href: '/contact' },
  { label: 'Sign In', href: '/portal' },
];

/**
 * SPEC §2: Home is current only on the exact root path; every other item while the path starts
 * with its href. Route matching is case-insensitive.
 */
export function isNavItemActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (href === '/') return path === '/';
  return path.startsWith(href.toLowerCase());
}

export const mobileDrawer = {
  title: 'Navigation',
  subtitle: 'Choose a section to explore',
} as const;

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: Object.values(serviceTitles).map((title) => ({ label: title, href: '/services' })),
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/about' },
      { label: 'Director Profile', href: '/director' },
      { label: 'Careers', href: null },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Sign In', href: '/portal' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: null },
    ],
  },
];

export const footerBottomLinks: MaybeLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: null },
  { label: 'Security', href: null },
];

/** The words of the header itself (not of any page). */
export const siteChrome = {
  skipLink: 'Skip to main content',
  brandSubtitle: 'Tax · Accounting · Advisory',
  homeLinkSuffix: ', home',
  mainNavLabel: 'Main',
  openMenuLabel: 'Open navigation menu',
  closeMenuLabel: 'Close navigation menu',
  footerNavLabel: 'Footer',
  socialNavLabel: 'Social media',
  legalNavLabel: 'Legal',
  deadLinkHint: 'Coming soon',
} as const;
