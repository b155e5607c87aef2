import { Message } from '../../features/messages/message.entity';
import type { DemoContext } from './context';
import { demoEngagementIds } from './demo-portal';
import { daysFrom, demoId, hoursFrom } from './ids';
import { insertMissing } from './insert-missing';

/**
 * Messages between the demo advisor and the demo client, read and unread, with a reply thread
 * (each reply names its parent) and one message carrying attachment metadata.
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
      attachments: [],
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
      attachments: [
        { name: 'AFS Information Checklist 2025.pdf', size: 48213, mimeType: 'application/pdf' },
        {
          name: 'Fixed Asset Additions Template.xlsx',
          size: 18944,
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
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
      attachments: [],
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
      attachments: [],
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
      attachments: [],
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
      attachments: [],
      ...read(20),
      createdAt: daysFrom(now, -21),
    },
  ]);
}
