import { DocumentChecklist } from '../features/document-requests/document-checklist.entity';
import { DocumentRequest } from '../features/document-requests/document-request.entity';
import type { DocumentCategory } from '../features/documents/document.entity';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';
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

type Item = [title: string, category: DocumentCategory];

/** The checklists: id, name, description, and the documents each asks for, in order. */
const demoChecklists: [id: string, name: string, description: string, items: Item[]][] = [
  [
    demoChecklistIds.annualFinancials,
    'Annual financial statements',
    'What we need to compile or review a company’s annual financial statements.',
    [
      ['Bank statements for the full financial year', 'financial-statements'],
      ['Fixed asset register (additions and disposals)', 'financial-statements'],
      ['Payroll summary and EMP501 reconciliation', 'financial-statements'],
      ['Debtors and creditors age analysis at year end', 'financial-statements'],
      ['Loan agreements and statements', 'contracts'],
      ['Stock count sheets at year end', 'financial-statements'],
    ],
  ],
  [
    demoChecklistIds.individualTax,
    'Individual tax return (ITR12)',
    'Supporting documents for a personal income tax return on SARS eFiling.',
    [
      ['IRP5 / IT3(a) employee tax certificates', 'tax-returns'],
      ['Medical aid tax certificate', 'tax-returns'],
      ['Retirement annuity contribution certificate', 'tax-returns'],
      ['IT3(b) investment income certificates', 'tax-returns'],
      ['Travel logbook (if you receive a travel allowance)', 'tax-returns'],
      ['Section 18A donation receipts', 'tax-returns'],
    ],
  ],
  [
    demoChecklistIds.vatRegistration,
    'VAT registration',
    'For a VAT101 application with SARS.',
    [
      ['CIPC registration certificate (CoR14.3)', 'compliance'],
      ['Bank confirmation letter (not older than 3 months)', 'correspondence'],
      ['Lease agreement or proof of business address', 'contracts'],
      ['Three months of sales invoices', 'financial-statements'],
    ],
  ],
];

/** A request closed by an approved document: the demo document's key, and the days since. */
interface Closed {
  document: string;
  daysAgo: number;
}

type RequestRow = [
  key: string,
  title: string,
  category: DocumentCategory,
  note: string | null,
  dueInDays: number,
  askedDaysAgo: number,
  closed?: Closed,
];

/**
 * The demo client's requests from the demo advisor, one a row: key, title, category, note, due
 * (days from today; negative is overdue), asked (days ago), and what closed it (open without).
 */
// prettier-ignore
const demoRequests: RequestRow[] = [
  ['payroll-summary', 'Payroll summary and EMP501 reconciliation', 'financial-statements', 'The interim EMP501 for September to February, please.', 10, 2],
  ['fixed-asset-register', 'Fixed asset register (additions and disposals)', 'financial-statements', 'Include the invoices of the two trucks bought in October.', -4, 14],
  ['tax-return-itr14', 'Signed ITR14 company tax return', 'tax-returns', null, -11, 20, { document: 'itr14-2025', daysAgo: 10 }],
];

/**
 * Three checklists, and the demo client's requests from the demo advisor: two waiting (one of
 * them overdue, so the first reminder round after start e-mails it once) and one closed by an
 * approved document.
 */
export async function seedDemoDocumentRequests({ manager, now, users }: DemoContext): Promise<void> {
  await insertMissing(
    manager,
    DocumentChecklist,
    demoChecklists.map(([id, name, description, items]) => ({
      id,
      name,
      description,
      items: items.map(([title, category]) => ({ title, category })),
    })),
  );

  await insertMissing(
    manager,
    DocumentRequest,
    demoRequests.map(([key, title, category, note, dueInDays, askedDaysAgo, closed]) => ({
      id: demoId('document-request', key),
      clientId: users.client,
      requestedBy: users.advisor,
      title,
      category,
      note,
      dueDate: dayFrom(now, dueInDays),
      status: closed ? 'closed' : 'open',
      documentId: closed ? demoId('document', closed.document) : null,
      closedAt: closed ? daysFrom(now, -closed.daysAgo) : null,
      createdAt: daysFrom(now, -askedDaysAgo),
    })),
  );
}
