import { z } from 'zod';
import { messageDirectionValues } from '../messages';

/** A file that came with a message, as both APIs show it: no storage key, and where to download it. */
const messageAttachmentRecord = z.strictObject({
  id: z.string().describe('The attachment id'),
  name: z.string().describe('The name of the file as it was sent'),
  size: z.int().describe('Bytes'),
  mimeType: z.string().describe('The file type, such as application/pdf'),
  downloadUrl: z
    .string()
    .nullable()
    .describe('Where the sender and recipient download the file (GET, with the session); null for a file that was never stored'),
});

/**
 * A message as REST answers it (GET and POST /api/messages, PUT /api/messages/:id/read), in the
 * order the JSON carries it. messageJson (api/src/features/messages/messages.routes.ts) is built
 * from this list; record-shapes.test.ts compares it with the GraphQL type Message.
 */
export const messageRecord = z.strictObject({
  id: z.string().describe('The message id'),
  senderId: z.string().describe('Who wrote it (a user id)'),
  recipientId: z.string().describe('Who it was written to (a user id)'),
  engagementId: z.string().nullable().describe('The engagement it is about, if any'),
  parentMessageId: z.string().nullable().describe('The message this one replies to; null for a new message'),
  subject: z.string().nullable().describe('The subject line'),
  content: z.string().describe('The text'),
  isRead: z.boolean().describe('Whether the recipient has opened it'),
  readAt: z.iso.datetime().nullable().describe('When the recipient opened it'),
  attachments: z.array(messageAttachmentRecord).describe('The files that came with it, in the order they were sent'),
  createdAt: z.iso.datetime().describe('When it was sent'),
  direction: z.enum(messageDirectionValues).describe('received or sent, from where the signed-in user stands'),
});
