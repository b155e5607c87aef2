// Services page texts (SPEC §2 Services, §3 Service, §4 service card toggle, §9).
import { serviceTitles } from './service-titles';
import { figures, headOffice } from './firm';
import type { CtaBand, FeatureCard, PageHero, ProcessStep, SectionIntro, Service } from './types';

/** SPEC §9: a collapsed service card lists its first three features. */
export const collapsedFeatureCount = 3;

/** SPEC §4: the toggle under a collapsed card with more than three features. */
export function moreFeaturesLabel(hiddenCount: number): string {
  return `+ ${hiddenCount} more features`;
}

export const showLessLabel = '- Show less';

export const servicesHero: PageHero = {
  eyebrow: 'Our Services',
  heading: 'Professional Services Tailored to Your Business',
  lead: `Tax, advisory, audit and assurance from a team with ${figures.yearsExperienceHome} years of combined experience, helping South African businesses stay compliant and make better decisions.`,
};

export const servicesSection: SectionIntro = {
  heading: 'What We Offer',
  intro: 'Every engagement is scoped and quoted up front, so you know what we will deliver and what it will cost.',
};

export const services: Service[] = [
  {
    slug: 'tax-services',
    icon: 'receipt',
    title: serviceTitles.tax,
    description:
      'Complete tax compliance and planning for companies, close corporations, trusts and individuals, from routine SARS submissions to audits and disputes.',
    features: [
      'Company income tax returns (ITR14) and provisional tax (IRP6)',
      'Individual and trust tax returns (ITR12 and ITR12T)',
      'VAT registration, VAT201 returns and VAT refund reviews',
      'PAYE, UIF and SDL submissions (EMP201) and EMP501 reconciliations',
      'SARS audits, verifications, objections and appeals',
      'Tax Compliance Status PINs for tenders and good standing',
      'Tax planning for groups, trusts and shareholder remuneration',
      'Capital gains tax, dividends tax and estate planning',
      'Voluntary Disclosure Programme applications and SARS payment arrangements',
    ],
    pricing: 'Project-based pricing',
  },
  {
    slug: 'management-consulting-advisory',
    icon: 'briefcase',
    title: serviceTitles.consulting,
    description:
      'Practical, numbers-led advice on strategy, structure, funding and performance for owner-managed businesses, public entities and non-profits.',
    features: [
      'Business strategy and annual planning facilitation',
      'Business plans and funding applications to banks, the IDC, NEF and sefa',
      'Budgets, cash flow forecasts and scenario models',
      'Financial modelling and business valuations',
      'Monthly management accounts and KPI dashboards',
      'Business structuring and CIPC company registrations',
      'Company secretarial services and CIPC annual returns',
      'B-BBEE strategy and scorecard preparation for verification',
      'Tender readiness and CIDB registration and grading support',
      'Cost reduction and process improvement reviews',
      'Due diligence for acquisitions, mergers and new investors',
      'Finance training for owners, managers and bookkeepers',
    ],
    pricing: 'Project-based pricing',
  },
  {
    slug: 'internal-external-audit',
    icon: 'clipboard-check',
    title: serviceTitles.audit,
    description:
      'Independent audits and reviews that meet the Companies Act and give owners, funders and boards confidence in the numbers.',
    features: [
      'Statutory audits in terms of the Companies Act, 71 of 2008',
      'Audits performed under International Standards on Auditing (ISA)',
      'Independent reviews (ISRE 2400) for owner-managed companies',
      'Annual financial statements prepared under IFRS for SMEs',
      'Risk-based internal audit plans and audit committee reporting',
      'Internal control reviews and fraud risk assessments',
      'Audits of non-profit organisations, trusts and body corporates',
      'Donor and grant funding audits',
    ],
    pricing: 'Project-based pricing',
  },
  {
    slug: 'assurance-consulting',
    icon: 'shield-check',
    title: serviceTitles.assurance,
    description:
      'Independent assurance and compliance reviews for funders, regulators and boards, scoped to exactly what needs to be confirmed.',
    features: [
      'Agreed-upon procedures engagements (ISRS 4400)',
      'Compilation engagements (ISRS 4410)',
      'Accounting officer reports for close corporations',
      'Evidence reviews ahead of B-BBEE verification',
      'Compliance reviews against funder, contract and regulatory conditions',
      'Governance and risk management assessments against King IV',
      'Assurance on management information and performance reports',
      'Readiness reviews for first-time audits',
    ],
    pricing: 'Project-based pricing',
  },
];

export const processSection: SectionIntro = {
  heading: 'Our Service Process',
  intro: 'A clear, four-step way of working on every engagement, whatever its size.',
};

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    icon: 'search',
    title: 'Discovery',
    description: 'We meet you, review your financial records, SARS and CIPC status and current systems, and agree what success looks like.',
  },
  {
    step: 2,
    icon: 'compass',
    title: 'Strategy',
    description: 'We set out a written plan with the scope, timelines, responsibilities and a fixed quote, so there are no surprises.',
  },
  {
    step: 3,
    icon: 'settings',
    title: 'Implementation',
    description: 'Our team does the work, keeps you informed at agreed checkpoints and meets every statutory deadline along the way.',
  },
  {
    step: 4,
    icon: 'refresh',
    title: 'Optimization',
    description: 'We review the results with you, recommend improvements and keep refining your processes, tax position and reporting.',
  },
];

export const whyChooseSection: SectionIntro = {
  heading: 'Why Choose Khanya',
  intro: 'What sets our approach apart from a compliance-only practice.',
};

export const whyChoosePoints: FeatureCard[] = [
  {
    icon: 'layers',
    title: 'Comprehensive Expertise',
    description:
      'Tax, accounting, audit, secretarial and consulting under one roof, so your advisors see the whole picture and nothing falls between two firms.',
  },
  {
    icon: 'trending-up',
    title: 'Business Transformation Focus',
    description:
      'We look beyond compliance to help you restructure, raise funding, improve B-BBEE standing and build a finance function that supports growth.',
  },
  {
    icon: 'bar-chart',
    title: 'Data-Driven Methodologies',
    description:
      'Recommendations rest on your actual numbers: forecasts, cost-of-supply models and KPI dashboards rather than rules of thumb.',
  },
  {
    icon: 'handshake',
    title: 'Trusted Partnership',
    description: `A named advisor, plain-language reporting and a ${figures.clientRetention} client retention rate: we build relationships that last for years.`,
  },
];

export const servicesCta: CtaBand = {
  heading: 'Ready to Transform Your Business?',
  text: `Put ${figures.yearsExperienceHome} years of combined experience to work for you. Book a complimentary consultation or call our Midrand office today.`,
  primary: { label: 'Schedule Consultation', href: '/contact', icon: 'calendar' },
  secondary: { label: 'Call Now', href: headOffice.phone.href, icon: 'phone' },
};
