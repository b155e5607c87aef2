import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { sendMessageSchema } from '../../../../validation/messages';
import type { messageRecord } from './message.record';
import { attachmentDownloadPath } from './message-attachment-view';

/*
 * The client writes to her advisor with her medical aid tax certificate attached; he reads it two
 * days later.
 */

const sentAt = '2026-11-21T07:48:10.000Z';
const attachmentId = '3840cf15-7eb6-44f7-a530-e07da093852d';

/** POST /api/messages as JSON: a new message (not a reply), to the advisor by his user id. */
export const sendMessageExample: z.input<typeof sendMessageSchema> = {
  recipientId: exampleIds.advisor,
  subject: 'Medical aid tax certificate',
  content:
    'Hi Pieter, attached is my medical aid tax certificate for the 2026 tax year. The IRP5 is already under Documents. Regards, Thandi',
};

/** The same message sent as multipart/form-data, with its file: every field as text. */
export const sendMessageFormExample = {
  recipientId: exampleIds.advisor,
  subject: sendMessageExample.subject,
  content: sendMessageExample.content,
  files: ['(the PDF file)'],
};

/** The message as its sender lists it and as sending it answers: sent, not yet read. */
export const messageExample: z.input<typeof messageRecord> = {
  id: exampleIds.message,
  senderId: exampleIds.client,
  recipientId: exampleIds.advisor,
  engagementId: null,
  parentMessageId: null,
  subject: sendMessageExample.subject,
  content: sendMessageExample.content,
  isRead: false,
  readAt: null,
  attachments: [
    {
      id: attachmentId,
      name: 'Medical aid tax certificate 2026.pdf',
      size: 96_256,
      mimeType: 'application/pdf',
      downloadUrl: attachmentDownloadPath(exampleIds.message, attachmentId),
    },
  ],
  createdAt: sentAt,
  updatedAt: sentAt,
  direction: 'sent',
};

const readAt = '2026-11-23T06:02:31.000Z';

/** PUT /api/messages/{id}/read: the same message as its recipient, the advisor, sees it once read. */
export const readMessageExample: z.input<typeof messageRecord> = {
  ...messageExample,
  isRead: true,
  readAt,
  updatedAt: readAt,
  direction: 'received',
};

/** The event of her message (webhooks): received by her advisor, outside any engagement. */
export const messageEventExamples: EventExamples<'message.received'> = {
  'message.received': {
    id: 'evt_NnWy1ZOrMAbQ2GpOpLWF2R_SH5',
    type: 'message.received',
    timestamp: messageExample.createdAt,
    data: {
      messageId: exampleIds.message,
      senderId: exampleIds.client,
      recipientId: exampleIds.advisor,
      engagementId: null,
      parentMessageId: null,
      attachmentCount: messageExample.attachments.length,
      sentAt: messageExample.createdAt,
    },
  },
};
