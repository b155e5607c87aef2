import fs from 'node:fs';
import path from 'node:path';
import { IsNull } from 'typeorm';
import { MessageAttachment } from '../features/messages/message-attachment.entity';
import { Message } from '../features/messages/message.entity';
import type { DemoContext } from './context';
import { minimalPdf, minimalXlsx } from './demo-files';
import { demoEngagementIds } from './demo-portal';
import { daysFrom, demoId, hoursFrom } from './ids';
import { insertMissing } from './insert-missing';

interface DemoAttachment {
  key: string;
  messageKey: string;
  originalName: string;
  mimeType: string;
  content: () => Buffer;
}

/** The files of the advisor's year-end checklist message: a real PDF and a real workbook. */
const demoAttachments: DemoAttachment[] = [
  {
    key: 'afs-checklist-pdf',
    messageKey: 'afs-checklist',
    originalName: 'AFS Information Checklist 2025.pdf',
    mimeType: 'application/pdf',
    content: () =>
      minimalPdf('Year-end Information Checklist 2025', [
        'Dlamini Logistics (Pty) Ltd',
        '1. Bank statements for all twelve months',
        '2. Fixed asset additions and disposals',
        '3. Trial balance at year end',
        '4. Loan agreements and settlement letters',
      ]),
  },
  {
    key: 'afs-checklist-xlsx',
    messageKey: 'afs-checklist',
    originalName: 'Fixed Asset Additions Template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: () =>
      minimalXlsx('Additions', [
        ['Asset', 'Date acquired', 'Cost (R)'],
        ['Example: Isuzu FTR 850 truck', '2025-03-14', 1250000],
      ]),
  },
];

const storageKeyOf = (attachment: DemoAttachment) =>
  `${demoId('message-attachment-file', attachment.key)}${path.extname(attachment.originalName).toLowerCase()}`;

/**
 * Messages between the demo advisor and the demo client, read and unread, with a reply thread
 * (each reply names its parent) and one message with two files that download.
 */
export async function seedDemoMessages({ manager, now, users }: DemoContext): Promise<void> {
  const m = (key: string) => demoId('message', key);
  const advisor = users.advisor;
  const client = users.client;
  const read = (daysAgo: number) => ({ isRead: true, readAt: daysFrom(now, -daysAgo) });
  const unread = { isRead: false, readAt: null };
  await insertMissing(manager, Message, [
    {
      id: m('welcome'),
      senderId: advisor,
      recipientId: client,
      engagementId: null,
      parentMessageId: null,
      subject: 'Welcome to your client portal',
      content:
        'Hi Sipho, welcome to the Khanya client portal. You can upload documents, follow your engagements and book meetings here. Kind regards, Lerato',
      ...read(30),
      createdAt: daysFrom(now, -31),
    },
    {
      id: m('afs-checklist'),
      senderId: advisor,
      recipientId: client,
      engagementId: demoEngagementIds.annualFinancials,
      parentMessageId: null,
      subject: 'Information needed for your 2025 financial statements',
      content:
        'Hi Sipho, attached is the checklist for the year-end. Please upload the bank statements, the fixed asset additions and the trial balance by the end of the month.',
      ...read(13),
      createdAt: daysFrom(now, -14),
    },
    {
      id: m('afs-checklist-reply'),
      senderId: client,
      recipientId: advisor,
      engagementId: demoEngagementIds.annualFinancials,
      parentMessageId: m('afs-checklist'),
      subject: 'Re: Information needed for your 2025 financial statements',
      content: 'Thanks Lerato. The trial balance is uploaded. The bank is still sending the January statement; I will upload it this week.',
      ...read(12),
      createdAt: daysFrom(now, -12),
    },
    {
      id: m('afs-checklist-follow-up'),
      senderId: advisor,
      recipientId: client,
      engagementId: demoEngagementIds.annualFinancials,
      parentMessageId: m('afs-checklist-reply'),
      subject: 'Re: Information needed for your 2025 financial statements',
      content:
        'Thanks Sipho. The January statement you uploaded is missing pages 3 and 4. Could you upload the full statement so that we can finish the bank reconciliation?',
      ...unread,
      createdAt: daysFrom(now, -2),
    },
    {
      id: m('vat201-submitted'),
      senderId: advisor,
      recipientId: client,
      engagementId: demoEngagementIds.bookkeeping,
      parentMessageId: null,
      subject: 'VAT201 submitted',
      content: 'Your VAT201 return has been submitted on eFiling. The payment of R48 312.90 is due by the last business day of the month.',
      ...unread,
      createdAt: hoursFrom(now, -20),
    },
    {
      id: m('fleet-on-hold'),
      senderId: client,
      recipientId: advisor,
      engagementId: demoEngagementIds.fleetReview,
      parentMessageId: null,
      subject: 'Fleet review on hold',
      content: 'Hi Lerato, can we pause the fleet review until our new fleet manager starts next month? He will collect the logbooks.',
      ...read(20),
      createdAt: daysFrom(now, -21),
    },
  ]);

  // Databases seeded before files could be sent list this message's files without bytes
  // (the migration kept the names): the demo's real files take their place.
  const demoMessageIds = [...new Set(demoAttachments.map((attachment) => m(attachment.messageKey)))];
  for (const messageId of demoMessageIds) await manager.delete(MessageAttachment, { messageId, storageKey: IsNull() });
  const sentAt = daysFrom(now, -14).getTime();
  await insertMissing(
    manager,
    MessageAttachment,
    demoAttachments.map((attachment, index) => ({
      id: demoId('message-attachment', attachment.key),
      messageId: m(attachment.messageKey),
      originalName: attachment.originalName,
      storageKey: storageKeyOf(attachment),
      fileSize: attachment.content().length,
      mimeType: attachment.mimeType,
      createdAt: new Date(sentAt + index),
    })),
  );
}

/** The demo message files, each written as `<uploadDir>/<storageKey>` when missing. */
export function writeDemoMessageFiles(uploadDir: string): void {
  fs.mkdirSync(uploadDir, { recursive: true });
  for (const attachment of demoAttachments) {
    const file = path.join(uploadDir, storageKeyOf(attachment));
    if (!fs.existsSync(file)) fs.writeFileSync(file, attachment.content());
  }
}

/** The demo message with files, and its files' ids, for tests. */
export const demoMessageAttachments = demoAttachments.map((attachment) => ({
  id: demoId('message-attachment', attachment.key),
  messageId: demoId('message', attachment.messageKey),
  originalName: attachment.originalName,
  mimeType: attachment.mimeType,
  content: attachment.content,
}));
