// Industries page texts (SPEC §2 Industries). Sector lists live in ./sectors, one file per sector.
import { figures } from './firm';
import type { ContentListItem, CtaBand, FeatureCard, Figure, ListHeading, PageHero, SectionIntro } from './types';

export { sectors, loadSectorLists, loadAllSectors } from './sectors';

export const industriesHero: PageHero = {
  eyebrow: 'Industries',
  heading: 'Industries We Serve',
  lead: 'Deep sector expertise across diverse industries, ensuring specialized knowledge for your unique challenges and opportunities.',
};

export const sectorsSection: SectionIntro = {
  heading: 'Sector Expertise',
  intro: 'Select a sector to see the challenges we help clients solve and how we do it.',
};

/** Column headings inside an open accordion item. */
export const sectorColumnHeadings = {
  challenges: 'Common Challenges',
  solutions: 'Our Solutions',
} as const;

export function discussButtonLabel(sectorName: string): string {
  return `Discuss Your ${sectorName} Needs`;
}

/** A challenges or solutions line is either an entry or a grouping heading shown above entries. */
export function isListHeading(item: ContentListItem): item is ListHeading {
  return typeof item !== 'string';
}

export const crossIndustrySection: SectionIntro = {
  heading: 'Cross-Industry Expertise',
  intro: 'Capabilities that strengthen every engagement, whatever your sector.',
};

export const crossIndustryCards: FeatureCard[] = [
  {
    icon: 'scale',
    title: 'Regulatory Compliance',
    description:
      'We stay current with evolving regulations across jurisdictions and industries, from SARS and CIPC to NERSA, CIDB and sector regulators, so your business stays compliant as the rules change.',
  },
  {
    icon: 'globe',
    title: 'International Operations',
    description:
      'We advise on the tax implications of global activity and cross-border transactions, including exports, foreign subsidiaries, transfer pricing and double tax agreements.',
  },
  {
    icon: 'cpu',
    title: 'Technology Integration',
    description:
      'We use technology to streamline your processes and improve accuracy, insight and efficiency, with cloud accounting, automated reconciliations and live dashboards.',
  },
];

export const industryImpactSection: SectionIntro = {
  heading: 'Industry Impact',
  intro: 'The difference sector knowledge makes, in numbers.',
};

/** SPEC §2: seven sectors are displayed here although the accordion lists eight. */
export const industryImpactStats: Figure[] = [
  { value: figures.sectorsDisplayed, label: 'Industry Sectors', icon: 'layers' },
  { value: figures.clientsServed, label: 'Clients Served', icon: 'users' },
  { value: figures.taxSavings, label: 'Tax Savings Generated', icon: 'trending-up' },
  { value: figures.yearsExperienceAbout, label: 'Years Experience', icon: 'award' },
];

export const industriesCta: CtaBand = {
  heading: "Don't See Your Industry?",
  text: 'Our principles apply across sectors. Tell us about your business and we will show you how our tax, accounting and advisory experience fits your needs.',
  primary: { label: 'Discuss Your Industry', href: '/contact', icon: 'message-square' },
  secondary: { label: 'View All Services', href: '/services', icon: 'arrow-right' },
};
