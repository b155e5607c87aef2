import { FirmService } from '../features/firm-services/firm-service.entity';
import { Engagement } from '../features/engagements/engagement.entity';
import { Company } from '../features/profile/company.entity';
import type { DemoContext } from './context';
import { daysFrom, demoId, sastAt } from './ids';
import { insertMissing } from './insert-missing';

/** The firm's services (table `services`), with base prices in rand. */
export const demoServiceIds = {
  tax: demoId('service', 'tax-compliance'),
  bookkeeping: demoId('service', 'bookkeeping'),
  financialStatements: demoId('service', 'annual-financial-statements'),
  secretarial: demoId('service', 'company-secretarial'),
  consulting: demoId('service', 'management-consulting'),
};

/** The demo client's engagements, one or more in every status. */
export const demoEngagementIds = {
  annualFinancials: demoId('engagement', 'dlamini-afs-itr14'),
  bookkeeping: demoId('engagement', 'dlamini-bookkeeping-vat'),
  secretarial: demoId('engagement', 'dlamini-cipc-annual-return'),
  fleetReview: demoId('engagement', 'dlamini-fleet-review'),
  tender: demoId('engagement', 'dlamini-cidb-tender-pack'),
  secondClientVat: demoId('engagement', 'patel-vat-registration'),
};

/**
 * The firm's services, the demo clients' company profiles, and their engagements: the demo
 * client's in every status, most of them part-paid.
 */
export async function seedDemoPortal({ manager, now, users }: DemoContext): Promise<void> {
  await insertMissing(manager, FirmService, [
    {
      id: demoServiceIds.tax,
      name: 'Tax Compliance & Advisory',
      category: 'taxation',
      basePrice: 4500,
      isActive: true,
      description: 'Income tax (ITR12/ITR14), provisional tax (IRP6), VAT201, PAYE (EMP201/EMP501) and SARS correspondence.',
    },
    {
      id: demoServiceIds.bookkeeping,
      name: 'Monthly Bookkeeping',
      category: 'bookkeeping',
      basePrice: 3500,
      isActive: true,
      description: 'Monthly processing of bank statements, reconciliations and management accounts.',
    },
    {
      id: demoServiceIds.financialStatements,
      name: 'Annual Financial Statements',
      category: 'accounting',
      basePrice: 12500,
      isActive: true,
      description: 'IFRS for SMEs annual financial statements, independent review or compilation report.',
    },
    {
      id: demoServiceIds.secretarial,
      name: 'Company Secretarial Services',
      category: 'secretarial',
      basePrice: 2500,
      isActive: true,
      description: 'CIPC annual returns, beneficial ownership filings, director changes and B-BBEE affidavits.',
    },
    {
      id: demoServiceIds.consulting,
      name: 'Management Consulting',
      category: 'management-consulting',
      basePrice: 18500,
      isActive: true,
      description: 'Cash-flow forecasting, cost reviews, funding readiness and tender (CIDB) support.',
    },
  ]);

  await insertMissing(manager, Company, [
    {
      id: demoId('company', 'dlamini-logistics'),
      userId: users.client,
      name: 'Dlamini Logistics (Pty) Ltd',
      registrationNumber: '2015/123456/07',
      taxNumber: '9123456780',
      industry: 'Trucking & Logistics',
      address: 'Unit 4, Midway Industrial Park, 45 Le Roux Avenue, Vorna Valley',
      city: 'Midrand',
      province: 'Gauteng',
      postalCode: '1686',
      country: 'South Africa',
      phone: '+27 11 555 0140',
      email: 'accounts@dlaminilogistics.co.za',
      website: 'https://www.dlaminilogistics.co.za',
      description: 'Road freight and last-mile distribution across Gauteng, Limpopo and the Free State with a fleet of 32 trucks.',
      employees: 48,
      annualRevenue: 18750000,
    },
    {
      id: demoId('company', 'patel-hospitality'),
      userId: users.secondClient,
      name: 'Patel Hospitality (Pty) Ltd',
      registrationNumber: '2019/654321/07',
      taxNumber: '9876543210',
      industry: 'Hospitality',
      address: '8 Nelson Mandela Drive, Brandwag',
      city: 'Bloemfontein',
      province: 'Free State',
      postalCode: '9301',
      country: 'South Africa',
      phone: '+27 51 555 0150',
      email: 'finance@patelhospitality.co.za',
      website: 'https://www.patelhospitality.co.za',
      description: 'Two guesthouses and a conference venue in Bloemfontein.',
      employees: 22,
      annualRevenue: 6400000,
    },
  ]);

  const e = demoEngagementIds;
  const advisor = users.advisor;
  await insertMissing(manager, Engagement, [
    {
      id: e.annualFinancials,
      clientId: users.client,
      serviceId: demoServiceIds.financialStatements,
      assignedTo: advisor,
      title: '2025 Annual Financial Statements & ITR14',
      status: 'active',
      description:
        'Independent review of the annual financial statements for the year ended 28 February and the company income tax return.',
      startDate: daysFrom(now, -35),
      dueDate: sastAt(now, 40, 17),
      totalAmount: 18500,
      paidAmount: 9250,
      createdAt: daysFrom(now, -35),
    },
    {
      id: e.bookkeeping,
      clientId: users.client,
      serviceId: demoServiceIds.bookkeeping,
      assignedTo: advisor,
      title: 'Monthly Bookkeeping & VAT201 Returns',
      status: 'active',
      description: 'Monthly bookkeeping, bank reconciliations and bi-monthly VAT201 submissions to SARS.',
      startDate: daysFrom(now, -110),
      dueDate: sastAt(now, 255, 17),
      totalAmount: 42000,
      paidAmount: 14000,
      createdAt: daysFrom(now, -110),
    },
    {
      id: e.secretarial,
      clientId: users.client,
      serviceId: demoServiceIds.secretarial,
      assignedTo: advisor,
      title: 'CIPC Annual Return & B-BBEE Affidavit',
      status: 'completed',
      description: 'Filing of the CIPC annual return and beneficial ownership declaration; EME B-BBEE sworn affidavit.',
      startDate: daysFrom(now, -60),
      dueDate: sastAt(now, -30, 17),
      completedAt: daysFrom(now, -32),
      totalAmount: 2500,
      paidAmount: 2500,
      createdAt: daysFrom(now, -60),
    },
    {
      id: e.fleetReview,
      clientId: users.client,
      serviceId: demoServiceIds.consulting,
      assignedTo: advisor,
      title: 'Fleet Cost & Cash-Flow Review',
      status: 'on_hold',
      description:
        'Cost-per-kilometre analysis of the fleet and a 12-month cash-flow forecast. On hold until the vehicle logbooks are received.',
      startDate: daysFrom(now, -50),
      dueDate: sastAt(now, 20, 17),
      totalAmount: 18500,
      paidAmount: 5550,
      createdAt: daysFrom(now, -50),
    },
    {
      id: e.tender,
      clientId: users.client,
      serviceId: demoServiceIds.consulting,
      assignedTo: null,
      title: 'CIDB Tender Readiness Pack',
      status: 'cancelled',
      description: 'Compliance documents for a municipal transport tender; cancelled when the tender was withdrawn.',
      startDate: daysFrom(now, -80),
      dueDate: sastAt(now, -55, 12),
      totalAmount: 7500,
      paidAmount: 0,
      createdAt: daysFrom(now, -80),
    },
    {
      id: e.secondClientVat,
      clientId: users.secondClient,
      serviceId: demoServiceIds.tax,
      assignedTo: advisor,
      title: 'VAT Registration & First VAT201',
      status: 'active',
      description: 'Compulsory VAT registration with SARS and preparation of the first VAT201 return.',
      startDate: daysFrom(now, -20),
      dueDate: sastAt(now, 25, 17),
      totalAmount: 6500,
      paidAmount: 3250,
      createdAt: daysFrom(now, -20),
    },
  ]);
}
