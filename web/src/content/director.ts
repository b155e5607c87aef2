// Director page texts (SPEC §2 Director, §3 Director profile).
import { figures, firm } from './firm';
import type { CtaBand, DirectorProfile, LinkItem } from './types';

export const director: DirectorProfile = {
  name: 'Thandiwe Nkosi',
  postNominals: 'CA(SA)',
  title: 'Managing Director',
  image: '/images/director.svg',
  imageAlt: 'Portrait of Thandiwe Nkosi CA(SA), Managing Director of Khanya Tax & Advisory',
  email: 'thandiwe.nkosi@khanya-advisory.co.za',
  phone: { display: '+27 11 312 4581', href: 'tel:+27113124581' },
  linkedIn: 'https://www.linkedin.com/in/thandiwe-nkosi-ca-sa',
  bio: [
    `Thandiwe Nkosi is a chartered accountant, registered auditor and tax practitioner who founded ${firm.name} in ${firm.foundedYear}. Before starting the firm she spent nearly a decade in audit and corporate tax, advising listed groups, owner-managed businesses, municipalities and non-profit organisations.`,
    'She leads the firm’s tax and advisory practice and specialises in tax planning and SARS dispute resolution, energy-sector tariff work, and helping contractors and developers become funding- and tender-ready. Clients know her for translating complex regulation into clear, practical decisions.',
    'Thandiwe grew up in Bloemfontein and opened the firm’s Free State branch in 2020. She mentors trainee accountants, serves on the tax committee of a regional business chamber and speaks regularly on tax and governance for small businesses.',
  ],
  experience: [
    {
      title: 'Managing Director',
      company: firm.name,
      period: '2017 – Present',
      description: `Founded the firm and built it into a ${firm.staffCount}-person practice with offices in Midrand and Bloemfontein, serving ${figures.clientsServed} clients in tax, accounting, audit, assurance and advisory.`,
    },
    {
      title: 'Tax Manager',
      company: 'Meridian Advisory Partners, Sandton',
      period: '2013 – 2017',
      description:
        'Managed corporate tax compliance and planning for a portfolio of mid-sized groups, led SARS audit and dispute engagements and advised on restructurings and cross-border transactions.',
    },
    {
      title: 'Audit Supervisor',
      company: 'Mokoena & Venter Chartered Accountants Inc., Bloemfontein',
      period: '2011 – 2013',
      description:
        'Ran statutory audits of municipal entities, agricultural co-operatives and family businesses, and supervised trainee accountants on engagements across the Free State.',
    },
    {
      title: 'Trainee Accountant (SAICA Training Programme)',
      company: 'Mokoena & Venter Chartered Accountants Inc., Bloemfontein',
      period: '2008 – 2010',
      description:
        'Completed her SAICA training contract on audits, independent reviews and tax engagements for clients in construction, retail and the public sector.',
    },
  ],
  education: [
    {
      qualification: 'Master of Commerce in South African and International Taxation',
      institution: 'University of Johannesburg',
      year: '2015',
    },
    {
      qualification: 'Bachelor of Accounting Honours (Certificate in the Theory of Accounting)',
      institution: 'University of the Free State',
      year: '2007',
    },
    {
      qualification: 'Bachelor of Accounting',
      institution: 'University of the Free State',
      year: '2006',
    },
  ],
  certifications: [
    'Chartered Accountant CA(SA) — South African Institute of Chartered Accountants (SAICA)',
    'Registered Auditor (RA) — Independent Regulatory Board for Auditors (IRBA)',
    'Master Tax Practitioner (SA) — South African Institute of Tax Professionals (SAIT)',
    'Registered Tax Practitioner — South African Revenue Service (SARS)',
    'Certified Internal Auditor (CIA) — Institute of Internal Auditors',
    'Member — Institute of Directors in South Africa (IoDSA)',
  ],
  specializations: [
    'Corporate and individual tax planning',
    'VAT and indirect tax',
    'SARS audits and dispute resolution',
    'Statutory audits and independent reviews',
    'IFRS for SMEs and GRAP financial reporting',
    'NERSA tariff applications and cost-of-supply studies',
    'CIDB grading and tender readiness',
    'B-BBEE strategy and ownership structuring',
    'NPO governance and PBO tax exemption',
    'Business structuring and succession planning',
  ],
  achievements: [
    `Founded ${firm.name} in ${firm.foundedYear} and grew it to ${figures.clientsServed} clients across two offices`,
    `Led engagements that have generated ${figures.taxSavings} in tax savings for clients`,
    `Maintained a ${figures.clientRetention} client retention rate since the firm was founded`,
    'Opened the Bloemfontein branch in 2020 to serve clients across the Free State',
    'Led the cost-of-supply study and NERSA tariff application for a Free State electricity distributor',
    'Mentor to trainee accountants in SAICA’s Thuthuka programme',
  ],
};

export const directorHeroButtons: { email: LinkItem; call: LinkItem; linkedIn: LinkItem } = {
  email: { label: 'Email', href: `mailto:${director.email}` },
  call: { label: 'Call', href: director.phone.href },
  linkedIn: { label: 'LinkedIn', href: director.linkedIn },
};

export const directorSectionHeadings = {
  experience: 'Professional Experience',
  education: 'Education',
  certifications: 'Certifications',
  specializations: 'Areas of Expertise',
  achievements: 'Key Achievements',
} as const;

export const directorCta: CtaBand = {
  heading: `Work With ${director.name}`,
  text: 'Book a complimentary 30-minute consultation to discuss your tax, audit or advisory needs, or meet the rest of the team.',
  primary: { label: 'Schedule Consultation', href: '/contact', icon: 'calendar' },
  secondary: { label: 'Meet the Team', href: '/about', icon: 'users' },
};
