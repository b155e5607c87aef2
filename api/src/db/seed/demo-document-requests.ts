import { DocumentChecklist } from '../../features/document-requests/document-checklist.entity';
import { DocumentRequest } from '../../features/document-requests/document-request.entity';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import type { DemoContext } from './context';
import { daysFrom, demoId } from './ids';
import { insertMissing } from './insert-missing';

/** The demo's checklists: what a South African practice asks for, season after season. */
export const demoChecklistIds = {
  annualFinancials: demoId('document-checklist', 'annual-financial-statements'),
  individualTax: demoId('document-checklist', 'individual-tax-return'),
  vatRegistration: demoId('document-checklist', 'vat-registration'),
};

/** The SAST calendar day `days` after `now`'s, YYYY-MM-DD. */
const dayFrom = (now: Date, days: number) => todayInSouthAfrica(daysFrom(now, days));

/**
 * Three checklists, and the demo client's requests from the demo advisor: two waiting (one of
 * them overdue, so the first reminder round after start e-mails it once) and one closed by an
 * approved document.
 */
export async function seedDemoDocumentRequests({ manager, now, users }: DemoContext): Promise<void> {
  await insertMissing(manager, DocumentChecklist, [
    {
      id: demoChecklistIds.annualFinancials,
      name: 'Annual financial statements',
      description: 'What we need to compile or review a company’s annual financial statements.',
      items: [
        { title: 'Bank statements for the full financial year', category: 'financial-statements' },
        { title: 'Fixed asset register (additions and disposals)', category: 'financial-statements' },
        { title: 'Payroll summary and EMP501 reconciliation', category: 'financial-statements' },
        { title: 'Debtors and creditors age analysis at year end', category: 'financial-statements' },
        { title: 'Loan agreements and statements', category: 'contracts' },
        { title: 'Stock count sheets at year end', category: 'financial-statements' },
      ],
    },
    {
      id: demoChecklistIds.individualTax,
      name: 'Individual tax return (ITR12)',
      description: 'Supporting documents for a personal income tax return on SARS eFiling.',
      items: [
        { title: 'IRP5 / IT3(a) employee tax certificates', category: 'tax-returns' },
        { title: 'Medical aid tax certificate', category: 'tax-returns' },
        { title: 'Retirement annuity contribution certificate', category: 'tax-returns' },
        { title: 'IT3(b) investment income certificates', category: 'tax-returns' },
        { title: 'Travel logbook (if you receive a travel allowance)', category: 'tax-returns' },
        { title: 'Section 18A donation receipts', category: 'tax-returns' },
      ],
    },
    {
      id: demoChecklistIds.vatRegistration,
      name: 'VAT registration',
      description: 'For a VAT101 application with SARS.',
      items: [
        { title: 'CIPC registration certificate (CoR14.3)', category: 'compliance' },
        { title: 'Bank confirmation letter (not older than 3 months)', category: 'correspondence' },
        { title: 'Lease agreement or proof of business address', category: 'contracts' },
        { title: 'Three months of sales invoices', category: 'financial-statements' },
      ],
    },
  ]);

  const r = (key: string) => demoId('document-request', key);
  await insertMissing(manager, DocumentRequest, [
    {
      id: r('payroll-summary'),
      clientId: users.client,
      requestedBy: users.advisor,
      title: 'Payroll summary and EMP501 reconciliation',
      category: 'financial-statements',
      note: 'The interim EMP501 for September to February, please.',
      dueDate: dayFrom(now, 10),
      status: 'open',
      createdAt: daysFrom(now, -2),
    },
    {
      id: r('fixed-asset-register'),
      clientId: users.client,
      requestedBy: users.advisor,
      title: 'Fixed asset register (additions and disposals)',
      category: 'financial-statements',
      note: 'Include the invoices of the two trucks bought in October.',
      dueDate: dayFrom(now, -4),
      status: 'open',
      createdAt: daysFrom(now, -14),
    },
    {
      id: r('tax-return-itr14'),
      clientId: users.client,
      requestedBy: users.advisor,
      title: 'Signed ITR14 company tax return',
      category: 'tax-returns',
      note: null,
      dueDate: dayFrom(now, -11),
      status: 'closed',
      documentId: demoId('document', 'itr14-2025'),
      closedAt: daysFrom(now, -10),
      createdAt: daysFrom(now, -20),
    },
  ]);
}
