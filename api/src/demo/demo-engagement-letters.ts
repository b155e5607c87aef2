import { createHash } from 'node:crypto';
import { EngagementLetter } from '../features/engagement-letters/engagement-letter.entity';
import { renderSignedLetterPdf } from '../features/engagement-letters/signed-letter-pdf';
import { Document } from '../features/documents/document.entity';
import { LetterTemplate } from '../features/engagement-letters/letter-template.entity';
import { clientMergeValues, firmMergeValues, formatLetterDate, mergeLetter } from '../../../validation/engagement-letter-values';
import { formatRand } from '../../../validation/money';
import { feeScheduleSchema, type FeeSchedule } from '../../../validation/billing/fee-schedule';
import type { DemoContext } from './context';
import { demoEngagementIds } from './demo-portal';
import { daysFrom, demoId, sastAt } from './ids';
import { insertMissing } from './insert-missing';

/** The demo's letter templates: what a South African practice sends before the work starts. */
export const demoLetterTemplateIds = {
  taxReturn: demoId('letter-template', 'tax-return'),
  bookkeeping: demoId('letter-template', 'monthly-bookkeeping'),
  secretarial: demoId('letter-template', 'company-secretarial'),
};

/** The demo client's letters: two waiting for his signature, two he signed before the work began. */
export const demoLetterIds = {
  /** Sent 9 days ago and opened: the saved question "letters unsigned after 7 days" finds it. */
  annualFinancials: demoId('engagement-letter', 'dlamini-afs-itr14'),
  /** Sent yesterday, not opened yet. */
  bookkeeping: demoId('engagement-letter', 'dlamini-bookkeeping-vat'),
  /** Signed 58 days ago with a typed signature, for the CIPC annual return (completed since). */
  secretarial: demoId('engagement-letter', 'dlamini-cipc-annual-return'),
  /**
   * Signed 110 days ago with a typed signature, with the bookkeeping template's fee schedule: the
   * retainer's billing plan started from it (demo-billing-plan.ts).
   */
  bookkeepingSigned: demoId('engagement-letter', 'dlamini-bookkeeping-vat-signed'),
};

/**
 * The bookkeeping template's fees, copied into the letter signed from it: R 3 500.00 a month
 * (R 3 043.48 plus 15 % VAT), issued on the 1st without waiting for review. Parsed as staff's
 * input is, so fields added to fee schedules later get their defaults.
 */
export const demoBookkeepingFees: FeeSchedule = feeScheduleSchema.parse({
  monthlyLines: [{ description: 'Monthly bookkeeping, reconciliations and VAT201 returns', quantity: 1, unitPrice: '3043.48' }],
  dayOfMonth: 1,
  reviewFirst: false,
});

/** The demo client as he signs in the portal. */
const signerOf = (signedAt: Date) => ({
  name: 'Sipho Dlamini',
  email: 'client@example.com',
  ipAddress: '196.21.45.17',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  signedAt,
  withTwoStep: false,
});

/** A letter the demo client signed, as signing leaves it. */
interface SignedDemoLetter {
  id: string;
  /** Names the signed copy's document and file. */
  key: string;
  engagementId: string;
  engagementTitle: string;
  templateId: string;
  title: string;
  body: string;
  feeSchedule: FeeSchedule | null;
  sentAt: Date;
  viewedAt: Date;
  signedAt: Date;
}

/**
 * A letter the demo client signed with a typed signature: its signed PDF made as signing makes it
 * and filed among his documents (its file is written with the demo's other files), then the
 * letter with the signing's evidence. Once stored, it is left alone and its PDF not made again.
 */
async function seedSignedLetter({ manager, users, files }: DemoContext, letter: SignedDemoLetter): Promise<void> {
  if (await manager.existsBy(EngagementLetter, { id: letter.id })) return;
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const signer = signerOf(letter.signedAt);
  const pdf = await renderSignedLetterPdf({
    letterId: letter.id,
    title: letter.title,
    body: letter.body,
    bodySha256: sha256(letter.body),
    engagementTitle: letter.engagementTitle,
    sentAt: letter.sentAt,
    sentByName: 'Lerato Mokoena',
    signer,
    signature: { kind: 'typed', text: signer.name },
  });
  const document = {
    id: demoId('document', `signed-letter-${letter.key}`),
    fileName: `${demoId('document-file', `signed-letter-${letter.key}`)}.pdf`,
  };
  files.push({ fileName: document.fileName, bytes: pdf });
  await insertMissing(manager, Document, [
    {
      id: document.id,
      userId: users.client,
      fileName: document.fileName,
      originalName: `${letter.title} (signed).pdf`,
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      category: 'contracts',
      description: `Engagement letter signed in the portal on ${formatLetterDate(letter.signedAt)}`,
      status: 'approved',
      uploadedBy: users.client,
      approvedBy: users.advisor,
      approvedAt: letter.signedAt,
      createdAt: letter.signedAt,
      updatedAt: letter.signedAt,
    },
  ]);
  await insertMissing(manager, EngagementLetter, [
    {
      id: letter.id,
      engagementId: letter.engagementId,
      clientId: users.client,
      templateId: letter.templateId,
      sentBy: users.advisor,
      title: letter.title,
      body: letter.body,
      bodySha256: sha256(letter.body),
      feeSchedule: letter.feeSchedule,
      status: 'signed',
      sentAt: letter.sentAt,
      viewedAt: letter.viewedAt,
      signedAt: letter.signedAt,
      signerName: signer.name,
      signerEmail: signer.email,
      signerIpAddress: signer.ipAddress,
      signerUserAgent: signer.userAgent,
      signedWithTwoStep: false,
      signatureKind: 'typed',
      signatureText: signer.name,
      signedPdfSha256: createHash('sha256').update(pdf).digest('hex'),
      signedDocumentId: document.id,
      createdAt: letter.sentAt,
    },
  ]);
}

const TAX_RETURN_LETTER = `# Engagement letter: income tax return

{{today}}

Dear {{client.fullName}}

**{{engagement.title}}**

Thank you for choosing {{firm.name}}. This letter sets out the terms on which we will prepare and submit your income tax return, so that we agree on what we will do, what we need from you and what it will cost.

## The work we will do

- Prepare your income tax return (ITR12 for an individual, ITR14 for a company) for the year of assessment, from the information and documents you give us.
- Submit the return to the South African Revenue Service (SARS) on eFiling under our tax practitioner registration, once you have approved it.
- Check the assessment SARS issues (ITA34) against the return, and tell you of any difference and of any amount payable or refundable.
- Answer SARS's requests for supporting documents about this return, and handle a verification or audit letter up to two hours of our time.

## What we need from you

1. Your IRP5/IT3(a) certificates, medical aid and retirement annuity certificates, IT3(b) investment certificates and any other documents we ask for, uploaded to the client portal.
2. Complete and accurate information: you remain responsible to SARS for the correctness of your return, and we rely on what you give us without auditing it.
3. Your approval of the return before we submit it, by **{{engagement.dueDate}}** at the latest, so that it reaches SARS before the filing deadline.

## Our fees

Our fee for this work is **{{engagement.fee}}** (including VAT), payable within 30 days of our invoice. Objections, appeals, voluntary disclosure applications and work beyond two hours on a SARS verification or audit are not included: we will quote for them first.

## Your information

We process your personal information under the Protection of Personal Information Act, 2013 (POPIA), only to do this work and to meet our legal duties, and we keep it confidential. Our privacy notice on our website explains how we keep it and what your rights are. We keep your tax records for at least five years, as the Tax Administration Act requires.

## Agreement

This letter and our standard terms of business form the agreement between you and {{firm.name}}. It stays in force for later years until either of us ends it in writing. Please read it carefully, and sign it in the client portal if you agree. If anything is not as we discussed, decline it there and tell us why.

Kind regards

{{firm.name}}\\
{{firm.address}}\\
{{firm.phone}} · {{firm.email}}
`;

const BOOKKEEPING_LETTER = `# Engagement letter: monthly bookkeeping

{{today}}

Dear {{client.firstName}}

**{{company.name}}** (registration number {{company.registrationNumber}})

Thank you for appointing {{firm.name}} to keep the books of {{company.name}}. This letter sets out the services we will provide under our engagement "{{engagement.title}}", starting on {{engagement.startDate}}.

## The work we will do each month

- Process your bank statements, sales and purchase invoices and petty cash, and reconcile every bank and credit card account.
- Keep the debtors and creditors ledgers and send you an age analysis.
- Prepare management accounts (an income statement and a balance sheet) by the 15th of the following month.
- Prepare your VAT201 return every two months and submit it to SARS on eFiling under VAT reference {{company.taxNumber}} once you have approved it, by the 25th, and tell you what to pay.

## What we need from you

1. Your bank statements and all invoices and slips for the month, uploaded to the client portal by the 7th of the following month.
2. Answers to our queries within five working days, so that we can meet the SARS deadlines.
3. Payment of VAT and other amounts due to SARS from your own bank account: we do not make payments on your behalf.

## Our fees

Our fee for the engagement is **{{engagement.fee}}** (including VAT), invoiced monthly in equal parts and payable by debit order on the 1st of each month. Annual financial statements, income tax returns and payroll (EMP201/EMP501) are separate engagements.

## Your information

We process the personal information in your records (your customers', suppliers' and employees' too) under the Protection of Personal Information Act, 2013 (POPIA) as your operator: only on your instructions, to do this work, kept confidential and secure. We keep your accounting records for five years, as the Companies Act and the Tax Administration Act require.

## Agreement

Either of us may end this engagement with one calendar month's notice in writing. Please read this letter carefully and sign it in the client portal if you agree; if anything is not as we discussed, decline it there and tell us why.

Kind regards

{{firm.name}}\\
{{firm.address}}\\
{{firm.phone}} · {{firm.email}}
`;

const SECRETARIAL_LETTER = `# Engagement letter: company secretarial services

{{today}}

Dear {{client.fullName}}

**{{engagement.title}}** for {{company.name}} (registration number {{company.registrationNumber}})

Thank you for asking {{firm.name}} to look after your company's statutory filings. This letter sets out what we will do, what we need from you and what it will cost.

## The work we will do

- File the company's annual return with the Companies and Intellectual Property Commission (CIPC) within 30 business days after the anniversary of its incorporation, and pay the CIPC's fee on your behalf.
- File the beneficial ownership declaration with CIPC, and keep the company's securities register and register of beneficial owners up to date.
- Prepare the B-BBEE sworn affidavit for an exempted micro enterprise, for a director to sign before a commissioner of oaths.

## What we need from you

1. Word within 10 business days of any change of directors, shareholders, registered address or financial year end.
2. The company's turnover for its latest financial year, so that we can confirm that it qualifies as an exempted micro enterprise.

## Our fees

Our fee for this work is **{{engagement.fee}}** (including VAT), plus the CIPC's own fees, payable within 30 days of our invoice.

## Your information

We process your personal information under the Protection of Personal Information Act, 2013 (POPIA), only to do this work and to meet our legal duties, and we keep it confidential.

## Agreement

This letter and our standard terms of business form the agreement between the company and {{firm.name}}. Please read it carefully and sign it in the client portal if you agree; if anything is not as we discussed, decline it there and tell us why.

Kind regards

{{firm.name}}\\
{{firm.address}}\\
{{firm.phone}} · {{firm.email}}
`;

/**
 * The three templates, two letters waiting for the demo client, and two he signed: the annual financial
 * statements' (from the tax return template, sent 9 days ago, opened, both reminders already
 * sent, so the reminder rounds after start send nothing) and the bookkeeping one (sent yesterday);
 * the CIPC annual return's, signed before that work began, and the monthly bookkeeping one signed
 * 110 days ago with the template's fees, each with its signed PDF made as signing makes it and
 * filed among his documents. The letters' text is merged from the demo's own values, as sending would.
 */
export async function seedDemoEngagementLetters(context: DemoContext): Promise<void> {
  const { manager, now, users } = context;
  await insertMissing(manager, LetterTemplate, [
    { id: demoLetterTemplateIds.taxReturn, title: 'Tax return engagement letter', body: TAX_RETURN_LETTER, createdAt: daysFrom(now, -120) },
    {
      id: demoLetterTemplateIds.bookkeeping,
      title: 'Monthly bookkeeping engagement letter',
      body: BOOKKEEPING_LETTER,
      feeSchedule: demoBookkeepingFees,
      createdAt: daysFrom(now, -120),
    },
    {
      id: demoLetterTemplateIds.secretarial,
      title: 'Company secretarial engagement letter',
      body: SECRETARIAL_LETTER,
      createdAt: daysFrom(now, -120),
    },
  ]);

  const client = { firstName: 'Sipho', lastName: 'Dlamini', email: 'client@example.com' };
  const merged = (body: string, sentAt: Date, engagement: Record<string, string>) => {
    const { text } = mergeLetter(body, {
      ...clientMergeValues(client),
      ...firmMergeValues(),
      'company.name': 'Dlamini Logistics (Pty) Ltd',
      'company.registrationNumber': '2015/123456/07',
      'company.taxNumber': '9123456780',
      ...engagement,
      today: formatLetterDate(sentAt),
    });
    return text ?? body;
  };
  const sentNineDaysAgo = daysFrom(now, -9);
  const sentYesterday = daysFrom(now, -1);
  const annualFinancials = merged(TAX_RETURN_LETTER, sentNineDaysAgo, {
    'engagement.title': '2025 Annual Financial Statements & ITR14',
    'engagement.fee': formatRand(18500),
    'engagement.dueDate': formatLetterDate(sastAt(now, 40, 17)),
  });
  const bookkeeping = merged(BOOKKEEPING_LETTER, sentYesterday, {
    'engagement.title': 'Monthly Bookkeeping & VAT201 Returns',
    'engagement.fee': formatRand(42000),
    'engagement.startDate': formatLetterDate(daysFrom(now, -110)),
  });
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  await insertMissing(manager, EngagementLetter, [
    {
      id: demoLetterIds.annualFinancials,
      engagementId: demoEngagementIds.annualFinancials,
      clientId: users.client,
      templateId: demoLetterTemplateIds.taxReturn,
      sentBy: users.advisor,
      title: 'Tax return engagement letter',
      body: annualFinancials,
      bodySha256: sha256(annualFinancials),
      status: 'viewed',
      awaitingEngagementId: demoEngagementIds.annualFinancials,
      sentAt: sentNineDaysAgo,
      viewedAt: daysFrom(now, -8),
      firstReminderSentAt: daysFrom(now, -6),
      secondReminderSentAt: daysFrom(now, -2),
      createdAt: sentNineDaysAgo,
    },
    {
      id: demoLetterIds.bookkeeping,
      engagementId: demoEngagementIds.bookkeeping,
      clientId: users.client,
      templateId: demoLetterTemplateIds.bookkeeping,
      sentBy: users.advisor,
      title: 'Monthly bookkeeping engagement letter',
      body: bookkeeping,
      bodySha256: sha256(bookkeeping),
      status: 'sent',
      awaitingEngagementId: demoEngagementIds.bookkeeping,
      sentAt: sentYesterday,
      createdAt: sentYesterday,
    },
  ]);

  const sentSixtyDaysAgo = daysFrom(now, -60);
  await seedSignedLetter(context, {
    id: demoLetterIds.secretarial,
    key: 'cipc-annual-return',
    engagementId: demoEngagementIds.secretarial,
    engagementTitle: 'CIPC Annual Return & B-BBEE Affidavit',
    templateId: demoLetterTemplateIds.secretarial,
    title: 'Company secretarial engagement letter',
    body: merged(SECRETARIAL_LETTER, sentSixtyDaysAgo, {
      'engagement.title': 'CIPC Annual Return & B-BBEE Affidavit',
      'engagement.fee': formatRand(2500),
    }),
    feeSchedule: null,
    sentAt: sentSixtyDaysAgo,
    viewedAt: sastAt(now, -58, 19, 30),
    signedAt: sastAt(now, -58, 19, 42),
  });
  // The letter the retainer bills by: sent from the template with its fees, signed two days later.
  const sentBeforeTheWork = sastAt(now, -112, 15, 10);
  await seedSignedLetter(context, {
    id: demoLetterIds.bookkeepingSigned,
    key: 'monthly-bookkeeping',
    engagementId: demoEngagementIds.bookkeeping,
    engagementTitle: 'Monthly Bookkeeping & VAT201 Returns',
    templateId: demoLetterTemplateIds.bookkeeping,
    title: 'Monthly bookkeeping engagement letter',
    body: merged(BOOKKEEPING_LETTER, sentBeforeTheWork, {
      'engagement.title': 'Monthly Bookkeeping & VAT201 Returns',
      'engagement.fee': formatRand(42000),
      'engagement.startDate': formatLetterDate(daysFrom(now, -110)),
    }),
    feeSchedule: demoBookkeepingFees,
    sentAt: sentBeforeTheWork,
    viewedAt: sastAt(now, -110, 8, 50),
    signedAt: demoBookkeepingSignedAt(now),
  });
}

/** When the demo client signed the bookkeeping letter: the day its billing plan started. */
export const demoBookkeepingSignedAt = (now: Date) => sastAt(now, -110, 9, 5);
