// Home page texts (SPEC §2 Home).
import { businessHours, emails, figures, firm, offices } from './firm';
import type { ClientCompany, Figure, HomeContactBlock, HomeHero, HomeServiceCard, LinkItem, SectionIntro, Teaser } from './types';

export const homeHero: HomeHero = {
  eyebrow: 'Tax · Accounting · Advisory',
  heading: 'Clarity for Your Finances, Confidence for Your Business',
  lead: `${firm.name} helps South African businesses stay compliant with SARS and CIPC, understand their numbers and plan for growth, from our offices in Midrand and Bloemfontein.`,
  primary: { label: 'Book a Consultation', href: '/contact', icon: 'calendar' },
  secondary: { label: 'View Our Services', href: '/services', icon: 'arrow-right' },
};

export const clientsSection: SectionIntro = {
  heading: 'Trusted by Businesses Across South Africa',
  intro:
    'From civil contractors and power distributors to guest lodges and community trusts, these are some of the organisations that rely on us.',
};

export const clientCompanies: ClientCompany[] = [
  { name: 'Mokoena Civil Works (Pty) Ltd', industry: 'Construction', location: 'Midrand' },
  { name: 'Maluti Power Distribution (Pty) Ltd', industry: 'Energy & Utilities', location: 'Bethlehem' },
  { name: 'Sebenza Solar Solutions (Pty) Ltd', industry: 'Solar and Energy', location: 'Centurion' },
  { name: 'Highveld Haulage (Pty) Ltd', industry: 'Trucking & Logistics', location: 'Kempton Park' },
  { name: 'Letsatsi Country Lodge', industry: 'Hospitality', location: 'Clarens' },
  { name: 'Umhlaba Property Developments (Pty) Ltd', industry: 'Property Development', location: 'Midrand' },
  { name: 'Ikageng Community Care Trust', industry: 'Non-Profit', location: 'Soweto' },
  { name: 'Vaal Fresh Wholesalers (Pty) Ltd', industry: 'Retail & Wholesale', location: 'Vereeniging' },
  { name: 'Motheo Regional Development Agency', industry: 'Public Sector', location: 'Bloemfontein' },
  { name: 'Modder River Agri (Pty) Ltd', industry: 'Agriculture', location: 'Bloemfontein' },
  { name: 'Lesedi Family Medical Centre Inc.', industry: 'Healthcare', location: 'Tembisa' },
  { name: 'Rivoni Plant Hire (Pty) Ltd', industry: 'Mining Services', location: 'Welkom' },
];

export const homeServicesSection: SectionIntro = {
  heading: 'How We Help',
  intro: 'Three practice areas, one team that knows your business from the general ledger to the boardroom.',
};

const servicesLink: LinkItem = { label: 'Learn More', href: '/services' };

export const homeServiceCards: HomeServiceCard[] = [
  {
    icon: 'calculator',
    title: 'Accounting Services',
    description:
      'Accurate books, timely management accounts and annual financial statements that show you exactly where your business stands.',
    highlights: [
      'Monthly bookkeeping and bank reconciliations',
      'Management accounts and cash flow reports',
      'Annual financial statements under IFRS for SMEs',
      'Payroll with PAYE, UIF and SDL administration',
    ],
    link: servicesLink,
  },
  {
    icon: 'receipt',
    title: 'Taxation Services',
    description:
      'Compliant, well-planned tax affairs for companies, trusts and individuals, with an experienced hand when SARS comes knocking.',
    highlights: [
      'Company, trust and individual income tax returns',
      'VAT registration and VAT201 submissions',
      'SARS audits, objections and dispute resolution',
      'Tax planning and Tax Compliance Status PINs',
    ],
    link: servicesLink,
  },
  {
    icon: 'briefcase',
    title: 'Management Consulting',
    description: 'Practical advice on strategy, structure and funding, grounded in your numbers and the realities of your sector.',
    highlights: [
      'Business plans and funding readiness',
      'Budgets, forecasts and KPI dashboards',
      'Tender preparation and CIDB grading support',
      'Business structuring and B-BBEE strategy',
    ],
    link: servicesLink,
  },
];

export const homeStatsSection: SectionIntro = {
  heading: 'Results That Speak for Themselves',
  intro: 'Measured in money saved, deadlines met and clients who stay with us year after year.',
};

export const homeStats: Figure[] = [
  { value: figures.clientsServed, label: 'Clients Served', icon: 'users' },
  { value: figures.taxSavings, label: 'Tax Savings', icon: 'trending-up' },
  { value: figures.clientRetention, label: 'Client Retention', icon: 'handshake' },
  { value: figures.yearsExperienceHome, label: 'Years of Combined Experience', icon: 'award' },
];

export const homeAboutTeaser: Teaser = {
  eyebrow: 'About Us',
  heading: 'A Firm Built on Clarity',
  paragraphs: [
    `Khanya means light in isiZulu, and shedding light on our clients' finances is what we have done since ${firm.foundedYear}. Our team of ${firm.staffCount} accountants, tax practitioners and consultants works from Midrand and Bloemfontein with businesses across South Africa.`,
    'We combine technical depth in tax, audit and reporting with an owner-manager’s view of what it takes to run a business: cash flow, people, compliance and growth.',
  ],
  link: { label: 'Learn More About Us', href: '/about' },
};

export const homeDirectorTeaser: Teaser = {
  eyebrow: 'Leadership',
  heading: 'Meet Our Managing Director',
  paragraphs: [
    'Thandiwe Nkosi CA(SA) founded Khanya after nearly a decade in audit and corporate tax. She leads our tax and advisory practice and remains personally involved in every client relationship.',
  ],
  link: { label: 'View Director Profile', href: '/director' },
};

export const homeContactBlock: HomeContactBlock = {
  heading: 'Visit or Call Us',
  intro: 'Two offices, one team. Pop in, pick up the phone or send us an email, and a qualified advisor will help you take the next step.',
  offices,
  emails: [emails.general, emails.consultations],
  businessHours,
  link: { label: 'Contact Us', href: '/contact' },
};
