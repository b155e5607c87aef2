import fs from 'node:fs';
import path from 'node:path';
import { Document, type DocumentCategory, type DocumentStatus } from '../features/documents/document.entity';
import type { DemoContext } from './context';
import { minimalPdf, minimalXlsx } from './demo-files';
import { daysFrom, demoId, type DemoUserKey } from './ids';
import { insertMissing } from './insert-missing';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface DemoDocument {
  key: string;
  owner: DemoUserKey;
  originalName: string;
  category: DocumentCategory;
  status: DocumentStatus;
  description: string | null;
  /** Why a reviewer sent it back (rejected documents only). */
  rejectionReason?: string;
  uploadedDaysAgo: number;
  /** Days before now it was approved (approved documents only). */
  approvedDaysAgo?: number;
  expiresInDays?: number;
  downloadCount: number;
  content: () => Buffer;
}

const demoDocuments: DemoDocument[] = [
  {
    key: 'itr14-2025',
    owner: 'client',
    originalName: '2025 ITR14 Tax Return.pdf',
    category: 'tax-returns',
    status: 'approved',
    description: 'Company income tax return as submitted on SARS eFiling.',
    uploadedDaysAgo: 12,
    approvedDaysAgo: 10,
    downloadCount: 3,
    content: () =>
      minimalPdf('ITR14 Company Income Tax Return', [
        'Dlamini Logistics (Pty) Ltd',
        'Income tax reference number: 9123456780',
        'Year of assessment ending 28 February',
        'Status: submitted to SARS',
      ]),
  },
  {
    key: 'afs-prior-year',
    owner: 'client',
    originalName: 'Annual Financial Statements FY2024.pdf',
    category: 'financial-statements',
    status: 'approved',
    description: 'Reviewed annual financial statements of the previous year, for comparatives.',
    uploadedDaysAgo: 34,
    approvedDaysAgo: 33,
    downloadCount: 5,
    content: () =>
      minimalPdf('Annual Financial Statements', [
        'Dlamini Logistics (Pty) Ltd',
        'Registration number 2015/123456/07',
        "Independent reviewer's report, statement of financial position,",
        'statement of comprehensive income and notes',
      ]),
  },
  {
    key: 'tax-compliance-status',
    owner: 'client',
    originalName: 'SARS Tax Compliance Status PIN.pdf',
    category: 'compliance',
    status: 'approved',
    description: 'Tax compliance status pin for tenders; valid for 12 months.',
    uploadedDaysAgo: 40,
    approvedDaysAgo: 39,
    expiresInDays: 325,
    downloadCount: 2,
    content: () =>
      minimalPdf('Tax Compliance Status', [
        'Taxpayer: Dlamini Logistics (Pty) Ltd',
        'Overall compliance status: compliant',
        'Use the PIN on the SARS website to verify',
      ]),
  },
  {
    key: 'trial-balance',
    owner: 'client',
    originalName: 'Trial Balance February 2025.xlsx',
    category: 'financial-statements',
    status: 'pending',
    description: 'Year-end trial balance exported from the accounting system.',
    uploadedDaysAgo: 2,
    downloadCount: 0,
    content: () =>
      minimalXlsx('Trial Balance', [
        ['Account', 'Description', 'Debit (R)', 'Credit (R)'],
        ['1000', 'Bank - Business current account', 412350.55, 0],
        ['1200', 'Trade receivables', 1284500, 0],
        ['1500', 'Vehicles at cost', 6120000, 0],
        ['2000', 'Trade payables', 0, 836410.2],
        ['4000', 'Freight revenue', 0, 18750000],
        ['5000', 'Fuel', 5410230.8, 0],
      ]),
  },
  {
    key: 'depot-lease',
    owner: 'client',
    originalName: 'Lease Agreement - Midrand Depot.pdf',
    category: 'contracts',
    status: 'pending',
    description: null,
    uploadedDaysAgo: 1,
    downloadCount: 0,
    content: () =>
      minimalPdf('Lease Agreement', [
        'Premises: Unit 4, Midway Industrial Park, Midrand',
        'Lessee: Dlamini Logistics (Pty) Ltd',
        'Term: 36 months',
      ]),
  },
  {
    key: 'bank-statement-rejected',
    owner: 'client',
    originalName: 'Bank Statement January 2025.pdf',
    category: 'general',
    status: 'rejected',
    description: 'January statement of the business current account.',
    rejectionReason: 'Pages 3 and 4 are missing; please upload the full statement.',
    uploadedDaysAgo: 9,
    downloadCount: 1,
    content: () => minimalPdf('Bank Statement', ['Business current account', 'Pages 1-2 of 4']),
  },
  {
    key: 'sars-letter',
    owner: 'client',
    originalName: 'SARS Letter - VAT Verification.pdf',
    category: 'correspondence',
    status: 'approved',
    description: 'Request for supporting documents for a VAT201 verification.',
    uploadedDaysAgo: 15,
    approvedDaysAgo: 14,
    downloadCount: 1,
    content: () => minimalPdf('Notice of Verification', ['VAT201 verification', 'Submit supporting documents within 21 business days']),
  },
  {
    key: 'patel-invoices',
    owner: 'secondClient',
    originalName: 'Guesthouse Invoices Q1.xlsx',
    category: 'general',
    status: 'pending',
    description: 'Invoices issued in the first quarter, for the VAT registration.',
    // Waiting longer than a week: the admins' saved question "documents awaiting approval" finds it.
    uploadedDaysAgo: 9,
    downloadCount: 0,
    content: () =>
      minimalXlsx('Invoices', [
        ['Invoice', 'Date', 'Amount (R)'],
        ['INV-0101', '2025-01-15', 48500],
        ['INV-0102', '2025-02-03', 61250],
      ]),
  },
];

function extensionOf(name: string): string {
  return path.extname(name).toLowerCase();
}

/** The name a demo file is stored under: random-looking, fixed, and with its extension. */
function storedFileName(document: DemoDocument): string {
  return `${demoId('document-file', document.key)}${extensionOf(document.originalName)}`;
}

/** Document metadata for the demo clients, in every status. */
export async function seedDemoDocuments({ manager, now, users }: DemoContext): Promise<void> {
  const rows = demoDocuments.map((document) => {
    const uploaded = daysFrom(now, -document.uploadedDaysAgo);
    return {
      id: demoId('document', document.key),
      userId: users[document.owner],
      fileName: storedFileName(document),
      originalName: document.originalName,
      fileSize: document.content().length,
      mimeType: extensionOf(document.originalName) === '.pdf' ? PDF : XLSX,
      category: document.category,
      description: document.description,
      status: document.status,
      rejectionReason: document.rejectionReason ?? null,
      uploadedBy: users[document.owner],
      approvedBy: document.approvedDaysAgo === undefined ? null : users.advisor,
      approvedAt: document.approvedDaysAgo === undefined ? null : daysFrom(now, -document.approvedDaysAgo),
      downloadCount: document.downloadCount,
      expiresAt: document.expiresInDays === undefined ? null : daysFrom(now, document.expiresInDays),
      createdAt: uploaded,
      updatedAt: document.approvedDaysAgo === undefined ? uploaded : daysFrom(now, -document.approvedDaysAgo),
    };
  });
  await insertMissing(manager, Document, rows);
}

/**
 * The demo documents' files, each written as `<uploadDir>/<fileName>` when missing, so that
 * downloading a demo document gives a real PDF or spreadsheet.
 */
export function writeDemoDocumentFiles(uploadDir: string): void {
  fs.mkdirSync(uploadDir, { recursive: true });
  for (const document of demoDocuments) {
    const file = path.join(uploadDir, storedFileName(document));
    if (!fs.existsSync(file)) fs.writeFileSync(file, document.content());
  }
}
