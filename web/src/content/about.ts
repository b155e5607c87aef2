// About page texts (SPEC §2 About, §3 timeline, team and values).
import { figures, firm } from './firm';
import type { CtaBand, Figure, PageHero, SectionIntro, TeamMember, TextSection, TimelineEvent, Value } from './types';

export const aboutHero: PageHero = {
  eyebrow: 'About Us',
  heading: `About ${firm.name}`,
  lead: 'A South African tax, accounting and advisory firm that brings clarity to the numbers behind your business, so you can make decisions with confidence.',
};

export const aboutStats: Figure[] = [
  { value: figures.clientsServed, label: 'Clients Served', icon: 'users' },
  { value: figures.taxSavings, label: 'Tax Savings Generated', icon: 'trending-up' },
  { value: figures.clientRetention, label: 'Client Retention Rate', icon: 'handshake' },
  { value: figures.yearsExperienceAbout, label: 'Years of Experience', icon: 'award' },
];

export const ourStory: TextSection = {
  heading: 'Our Story',
  paragraphs: [
    `${firm.name} was founded in ${firm.foundedYear} by Thandiwe Nkosi CA(SA), who saw too many capable business owners lose sleep, money and opportunities to late SARS submissions, muddled books and advice they could not act on. She set out to build a firm that explains as well as it executes. The name says it: khanya is the isiZulu word for light.`,
    'What began as a small accounting and bookkeeping practice in Midrand grew, at our clients’ request, into tax, company secretarial, advisory, audit and assurance services. In 2020 we opened our Bloemfontein branch to serve the Free State’s farmers, contractors, municipalities and family businesses from close by rather than from a distance.',
    `Today a team of ${firm.staffCount} has served ${figures.clientsServed} clients across construction, energy, hospitality, logistics, property and the non-profit sector. We still work the way we started: a named advisor for every client, plain-language reporting and fees agreed before the work begins.`,
  ],
};

export const journeySection: SectionIntro = {
  heading: 'Our Journey',
  intro: 'Milestones on the way from a one-office practice to a two-office advisory firm.',
};

export const timelineEvents: TimelineEvent[] = [
  {
    year: '2017',
    title: 'Khanya Is Founded',
    event: `Managing director Thandiwe Nkosi CA(SA) founds ${firm.name} in Midrand, offering accounting and bookkeeping to owner-managed businesses.`,
  },
  {
    year: '2018',
    title: 'Tax and Secretarial Services',
    event:
      'We add a dedicated tax practice and company secretarial services, handling SARS returns, CIPC filings and annual returns for a growing client base.',
  },
  {
    year: '2019',
    title: 'Advisory Services',
    event:
      'Our advisory practice launches, bringing budgeting, funding readiness and business structuring support to clients who want to grow.',
  },
  {
    year: '2020',
    title: 'Bloemfontein Branch Opens',
    event: 'We open our Bloemfontein branch to serve clients across the Free State and Northern Cape from a local office.',
  },
  {
    year: '2022',
    title: 'Construction and Public Sector Consulting',
    event:
      'We extend our business consulting into construction and the public sector, supporting CIDB grading, tender readiness and municipal financial management.',
  },
  {
    year: '2024',
    title: `${figures.clientsServed} Clients`,
    event: `We pass the milestone of ${figures.clientsServed} clients served, with a team of ${firm.staffCount} across our Midrand and Bloemfontein offices.`,
  },
];

export const teamSection: SectionIntro = {
  heading: 'Leadership Team',
  intro: 'The people who look after your books, your tax affairs and your projects, alongside our managing director.',
};

export const teamMembers: TeamMember[] = [
  {
    slug: 'lerato-mokoena',
    name: 'Lerato Mokoena',
    title: 'Senior Accountant and Auditor',
    image: '/images/team/lerato-mokoena.svg',
    imageAlt: 'Portrait of Lerato Mokoena, Senior Accountant and Auditor',
    office: 'midrand',
    bio: 'Lerato leads our statutory audits, independent reviews and annual financial statements under IFRS for SMEs. She completed her SAICA training contract with a mid-tier audit firm and holds a BCom Honours in Accounting from the University of Johannesburg. Clients value her thorough working papers and her clear management letters.',
  },
  {
    slug: 'johan-botha',
    name: 'Johan Botha',
    title: 'Special Projects Lead',
    image: '/images/team/johan-botha.svg',
    imageAlt: 'Portrait of Johan Botha, Special Projects Lead',
    office: 'bloemfontein',
    bio: 'Johan runs our special projects from the Bloemfontein office: NERSA tariff applications, cost-of-supply studies, tender submissions and funding applications. A former municipal budget manager, he knows the MFMA and the CIDB process from the inside and keeps complex projects on schedule.',
  },
  {
    slug: 'anele-mthembu',
    name: 'Anele Mthembu',
    title: 'Financial Administration Consultant',
    image: '/images/team/anele-mthembu.svg',
    imageAlt: 'Portrait of Anele Mthembu, Financial Administration Consultant',
    office: 'midrand',
    bio: 'Anele keeps our clients’ books current: bank reconciliations, creditors and debtors, VAT201 preparation and monthly management accounts. She is a registered Professional Accountant (SA) with SAIPA and a Xero and Sage Business Cloud certified advisor.',
  },
  {
    slug: 'refilwe-tau',
    name: 'Refilwe Tau',
    title: 'Payroll and HR Administration Consultant',
    image: '/images/team/refilwe-tau.svg',
    imageAlt: 'Portrait of Refilwe Tau, Payroll and HR Administration Consultant',
    office: 'bloemfontein',
    bio: 'Refilwe manages payroll for employers in Gauteng and the Free State, from monthly EMP201 submissions and IRP5 certificates to UIF declarations, COIDA returns and employment equity reports. She also helps clients draft employment contracts and HR policies that stand up under the Basic Conditions of Employment Act.',
  },
];

export const valuesSection: SectionIntro = {
  heading: 'Our Values',
  intro: 'The principles behind every return we file and every piece of advice we give.',
};

export const values: Value[] = [
  {
    icon: 'award',
    title: 'Excellence',
    description:
      'We hold our work to the standards of SAICA, IRBA and SARS, review everything twice and deliver on the deadlines we commit to.',
  },
  {
    icon: 'shield-check',
    title: 'Integrity',
    description:
      'We give honest advice even when it is not what you hoped to hear, treat your information as confidential and never cut corners on compliance.',
  },
  {
    icon: 'handshake',
    title: 'Partnership',
    description:
      'We take the time to understand your business and stay with you through growth, audits and difficult years alike, as an extension of your own team.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We use cloud accounting, automation and live dashboards to save you time, reduce errors and put current figures in front of you when you need them.',
  },
];

export const aboutCta: CtaBand = {
  heading: 'Ready to Work With Us?',
  text: 'Book a complimentary 30-minute consultation and find out how we can bring clarity to your tax, accounting and business decisions.',
  primary: { label: 'Schedule Consultation', href: '/contact', icon: 'calendar' },
  secondary: { label: 'View Our Services', href: '/services', icon: 'arrow-right' },
};
